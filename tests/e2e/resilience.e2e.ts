import type { Page } from '@playwright/test'
import { countDraws, expect, ROUTE_PATHS, test, visit, waitForCanvas } from './fixtures'

async function disableWebgl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) {
      if (String(args[0]).startsWith('webgl')) return null
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof original
  })
}

test.describe('without WebGL', () => {
  test('every route works with its DOM fallbacks and no errors', async ({ page }) => {
    await disableWebgl(page)
    for (const path of ROUTE_PATHS) {
      await visit(page, path)
      await expect(page.locator('main h1').first(), path).toBeVisible()
      await page.waitForTimeout(1500) // the 3D chunk would have loaded by now
      await expect.poll(() => page.locator('canvas').count(), { message: path }).toBe(0)
      const live = await page.locator('[data-scene-slot="live"]').count()
      expect(live, path).toBe(0)
      // a picture standing in for a scene never claims to be turnable
      await expect(page.getByRole('application'), path).toHaveCount(0)
      await expect(page.getByRole('img', { name: /interactive/ }), path).toHaveCount(0)
      await expect(page.getByText('drag or use'), path).toBeHidden()
    }
    await page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: 'about me' })
      .click()
    await expect(page).toHaveURL(/\/about$/)
  })
})

test.describe('WebGL context loss', () => {
  for (const path of ['/', '/build-service']) {
    test(`${path}: fallbacks while lost, scenes back after a restore`, async ({ page }) => {
      await countDraws(page)
      await visit(page, path)
      const slots = page.locator('[data-scene-slot]')
      await slots.first().scrollIntoViewIfNeeded() // a slot near the screen starts the stage
      await waitForCanvas(page)
      await expect(slots.first()).toHaveAttribute('data-scene-slot', 'live')
      await page.evaluate(() => {
        const gl = document.querySelector<HTMLCanvasElement>('.stage canvas')!.getContext('webgl2')!
        ;(window as unknown as { __lose: WEBGL_lose_context }).__lose =
          gl.getExtension('WEBGL_lose_context')!
        ;(window as unknown as { __lose: WEBGL_lose_context }).__lose.loseContext()
      })
      await expect(slots.first()).toHaveAttribute('data-scene-slot', 'fallback')
      // the lost canvas out of sight: SwiftShader painted it white over the ring's tiles
      await expect(page.locator('.stage canvas')).toBeHidden()
      await expect(page.locator('main h1').first()).toBeVisible()
      await page.evaluate(() =>
        (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext()
      )
      await expect(slots.first()).toHaveAttribute('data-scene-slot', 'live')
      await expect(page.locator('.stage canvas')).toBeVisible()
      // it draws again: the scene issues draw calls on the restored context
      await slots.first().scrollIntoViewIfNeeded() // the home tunnel sits at the page bottom
      await page.waitForTimeout(300)
      const before = await page.evaluate(() => (window as unknown as { __draws: number }).__draws)
      await page.mouse.wheel(0, 200)
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __draws: number }).__draws), {
          timeout: 5000,
        })
        .toBeGreaterThan(before)
    })
  }
})

test('a shader the GPU cannot link: its scene shows the picture instead, and says why', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const original = WebGL2RenderingContext.prototype.getProgramParameter
    WebGL2RenderingContext.prototype.getProgramParameter = function (program, pname) {
      if (pname === this.LINK_STATUS) return false
      return original.call(this, program, pname)
    }
  })
  await visit(page, '/build-service')
  const globe = page.locator('[data-scene-slot]').first()
  await waitForCanvas(page)
  await expect
    .poll(() => consoleErrors.some((e) => e.includes('did not link')), { timeout: 20_000 })
    .toBe(true)
  await expect(globe).toHaveAttribute('data-scene-slot', 'fallback')
  await expect(globe.locator('img[src="/images/globe-dots.svg"]')).toBeVisible()
  consoleErrors.length = 0 // the expected report, not a failure of this test
})

test('a scene whose code cannot load (offline) shows its picture, reported once and not as a crash', async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/assets\/disc-tunnel-scene-[\w-]+\.js$/, (route) => route.abort())
  await visit(page, '/')
  const tunnel = page.locator('[data-scene-slot]').first()
  await tunnel.scrollIntoViewIfNeeded()
  await expect
    .poll(() => consoleErrors.some((e) => e.includes('a 3D scene failed')), { timeout: 30_000 })
    .toBe(true)
  await expect(tunnel).toHaveAttribute('data-scene-slot', 'fallback')
  await page.waitForTimeout(500) // any late report of the same error
  // R3F 9 also handed the caught error to reportError: the browser logged it as uncaught
  expect(consoleErrors.filter((e) => e.startsWith('pageerror:'))).toEqual([])
  expect(consoleErrors.filter((e) => e.includes('a 3D scene failed'))).toHaveLength(1)
  consoleErrors.length = 0 // the failed request and our one report are the point of this test
})

test.describe('bad input', () => {
  const hostile = [
    '/keyboards/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/keyboards/' + 'x'.repeat(3000),
    '/keyboards/%E0%A4%A',
    '/keyboards/..%2F..%2Fetc%2Fpasswd',
    '/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/about?q=%3Cscript%3Ealert(1)%3C/script%3E#javascript:alert(1)',
    '/javascript:alert(1)',
  ]
  test('hostile URLs get a clear message and execute nothing', async ({ page }) => {
    let dialogs = 0
    page.on('dialog', async (d) => {
      dialogs++
      await d.dismiss()
    })
    for (const url of hostile) {
      await page.goto(url)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await expect(page.locator('main h1').first(), url).toBeVisible()
      const heading = await page.locator('main h1').first().innerText()
      if (url.startsWith('/about')) expect(heading).toMatch(/about/i)
      else expect(heading, url).toMatch(/not found/i)
    }
    expect(dialogs).toBe(0)
  })
})

test.describe('self-contained and under a strict CSP', () => {
  test('a full tour requests nothing from another host and the CSP header is set', async ({
    page,
    baseURL,
  }) => {
    const external: string[] = []
    const own = new URL(baseURL!).host
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (!['data:', 'blob:'].includes(url.protocol) && url.host !== own) external.push(r.url())
    })
    const res = await page.goto('/')
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'")
    for (const path of ROUTE_PATHS) {
      await visit(page, path)
      await page.mouse.wheel(0, 2000)
      await page.waitForTimeout(600)
    }
    expect(external).toEqual([])
  })
})
