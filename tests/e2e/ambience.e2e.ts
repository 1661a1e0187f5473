import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

declare global {
  interface Window {
    __media: HTMLMediaElement[]
  }
}

/** Records every media element the page plays (they need not be in the DOM). */
async function watchPlay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__media = []
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      window.__media.push(this)
      return play.call(this)
    }
  })
}

const playingAmbience = (page: Page) =>
  page.evaluate(() =>
    window.__media.some((m) => new URL(m.src).pathname === '/audio/ambience.mp3' && !m.paused)
  )

/** Holds the page's entry module back until the returned function is called. */
async function holdCode(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test.describe('ambience and sound', () => {
  test('the hint shows, a click dismisses it and the ambience plays', async ({ page }) => {
    await watchPlay(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await visit(page, '/about')
    const hint = page.getByRole('status').filter({ hasText: 'click anywhere to start ambience' })
    await expect(hint).toBeVisible()
    expect(requests.filter((p) => p.startsWith('/audio/'))).toEqual([]) // nothing fetched yet
    // in, it keeps no animation in effect: one held at its end (fill 'both') made Chromium,
    // compositing in software, cut a 3D scene off along a line above the pill
    await expect.poll(() => hint.evaluate((el) => el.getAnimations().length)).toBe(0)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(hint).toHaveCount(0)
    await expect.poll(() => playingAmbience(page)).toBe(true)
    // muting pauses it
    await page.getByRole('button', { name: 'mute ambience' }).click()
    await expect.poll(() => playingAmbience(page)).toBe(false)
  })

  test('Escape or a modifier alone is no gesture: the hint stays until a key that is one', async ({
    page,
  }) => {
    await watchPlay(page)
    await visit(page, '/about')
    const hint = page.getByRole('status').filter({ hasText: 'click anywhere to start ambience' })
    await expect(hint).toBeVisible()
    // the browser gives these no user activation: a start would only be refused
    for (const key of ['Shift', 'Escape', 'Control', 'Alt']) await page.keyboard.press(key)
    await page.waitForTimeout(500)
    await expect(hint).toBeVisible()
    expect(await playingAmbience(page)).toBe(false)
    await page.keyboard.press('Tab') // a key the browser counts: the ambience starts
    await expect(hint).toHaveCount(0)
    await expect.poll(() => playingAmbience(page)).toBe(true)
  })

  test("a click before the page's code runs starts the ambience, with no hint left to dismiss", async ({
    page,
  }) => {
    await watchPlay(page)
    const release = await holdCode(page) // the page's code held back, as on a slow phone
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { level: 1 }).click()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false
    )
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect.poll(() => playingAmbience(page)).toBe(true)
    await expect(page.getByText('anywhere to start ambience')).toHaveCount(0)
  })

  test('where the browser refuses a start from a click made before the code ran, the hint shows', async ({
    page,
  }) => {
    await watchPlay(page)
    // the first play() refused, as iOS Safari refuses one made outside a gesture
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play
      let refused = false
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (refused) return play.call(this)
        refused = true
        ;(window as { refusedOnce?: boolean }).refusedOnce = true
        return Promise.reject(new DOMException('not allowed', 'NotAllowedError'))
      }
    })
    const release = await holdCode(page)
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await page.getByRole('heading', { level: 1 }).click()
    release()
    const hint = page.getByRole('status').filter({ hasText: 'click anywhere to start ambience' })
    await expect(hint).toBeVisible()
    // the next click after the refusal (one while the engine loads starts nothing, and leaves
    // the hint: the unit tests)
    await page.waitForFunction(() => (window as { refusedOnce?: boolean }).refusedOnce === true)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(hint).toHaveCount(0)
    await expect.poll(() => playingAmbience(page)).toBe(true)
  })

  test('the volume slider answers keys and keeps its value across a reload', async ({ page }) => {
    await visit(page, '/')
    const slider = page.getByRole('slider', { name: 'ambience volume' })
    await expect(slider).toHaveAttribute('aria-valuenow', '51')
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', '52')
    await page.keyboard.press('PageDown')
    await expect(slider).toHaveAttribute('aria-valuenow', '42')
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuenow', '100')
    await page.keyboard.press('Home')
    await page.keyboard.press('PageUp')
    await page.keyboard.press('PageUp')
    await expect(slider).toHaveAttribute('aria-valuenow', '20')
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(slider).toHaveAttribute('aria-valuenow', '20')
  })

  test('mute persists across a reload, and a muted visitor gets no hint', async ({ page }) => {
    await visit(page, '/about')
    const mute = page.getByRole('button', { name: 'mute ambience' })
    await expect(mute).toHaveAttribute('aria-pressed', 'false')
    await mute.click()
    await expect(mute).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(mute).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('anywhere to start ambience')).toHaveCount(0)
  })

  test('a missing audio file gives a console warning and nothing else', async ({ page }) => {
    await page.route('**/audio/ambience.mp3', (route) => route.fulfill({ status: 404 }))
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await visit(page, '/about')
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(() => warnings.some((w) => w.includes('ambience could not play'))).toBe(true)
    // the controls still work
    const slider = page.getByRole('slider', { name: 'ambience volume' })
    await slider.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('aria-valuenow', '50')
  })
})
