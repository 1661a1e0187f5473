import type { Page, Route } from '@playwright/test'
import { countDraws, expect, forceFullQuality, test, visit, waitForCanvas } from './fixtures'

declare global {
  interface Window {
    __draws: number
    __clears: number
    /** Per drawn frame of the canvas: [clears, draw calls]. */
    __frames: [number, number][]
  }
}

/** Records, for every animation frame in which the canvas was cleared, how many draw calls followed. */
async function countFrames(page: Page): Promise<void> {
  await countDraws(page)
  await page.addInitScript(() => {
    window.__clears = 0
    window.__frames = []
    const proto = WebGL2RenderingContext.prototype
    const clear = proto.clear
    proto.clear = function (this: WebGL2RenderingContext, mask: number) {
      window.__clears++
      return clear.call(this, mask)
    }
    let clears = 0
    let draws = 0
    const sample = () => {
      if (window.__clears > clears)
        window.__frames.push([window.__clears - clears, window.__draws - draws])
      clears = window.__clears
      draws = window.__draws
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

test('a click on the globe never blanks it: every frame the canvas clears, it draws the globe', async ({
  page,
}) => {
  await countFrames(page)
  await visit(page, '/build-service')
  await expect(page.locator('[data-scene-slot="live"][data-globe="ready"]')).toBeAttached({
    timeout: 20_000,
  })
  const globe = page.getByRole('application', { name: /globe: the builder's home/ })
  const box = (await globe.boundingBox())!
  await page.evaluate(() => (window.__frames = []))
  for (const [fx, fy] of [
    [0.45, 0.45],
    [0.55, 0.4],
    [0.4, 0.6],
  ] as const) {
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy)
    await expect(page.getByText(/^marker dropped at /)).toBeAttached()
    await page.waitForTimeout(300)
  }
  const frames = await page.evaluate(() => window.__frames)
  expect(frames.length, 'frames drawn after the clicks').toBeGreaterThan(3)
  expect(
    frames.filter(([, draws]) => draws === 0),
    'blank frames'
  ).toEqual([])
})

test("the card glare keeps drawing while the tunnel's code is still loading", async ({ page }) => {
  await countDraws(page)
  await forceFullQuality(page) // the canvas glare ('lite' glares with CSS)
  let held: Route | null = null
  await page.route(/\/assets\/disc-tunnel-[\w-]+\.js$/, (route) => {
    held = route // answered only at the end of the test
  })
  await visit(page, '/')
  const card = page.locator('[data-tilt="card"]').first()
  await card.scrollIntoViewIfNeeded() // the tunnel's slot is right below: its scene loads
  await waitForCanvas(page)
  await expect.poll(() => held !== null, { timeout: 20_000 }).toBe(true)
  await expect(page.locator('[data-scene-slot]').last()).toHaveAttribute(
    'data-scene-slot',
    'fallback'
  )

  const box = (await card.boundingBox())!
  const before = await page.evaluate(() => window.__draws)
  for (let i = 0; i <= 10; i++)
    await page.mouse.move(box.x + box.width * (0.2 + i * 0.06), box.y + box.height * 0.5)
  await expect
    .poll(() => page.evaluate(() => window.__draws), { message: 'glare draws', timeout: 10_000 })
    .toBeGreaterThan(before)
  expect(held, 'the tunnel code is still held back').not.toBeNull()
  await held!.continue()
})

test.describe('post-processing', () => {
  const BLOOM_CHUNK = /\/assets\/slot-bloom-[\w-]+\.js$/

  test('a software renderer never loads it, even in the full tier', async ({ page }) => {
    await forceFullQuality(page)
    const requested: string[] = []
    page.on('request', (r) => {
      if (BLOOM_CHUNK.test(r.url())) requested.push(r.url())
    })
    await visit(page, '/build-service')
    await expect(page.locator('[data-scene-slot="live"][data-globe="ready"]')).toBeAttached({
      timeout: 20_000,
    })
    await page.waitForTimeout(1500)
    expect(requested).toEqual([])
  })

  test('forced on, the globe draws through its own chunk and stays live', async ({ page }) => {
    await countDraws(page)
    await forceFullQuality(page)
    await page.addInitScript(() => sessionStorage.setItem('thock-effects-forced', 'on'))
    const bloom = page.waitForResponse((r) => BLOOM_CHUNK.test(r.url()), { timeout: 20_000 })
    await visit(page, '/build-service')
    await expect((await bloom).status()).toBe(200)
    const globe = page.locator('[data-scene-slot="live"][data-globe="ready"]')
    await expect(globe).toBeAttached({ timeout: 20_000 })
    await page.waitForTimeout(1000)
    const before = await page.evaluate(() => window.__draws)
    await expect.poll(() => page.evaluate(() => window.__draws)).toBeGreaterThan(before + 2) // turning
    await expect(globe).toBeAttached()
  })
})

test('the canvas covers only the scenes it draws, and nothing on a page without one', async ({
  page,
}) => {
  await visit(page, '/build-service')
  const globe = page.locator('[data-scene-slot="live"][data-globe="ready"]')
  await expect(globe).toBeAttached({ timeout: 20_000 })
  const canvas = page.locator('.stage canvas')
  const inset = () => canvas.evaluate((el) => getComputedStyle(el).clipPath)
  const box = (await globe.boundingBox())!
  const viewport = page.viewportSize()!
  // inset(top right bottom left): the globe's rectangle, rounded outward to whole pixels
  const [top, right, bottom, left] = (await inset()).match(/-?[\d.]+px/g)!.map(parseFloat)
  expect(Math.abs(top! - box.y)).toBeLessThanOrEqual(1)
  expect(Math.abs(left! - box.x)).toBeLessThanOrEqual(1)
  expect(Math.abs(viewport.width - right! - (box.x + box.width))).toBeLessThanOrEqual(1)
  expect(
    Math.abs(viewport.height - bottom! - Math.min(viewport.height, box.y + box.height))
  ).toBeLessThanOrEqual(1)

  await page.getByRole('navigation').getByRole('link', { name: 'about me' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(canvas).toBeAttached() // the one canvas stays for the visit
  await expect.poll(inset).toBe('inset(50%)')
})

test("in 'lite' the globe turns about 30 times a second, and stands as a picture of itself while the page scrolls", async ({
  page,
}) => {
  await countFrames(page)
  await visit(page, '/build-service') // SwiftShader: the page is 'lite'
  await expect(page.locator('html')).toHaveAttribute('data-quality', 'lite')
  await expect(page.locator('[data-scene-slot="live"][data-globe="ready"]')).toBeAttached({
    timeout: 20_000,
  })
  // at rest: it keeps turning, every other frame at most
  const frameTimes = await page.evaluate(async () => {
    const at: number[] = []
    let clears = window.__clears
    await new Promise<void>((done) => {
      const end = performance.now() + 1500
      const watch = (t: number) => {
        if (window.__clears > clears) at.push(t)
        clears = window.__clears
        if (t < end) requestAnimationFrame(watch)
        else done()
      }
      requestAnimationFrame(watch)
    })
    return at
  })
  expect(frameTimes.length, 'frames drawn in 1.5 s').toBeGreaterThan(10)
  const gaps = frameTimes.slice(1).map((t, i) => t - frameTimes[i]!)
  expect(Math.min(...gaps), 'the shortest gap between two drawn frames').toBeGreaterThan(25)

  // a scroll of the page in small steps: the globe is a picture in its own element, the canvas
  // is out of the display, and nothing draws until the scroll ends
  const during = await page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('.stage canvas')!
    const picture = document.querySelector<HTMLCanvasElement>('[data-slot-still]')!
    const states = new Set<string>()
    let clearsWhileStill = -1
    for (let i = 1; i <= 20; i++) {
      window.scrollBy(0, 4)
      await new Promise((r) => requestAnimationFrame(r))
      states.add(`${getComputedStyle(canvas).display}/${getComputedStyle(picture).display}`)
      if (i === 5) clearsWhileStill = window.__clears
    }
    // the picture holds the globe: some of its pixels are opaque
    const ctx = picture.getContext('2d')!
    const { data } = ctx.getImageData(0, 0, picture.width, picture.height)
    let opaque = 0
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 200) opaque++
    return {
      states: [...states],
      drawsWhileStill: window.__clears - clearsWhileStill,
      opaque,
      size: [picture.width, picture.height],
      box: [picture.getBoundingClientRect().width, picture.getBoundingClientRect().height],
    }
  })
  expect(during.states).toContain('none/block')
  expect(during.drawsWhileStill, 'frames drawn while the globe is a picture').toBe(0)
  expect(during.opaque, 'opaque pixels of the globe in its picture').toBeGreaterThan(500)
  expect(during.size).toEqual(during.box.map(Math.round)) // 'lite' draws at 1 px per CSS px
  // at rest again, the canvas is back and draws the globe; the picture is hidden
  const canvas = page.locator('.stage canvas')
  await expect.poll(() => canvas.evaluate((el) => getComputedStyle(el).display)).toBe('block')
  await expect(page.locator('[data-slot-still]')).toBeHidden()
  const clears = await page.evaluate(() => window.__clears)
  await expect.poll(() => page.evaluate(() => window.__clears)).toBeGreaterThan(clears)
})

test("in 'lite' a scroll past the tunnel, which moves with the scroll, moves the canvas between its steps", async ({
  page,
}) => {
  await countFrames(page)
  await visit(page, '/')
  await expect(page.locator('html')).toHaveAttribute('data-quality', 'lite')
  const tunnel = page.locator('[data-scene-slot]').first()
  await tunnel.scrollIntoViewIfNeeded()
  await expect(tunnel).toHaveAttribute('data-scene-slot', 'live', { timeout: 60_000 })
  const moved = await page.evaluate(async () => {
    const canvas = document.querySelector<HTMLCanvasElement>('.stage canvas')!
    const seen = new Set<string>()
    for (let i = 1; i <= 30; i++) {
      window.scrollBy(0, 2)
      await new Promise((r) => requestAnimationFrame(r))
      seen.add(`${canvas.style.transform}|${getComputedStyle(canvas).display}`)
    }
    return [...seen]
  })
  expect(moved.some((t) => /^translate3d\(0px, -\d+px, 0px\)\|block$/.test(t))).toBe(true)
  expect(
    moved.every((t) => t.endsWith('|block')),
    'the canvas stays in the display'
  ).toBe(true)
  // at rest again, the next drawn frame puts it back in place
  await expect
    .poll(() => page.locator('.stage canvas').evaluate((el) => el.style.transform))
    .toBe('')
})
