import { countDraws, expect, forceFullQuality, startStageByHover, test, visit } from './fixtures'

const draws = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __draws: number }).__draws)

test('smooth scrolling starts with the first wheel turn; reduced motion keeps scrolling native', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/')
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 300)
  await page.waitForTimeout(300)
  await expect(page.locator('html')).not.toHaveClass(/lenis/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.waitForTimeout(300)
  await expect(page.locator('html')).not.toHaveClass(/lenis/) // nothing smooths until a wheel turns
  await page.mouse.wheel(0, 300)
  await expect(page.locator('html')).toHaveClass(/lenis/)
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
})

test('3D starts only when needed: none on a page without scenes until a card is pointed at', async ({
  page,
}) => {
  await forceFullQuality(page)
  await visit(page, '/about')
  await page.waitForTimeout(1500) // it would have started by now if it started on load
  await expect(page.locator('.stage canvas')).toHaveCount(0)
  await expect(page.locator('[data-tilt]').first()).toHaveAttribute('data-glare', 'css')
  await startStageByHover(page)
  await expect(page.locator('[data-tilt]').first()).toHaveAttribute('data-glare', 'gl', {
    timeout: 15_000,
  })
})

test('render on demand: a page at rest draws nothing, and input draws again', async ({ page }) => {
  await countDraws(page)
  await forceFullQuality(page)
  await visit(page, '/about')
  await startStageByHover(page) // the card glare is the canvas's only scene here
  await expect(page.locator('[data-tilt]').first()).toHaveAttribute('data-glare', 'gl', {
    timeout: 15_000,
  })
  await page.mouse.move(2, 2)
  // let the start-up (shaders compile in steps, then a first frame) and the fade settle
  await expect
    .poll(
      async () => {
        const start = await draws(page)
        await page.waitForTimeout(800)
        return (await draws(page)) - start
      },
      { timeout: 20_000 }
    )
    .toBe(0)
  const atRest = await draws(page)
  await page.waitForTimeout(1500)
  expect(await draws(page)).toBe(atRest)
  // input wakes it: the pointer over the card tilts it and moves its glare, drawn on the canvas
  const box = await page.locator('[data-tilt]').first().boundingBox()
  if (!box) throw new Error('the tilt card has no box')
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3, { steps: 4 })
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.6, { steps: 4 })
  await expect.poll(() => draws(page), { timeout: 5_000 }).toBeGreaterThan(atRest)
})

test('a scene replaces its picture only once it has drawn (no empty box while shaders compile)', async ({
  page,
}) => {
  await countDraws(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __drawsWhenLive: number | null; __draws: number }
    w.__drawsWhenLive = null
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement
        if (w.__drawsWhenLive === null && el.dataset.sceneSlot === 'live')
          w.__drawsWhenLive = w.__draws
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-scene-slot'], subtree: true })
  })
  await visit(page, '/build-service')
  const globe = page.locator('[data-scene-slot]').first()
  await expect(globe).toHaveAttribute('data-scene-slot', 'live', { timeout: 20_000 })
  const drawsWhenLive = await page.evaluate(
    () => (window as unknown as { __drawsWhenLive: number | null }).__drawsWhenLive
  )
  expect(drawsWhenLive).toBeGreaterThan(0)
})
