import { SITE } from '../../src/content/site-config'
import { expect, test, visit } from './fixtures'

test("about: the story, three profiles (each a profile's own page or 'coming soon', as in the footer), the builds' feed and the portfolio to come", async ({
  page,
}) => {
  await visit(page, '/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('about thock&co.')
  await expect(page.getByText('at seventeen', { exact: false })).toBeVisible()
  const card = page.getByRole('region', { name: 'follow the builds' })
  const rows = card.getByRole('listitem')
  await expect(rows).toHaveCount(SITE.socials.length + 1) // the profiles, then the feed
  const footer = page.getByRole('contentinfo')
  for (const [i, social] of SITE.socials.entries()) {
    const row = rows.nth(i)
    await expect(row).toContainText(social.label)
    await expect(row.locator('svg').first()).toBeVisible() // its icon: photos, video or work
    const inFooter = SITE.footerLinks.find((l) => l.key === social.key)
    if (social.href) {
      // a live one opens the profile itself in a new tab, never the site's home page
      expect(new URL(social.href).pathname.replace(/\/+$/, '')).not.toBe('')
      const link = row.getByRole('link')
      await expect(link).toHaveAttribute('href', social.href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(/opens in a new tab/)
      if (inFooter) await expect(footer.getByRole('link', { name: inFooter.label })).toBeVisible()
    } else {
      // none yet: said, as the footer says it, and neither a link nor a hover look
      await expect(row).toContainText('coming soon')
      await expect(row.getByRole('link')).toHaveCount(0)
      const box = row.locator('> *')
      const look = () =>
        box.evaluate((el) => {
          const cs = getComputedStyle(el)
          return [cs.backgroundColor, cs.borderColor, cs.borderStyle, cs.cursor].join(' ')
        })
      const atRest = await look()
      expect(atRest).toContain('dashed')
      await box.hover()
      await page.waitForTimeout(250)
      expect(await look()).toBe(atRest)
      if (inFooter)
        await expect(
          footer.getByRole('img', { name: `${inFooter.label} (coming soon)` })
        ).toBeVisible()
    }
  }
  // whatever the profiles, the builds can be followed: the feed, in this tab (a file, no route)
  const feed = rows.last().getByRole('link', { name: /feed/ })
  await expect(feed).toHaveAttribute('href', SITE.feed.path)
  await expect(feed).not.toHaveAttribute('target', /.*/)
  const response = await page.request.get(SITE.feed.path)
  expect(response.headers()['content-type']).toMatch(/xml/)
  expect(await response.text()).toContain('<entry>')
  await expect(page.getByRole('region', { name: 'personal portfolio' })).toContainText(
    'coming soon'
  )
})
