import { expect, recordScripts, test, visit } from './fixtures'

test.describe('keyboard article', () => {
  test('shows every part of a build and links back to the gallery', async ({ page }) => {
    await visit(page, '/keyboards/azoth')
    await expect(page).toHaveTitle('azoth · thock&co.')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /charcoal 75%/
    )
    const article = page.getByRole('article', { name: 'azoth' })
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('azoth')
    await expect(article.locator('time').first()).toHaveText('August 15, 2024')
    await expect(article.getByText('75% · gasket · brass plate · oil king linears')).toBeVisible()
    const cover = article.locator('figure img').first()
    await expect(cover).toHaveAttribute('width', '1200')
    await expect(cover).toHaveAttribute('alt', /charcoal 75%/)
    await expect(article.getByRole('heading', { name: 'stabilizers' })).toBeVisible()
    await expect(
      article.getByText('spacebar could sound like that', { exact: false })
    ).toBeVisible()
    const gallery = article.getByRole('region', { name: 'details' }).getByRole('listitem')
    await expect(gallery).toHaveCount(4)
    await expect(article.locator('[data-columns]')).toHaveAttribute('data-columns', '3')
    await page.getByRole('link', { name: 'back to the gallery' }).click()
    await expect(page).toHaveURL(/\/keyboards$/)
    await expect(page).toHaveTitle('keyboard gallery & reviews · thock&co.')
    // in-app navigation: the article page sets its own title and description
    await page.getByRole('link', { name: 'read more about bauer lite' }).click()
    await expect(page).toHaveTitle('bauer lite · thock&co.')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /silver 65%/)
  })

  test("the back links' arrows sit on the middle of their words", async ({ page }) => {
    // in a flex box the arrow's baseline shift does nothing: it sat 3-5 px above the words
    await visit(page, '/keyboards/azoth')
    for (const name of ['all builds', 'back to the gallery']) {
      const offset = await page.getByRole('link', { name, exact: true }).evaluate((a) => {
        const mid = (r: DOMRect) => r.top + r.height / 2
        const words = document.createRange()
        words.selectNodeContents([...a.childNodes].find((n) => n.textContent!.trim())!)
        return (
          mid(a.querySelector('svg')!.getBoundingClientRect()) - mid(words.getBoundingClientRect())
        )
      })
      expect(Math.abs(offset), name).toBeLessThanOrEqual(1.5)
    }
  })

  test('an article page loads its own article and none of the others', async ({ page }) => {
    const scripts = recordScripts(page)
    await visit(page, '/keyboards/azoth')
    await expect(page.getByRole('heading', { name: 'stabilizers' })).toBeVisible()
    const articles = () => scripts.filter((f) => /^article-(?!cards-)/.test(f))
    expect(articles()).toEqual([expect.stringMatching(/^article-azoth-[\w-]{8}\.js$/)])
    expect(scripts.filter((f) => f.startsWith('article-cards-'))).toEqual([]) // the gallery's
    // in-app navigation loads the next article's own chunk (and the page waits for it)
    await page.getByRole('link', { name: 'back to the gallery' }).click()
    await page.getByRole('link', { name: 'read more about neo ergo' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('neo ergo')
    await expect(page.getByRole('region', { name: 'details' })).toBeVisible()
    expect(articles()).toHaveLength(2)
  })

  test('fewer than four pictures sit in two columns', async ({ page }) => {
    await visit(page, '/keyboards/bauer-lite')
    await expect(page.locator('[data-columns]')).toHaveAttribute('data-columns', '2')
    const cols = await page
      .locator('[data-columns]')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    expect(cols).toBe(2)
  })

  test('unknown, malformed, very long and markup slugs show Article not found', async ({
    page,
  }) => {
    page.on('dialog', (d) => {
      throw new Error(`a dialog opened: ${d.message()}`)
    })
    for (const slug of [
      'no-such-board',
      '%E0%A4%A',
      'a'.repeat(400),
      '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      await visit(page, `/keyboards/${slug}`)
      await expect(page.getByRole('heading', { level: 1 }), slug).toHaveText('Article not found')
      await expect(page).toHaveTitle('Article not found · thock&co.')
      expect(await page.locator('main img, main script').count(), slug).toBe(0)
    }
    await page.getByRole('link', { name: 'back to the gallery' }).click()
    await expect(page).toHaveURL(/\/keyboards$/)
  })
})
