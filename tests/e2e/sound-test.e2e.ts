import type { Page } from '@playwright/test'
import { expect, test, visit } from './fixtures'

declare global {
  interface Window {
    __speakers: AnalyserNode[]
    __edges: [AudioNode, AudioNode][]
    __starts: number
    __ambienceTap?: AnalyserNode
  }
}

/**
 * Makes the page's audio look like an iPhone's and listens to it:
 * - `HTMLMediaElement.volume` is inert (reads 1, ignores writes), as on iOS;
 * - every connection into the speakers is tapped by an AnalyserNode, so a test measures what
 *   reaches them; every connection is recorded, so a test can find the ambience's chain;
 * - buffer sources' start() calls are counted (an A/B switch must not restart the clip).
 */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', {
      configurable: true,
      get: () => 1,
      set: () => {},
    })
    window.__speakers = []
    window.__edges = []
    window.__starts = 0
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...a: unknown[]) => unknown
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const result = connect.apply(this, args)
      const to = args[0]
      if (to instanceof AudioNode) window.__edges.push([this, to])
      if (to instanceof AudioDestinationNode) {
        const tap = this.context.createAnalyser()
        tap.fftSize = 2048
        connect.call(this, tap)
        window.__speakers.push(tap)
      }
      return result
    } as typeof AudioNode.prototype.connect
    const start = AudioBufferSourceNode.prototype.start
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...a) {
      window.__starts++
      return start.apply(this, a)
    }
  })
}

/** RMS of what the taps hear over `ms` (sampled every 40 ms). `which`: the speakers or the ambience. */
async function rms(page: Page, ms = 1200, which: 'speakers' | 'ambience' = 'speakers') {
  return page.evaluate(
    async ({ ms, which }) => {
      const taps = which === 'speakers' ? window.__speakers : [window.__ambienceTap!]
      const buf = new Float32Array(2048)
      let sum = 0
      let n = 0
      const end = performance.now() + ms
      while (performance.now() < end) {
        for (const tap of taps) {
          tap.getFloatTimeDomainData(buf)
          for (const v of buf) sum += v * v
          n += buf.length
        }
        await new Promise((r) => setTimeout(r, 40))
      }
      return Math.sqrt(sum / Math.max(1, n))
    },
    { ms, which }
  )
}

const player = (page: Page) => page.getByRole('region', { name: 'sound test' })
const playButton = (page: Page) => page.getByRole('button', { name: 'play the sound test' })
const pauseButton = (page: Page) => page.getByRole('button', { name: 'pause the sound test' })
const position = (page: Page) => page.getByRole('slider', { name: 'position in the recording' })
const shown = async (page: Page) => Number(await position(page).getAttribute('aria-valuenow'))

/** Puts the playhead at `seconds` with the keyboard (Home, then one arrow a second). */
async function seekTo(page: Page, seconds: number) {
  await position(page).focus()
  await page.keyboard.press('Home')
  for (let i = 0; i < seconds; i++) await page.keyboard.press('ArrowRight')
}

async function setVolume(page: Page, value: number) {
  const slider = page.getByRole('slider', { name: 'ambience volume' })
  await slider.focus()
  await page.keyboard.press('Home')
  for (let i = 0; i < Math.floor(value / 10); i++) await page.keyboard.press('PageUp')
  for (let i = 0; i < value % 10; i++) await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuenow', String(value))
}

