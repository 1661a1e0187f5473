import { countDraws, expect, test, visit } from './fixtures'

const draws = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __draws: number }).__draws)

test('reduced motion: native scrolling, no smoothing', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/')
  await page.waitForTimeout(300)
  await expect(page.locator('html')).not.toHaveClass(/lenis/)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(page.locator('html')).toHaveClass(/lenis/)
})

test('render on demand: a page at rest draws nothing', async ({ page }) => {
  await countDraws(page)
  await visit(page, '/about')
  await page.locator('.stage canvas').waitFor({ state: 'attached' })
  await page.waitForTimeout(1500) // let the first frames and any fade settle
  const before = await draws(page)
  await page.waitForTimeout(1500)
  expect(await draws(page)).toBe(before)
})