test.describe('sound test', () => {
  test('nothing is fetched before play; play fetches both takes and the time runs', async ({
    page,
  }) => {
    await listen(page)
    const audio: string[] = []
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname
      if (p.startsWith('/audio/builds/')) audio.push(p)
    })
    await visit(page, '/keyboards/azoth')
    await expect(player(page)).toBeVisible()
    await expect(player(page)).toContainText('stand-in recordings')
    await expect(player(page)).toContainText(/play downloads 2\d\d KB/) // both takes, before any fetch
    await expect(position(page)).toHaveAttribute('aria-valuetext', /^0:00 of 0:1\d$/)
    expect(audio).toEqual([])
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    expect(audio.sort()).toEqual(['/audio/builds/azoth/stock.mp3', '/audio/builds/azoth/tuned.mp3'])
    await expect.poll(() => shown(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    await pauseButton(page).click()
    const at = await shown(page)
    await page.waitForTimeout(1200)
    expect(await shown(page)).toBe(at) // paused: the time holds
  })

  test('it reaches the speakers through Web Audio at the site volume, with the media volume inert (iOS)', async ({
    page,
  }) => {
    await listen(page)
    await visit(page, '/keyboards/azoth')
    await setVolume(page, 0)
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await seekTo(page, 1)
    expect(await rms(page)).toBeLessThan(1e-4) // volume 0: silent, even though the element reads 1
    const at = async (volume: number) => {
      await setVolume(page, volume)
      await page.waitForTimeout(400) // the 20-step volume fade
      await seekTo(page, 1)
      return rms(page, 2500)
    }
    const loud = await at(100)
    const mid = await at(51)
    expect(mid).toBeGreaterThan(0.005)
    expect(loud).toBeGreaterThan(mid * 1.4)
  })

  test('mute silences a playing test, and it plays on', async ({ page }) => {
    await listen(page)
    await visit(page, '/keyboards/neo-ergo')
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await seekTo(page, 1)
    expect(await rms(page)).toBeGreaterThan(0.005)
    await page.getByRole('button', { name: 'mute ambience' }).click()
    await expect(player(page)).toContainText('sound is muted')
    // play says why it is silent
    await expect(pauseButton(page)).toHaveAccessibleDescription(/^sound is muted/)
    await page.waitForTimeout(150)
    expect(await rms(page)).toBeLessThan(1e-4)
    const t = await shown(page)
    await expect.poll(() => shown(page)).toBeGreaterThan(t) // still running
    await player(page).getByRole('button', { name: 'unmute' }).click()
    // the unmute button goes, and focus goes on to play (it fell to the page's body)
    await expect(pauseButton(page)).toBeFocused()
    await expect(pauseButton(page)).not.toHaveAttribute('aria-describedby')
    await seekTo(page, 1)
    expect(await rms(page)).toBeGreaterThan(0.005)
  })

  test('at volume 0 the test says why it is silent, and turns the volume up', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('thock-volume', '0'))
    await visit(page, '/keyboards/neo-ergo')
    await expect(playButton(page)).toHaveAccessibleDescription(/^the volume is at 0/)
    await player(page).getByRole('button', { name: 'turn it up' }).click()
    await expect(playButton(page)).toBeFocused()
    await expect(player(page)).not.toContainText('the volume is at 0')
    expect(await page.evaluate(() => localStorage.getItem('thock-volume'))).toBe('51')
  })

  test('the A/B switch changes recording at the same moment: no restart, the time kept', async ({
    page,
  }) => {
    await listen(page)
    await visit(page, '/keyboards/bauer-lite')
    const stock = page.getByRole('radio', { name: /stock/ })
    const tuned = page.getByRole('radio', { name: /tuned/ })
    await expect(stock).toBeChecked()
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await expect.poll(() => shown(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
    const starts = await page.evaluate(() => window.__starts)
    const before = await shown(page)
    await tuned.check() // mid-play
    await expect(tuned).toBeChecked()
    expect(await shown(page)).toBeGreaterThanOrEqual(before) // not back to 0:00
    expect(await page.evaluate(() => window.__starts)).toBe(starts) // the same sources play on
    await pauseButton(page).click()
    const paused = await position(page).getAttribute('aria-valuetext')
    await tuned.focus()
    await page.keyboard.press('ArrowLeft') // radios: arrows move the choice
    await expect(stock).toBeChecked()
    await expect(position(page)).toHaveAttribute('aria-valuetext', paused!)
  })

  test('the ambience ducks while a test plays and comes back after', async ({ page }) => {
    await listen(page)
    await visit(page, '/keyboards/azoth-gmk')
    await page.getByRole('heading', { level: 1 }).click() // the first gesture starts the ambience
    // find the ambience's chain: element -> music gain -> duck -> ...; listen after the duck
    await expect
      .poll(() =>
        page.evaluate(() => {
          const source = window.__edges.find(
            ([from]) => from instanceof MediaElementAudioSourceNode
          )
          const music = source?.[1]
          const duck = window.__edges.find(([from]) => from === music)?.[1]
          if (!duck) return false
          window.__ambienceTap = duck.context.createAnalyser()
          duck.connect(window.__ambienceTap)
          return true
        })
      )
      .toBe(true)
    await page.waitForTimeout(3200) // the 3 s fade-in
    const full = await rms(page, 1000, 'ambience')
    expect(full).toBeGreaterThan(0.003)
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await page.waitForTimeout(500)
    const ducked = await rms(page, 1000, 'ambience')
    expect(ducked).toBeLessThan(full * 0.5)
    await pauseButton(page).click()
    await page.waitForTimeout(1200)
    expect(await rms(page, 1000, 'ambience')).toBeGreaterThan(full * 0.6)
  })

  test('keyboard only: play with Space, seek with arrows, Home and End', async ({ page }) => {
    await visit(page, '/keyboards/nuphy65')
    await playButton(page).focus()
    await page.keyboard.press('Space')
    await expect(pauseButton(page)).toBeVisible()
    await page.keyboard.press('Space')
    await expect(playButton(page)).toBeVisible()
    await position(page).focus()
    await page.keyboard.press('Home')
    await expect(position(page)).toHaveAttribute('aria-valuenow', '0')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(position(page)).toHaveAttribute('aria-valuetext', /^0:02 of /)
    await page.keyboard.press('PageUp')
    await expect(position(page)).toHaveAttribute('aria-valuenow', '7')
    await page.keyboard.press('End')
    const max = await position(page).getAttribute('aria-valuemax')
    await expect(position(page)).toHaveAttribute('aria-valuenow', max!)
    // Space on the scrubber plays and pauses, as on a media player, and scrolls nothing
    await page.keyboard.press('Home')
    const y = await page.evaluate(() => window.scrollY)
    await page.keyboard.press('Space')
    await expect(pauseButton(page)).toBeVisible()
    await page.keyboard.press('Space')
    await expect(playButton(page)).toBeVisible()
    await expect(position(page)).toBeFocused()
    expect(await page.evaluate(() => window.scrollY)).toBe(y)
  })

  test('while playing, End goes to the end and stops there; Home and the arrows play on', async ({
    page,
  }) => {
    await visit(page, '/keyboards/azoth')
    const max = Number(await position(page).getAttribute('aria-valuemax'))
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await expect.poll(() => shown(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    await position(page).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Home')
    await expect(pauseButton(page)).toBeVisible() // still playing, from 0:00
    expect(await shown(page)).toBeLessThanOrEqual(1)
    await page.keyboard.press('End')
    await expect(playButton(page)).toBeVisible() // stopped
    await expect(position(page)).toHaveAttribute('aria-valuenow', String(max))
    await page.waitForTimeout(1200)
    expect(await shown(page)).toBe(max) // at the end, not back at 0:00
    // PageUp past the end while playing stops at the end too
    await page.keyboard.press('PageDown')
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await position(page).focus()
    await page.keyboard.press('PageUp')
    await expect(playButton(page)).toBeVisible()
    await expect(position(page)).toHaveAttribute('aria-valuenow', String(max))
    // and play at the end starts it over
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    expect(await shown(page)).toBeLessThanOrEqual(1)
  })

  test('a click on the waveform seeks there', async ({ page }) => {
    await visit(page, '/keyboards/azoth-dev')
    await position(page).scrollIntoViewIfNeeded()
    const box = (await position(page).boundingBox())!
    await position(page).click({ position: { x: box.width * 0.5, y: box.height / 2 } })
    const max = Number(await position(page).getAttribute('aria-valuemax'))
    const now = await shown(page)
    expect(Math.abs(now - max / 2)).toBeLessThanOrEqual(1)
  })

  test('recordings that cannot load say so, warn in the console, and play again later', async ({
    page,
  }) => {
    let fail = true
    await page.route('**/audio/builds/**', (route) =>
      fail ? route.fulfill({ status: 404 }) : route.continue()
    )
    const warnings: string[] = []
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
    await visit(page, '/keyboards/azoth')
    await playButton(page).click()
    await expect(player(page).getByRole('alert')).toContainText('could not play')
    expect(warnings.some((w) => w.includes('sound test could not play'))).toBe(true)
    fail = false
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await expect(player(page).getByRole('alert')).toHaveCount(0)
  })

  test('where the browser holds the sound back, the player pauses and says so; the next press plays', async ({
    page,
  }) => {
    // an iPhone's interrupted context, or a press the browser did not count as a gesture: the
    // context stays suspended and resume() is refused while __refuse is set
    await page.addInitScript(() => {
      const w = window as unknown as { __refuse: boolean }
      w.__refuse = true
      const Real = window.AudioContext
      window.AudioContext = class extends Real {
        constructor(options?: AudioContextOptions) {
          super(options)
          void this.suspend()
        }
        resume() {
          return w.__refuse
            ? Promise.reject(new DOMException('refused', 'NotAllowedError'))
            : super.resume()
        }
      }
    })
    await visit(page, '/keyboards/azoth')
    await playButton(page).click()
    await expect(player(page).getByRole('alert')).toContainText('held the sound back')
    await expect(playButton(page)).toBeVisible() // not a pause button over silence
    await page.evaluate(() => ((window as unknown as { __refuse: boolean }).__refuse = false))
    await playButton(page).click()
    await expect(pauseButton(page)).toBeVisible()
    await expect(player(page).getByRole('alert')).toHaveCount(0)
    await expect.poll(() => shown(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
  })

  test('a browser without Web Audio is told the sound test cannot play there, and offered no ambience', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>
      delete w.AudioContext
      delete w.webkitAudioContext
    })
    await visit(page, '/keyboards/azoth')
    await playButton(page).click()
    await expect(player(page).getByRole('alert')).toContainText('this browser cannot play sound')
    await expect(player(page)).not.toContainText('check the connection') // trying again cannot help
    await expect(page.getByText(/anywhere to start ambience/)).toHaveCount(0)
  })

  test('fits a phone, with nothing wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, '/keyboards/azoth')
    const box = (await player(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    for (const el of [
      playButton(page),
      position(page),
      page.getByRole('radio', { name: /tuned/ }),
    ]) {
      const b = (await el.boundingBox())!
      expect(b.x + b.width).toBeLessThanOrEqual(390)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

test.describe('sound test on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('on a phone, a swipe up that starts on the waveform scrolls the article; a tap seeks', async ({
    page,
    context,
  }) => {
    await visit(page, '/keyboards/azoth-dev')
    // the waveform in the lower part of the screen, where a reading thumb lands
    await position(page).evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 560)
    )
    await expect
      .poll(() => position(page).evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThan(500)
    const before = await shown(page)
    const box = (await position(page).boundingBox())!
    const y0 = await page.evaluate(() => window.scrollY)
    const cdp = await context.newCDPSession(page)
    const x = Math.round(box.x + box.width * 0.7)
    let y = Math.round(box.y + box.height / 2)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let i = 0; i < 10; i++) {
      y -= 30
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
      await page.waitForTimeout(16)
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y0 + 150)
    expect(await shown(page)).toBe(before)

    const after = (await position(page).boundingBox())!
    await page.touchscreen.tap(after.x + after.width * 0.5, after.y + after.height / 2)
    const max = Number(await position(page).getAttribute('aria-valuemax'))
    await expect.poll(() => shown(page)).toBeGreaterThanOrEqual(Math.floor(max / 2) - 1)
    expect(Math.abs((await shown(page)) - max / 2)).toBeLessThanOrEqual(1)
  })
})
