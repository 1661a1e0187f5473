import type { Page } from '@playwright/test'
import { checkShadows, MAX_LEVELS } from '../../scripts/shadow-steps.mjs'
import { expect, ROUTE_PATHS, test, visit, waitForCanvas } from './fixtures'

/** Running animations that never end (pseudo-elements included), described for the report. */
const infiniteAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
      .map((a) => {
        const effect = a.effect as KeyframeEffect | null
        const name = (a as CSSAnimation).animationName ?? 'animation'
        return `${name} on ${effect?.target?.nodeName ?? '?'}${effect?.pseudoElement ?? ''}`
      })
  )

/**
 * Every element (and ::before / ::after) whose computed `property` does something: a
 * backdrop-filter that is not 'none', a transition that lasts.
 */
const styled = (page: Page, property: 'backdropFilter' | 'transitionDuration') =>
  page.evaluate((property) => {
    const found: string[] = []
    for (const el of document.querySelectorAll('*'))
      for (const pseudo of [null, '::before', '::after']) {
        const value = getComputedStyle(el, pseudo)[property]
        if (value && !/^(none|0s(, 0s)*)$/.test(value))
          found.push(`${el.tagName.toLowerCase()}.${el.classList[0] ?? ''}${pseudo ?? ''}`)
      }
    return found
  }, property)
const backdropFilters = (page: Page) => styled(page, 'backdropFilter')

/** Opens `path` with a tier forced for the visit, as the dev panel does (sessionStorage). */
async function visitForced(page: Page, path: string, tier: 'full' | 'lite', theme = 'dark') {
  await page.addInitScript(
    ([t, th]) => {
      // once per visit: a later change (and reload) in the test stands
      if (!sessionStorage.getItem('thock-quality-forced'))
        sessionStorage.setItem('thock-quality-forced', t!)
      localStorage.setItem('thock-theme', th!)
    },
    [tier, theme]
  )
  await visit(page, path)
  await expect(page.locator('html')).toHaveAttribute('data-quality', tier)
}

for (const path of ROUTE_PATHS)
  test(`a page at rest runs no infinite animation: ${path}`, async ({ page }) => {
    await visit(page, path)
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 400) // something moved, then stopped
    await page.waitForTimeout(1500)
    expect(await infiniteAnimations(page)).toEqual([])
  })

test('the home caret blinks again after scrolling stops, then holds still and lit', async ({
  page,
}) => {
  await visit(page, '/')
  const story = page.locator('[data-story]')
  const caret = story.locator('> span:last-child')
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => story.getAttribute('data-revealed')).not.toBe('0')
  const blinkOff = () => caret.evaluate((el) => getComputedStyle(el).opacity === '0')
  // sampled every 50 ms: polling's default back-off (up to 1 s apart) can step over every off phase
  await expect.poll(blinkOff, { timeout: 5000, intervals: [50] }).toBe(true) // it blinks once scrolling stops
  await expect.poll(blinkOff, { timeout: 8000 }).toBe(false) // and ends lit
  await page.waitForTimeout(1500)
  expect(await blinkOff()).toBe(false) // still lit: the blinking has stopped
  expect(await infiniteAnimations(page)).toEqual([])
})

for (const theme of ['dark', 'light'])
  test(`'lite' removes every backdrop blur and transition and keeps glass opaque (${theme})`, async ({
    page,
  }, info) => {
    await visitForced(page, '/build-service', 'full', theme)
    expect((await backdropFilters(page)).length).toBeGreaterThan(0) // 'full' has glass blur
    expect((await styled(page, 'transitionDuration')).length).toBeGreaterThan(0) // and eases
    // the glass cards' inset shine along their top edge: 'full' has it, 'lite' does not (Firefox's
    // software renderer redrew every card that carried one as the page scrolled)
    const shines = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main .glass')].filter((el) =>
            getComputedStyle(el).boxShadow.includes('inset')
          ).length
      )
    expect(await shines()).toBeGreaterThan(2)
    await page.screenshot({ path: info.outputPath(`full-${theme}.png`) })

    await page.evaluate(() => sessionStorage.setItem('thock-quality-forced', 'lite'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-quality', 'lite')
    expect(await backdropFilters(page)).toEqual([])
    // a state change is one repaint, not one per frame of a transition
    expect(await styled(page, 'transitionDuration')).toEqual([])
    expect(await shines()).toBe(0)
    const look = () =>
      page.evaluate(() => {
        const alpha = (c: string) => {
          const m = /rgba?\(([^)]+)\)/.exec(c)
          const parts = m ? m[1]!.split(/[\s,/]+/).filter(Boolean) : []
          return parts.length > 3 ? Number(parts[3]) : 1
        }
        const fills = [...document.querySelectorAll('.glass, header')].map((el) =>
          alpha(getComputedStyle(el).backgroundColor)
        )
        // the phone's menu, whether open or not (a probe with its fill)
        const probe = document.createElement('div')
        probe.style.setProperty('background-color', 'var(--drawer-bg)')
        document.body.append(probe)
        fills.push(alpha(getComputedStyle(probe).backgroundColor))
        probe.remove()
        return {
          grid: getComputedStyle(document.body).backgroundAttachment,
          panes: fills.length,
          // the least opaque pane (glass, the header, the menu): a fill, not see-through
          clearest: Math.min(...fills),
        }
      })
    // wholly opaque: at 0.97 a software compositor showed the text under the header plainly
    await expect.poll(async () => (await look()).clearest).toBe(1)
    const { grid, panes } = await look()
    expect(grid).not.toContain('fixed')
    expect(panes).toBeGreaterThan(2)
    await page.screenshot({ path: info.outputPath(`lite-${theme}.png`) })
  })

test("'lite' draws the canvas at pixel ratio 1 and is remembered for the visit", async ({
  browser,
}) => {
  const context = await browser.newContext({ deviceScaleFactor: 2 })
  const page = await context.newPage()
  try {
    await visitForced(page, '/build-service', 'lite')
    await waitForCanvas(page)
    const canvas = page.locator('.stage canvas')
    await expect
      .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width / c.clientWidth))
      .toBeCloseTo(1, 1)
    await visit(page, '/about') // a new page load in the same visit
    await expect(page.locator('html')).toHaveAttribute('data-quality', 'lite')
  } finally {
    await context.close()
  }
})

test('a software renderer steps the whole page down to lite by itself', async ({ page }) => {
  await visit(page, '/build-service')
  await waitForCanvas(page)
  // this machine's Chromium renders WebGL with SwiftShader (scripts/chromium.mjs)
  await expect(page.locator('html')).toHaveAttribute('data-quality', 'lite', { timeout: 20_000 })
  expect(await backdropFilters(page)).toEqual([])
})

test('the renderer probe (a worker) steps a page without a scene to lite before any scroll', async ({
  page,
}) => {
  await visit(page, '/about')
  await expect(page.locator('html')).toHaveAttribute('data-quality', 'lite', { timeout: 10_000 })
  await expect(page.locator('.stage canvas')).toHaveCount(0) // the page's own WebGL never started
})

test('prefers-reduced-transparency gets the lite look from the first paint', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-transparency', value: 'reduce' }],
  })
  await page.goto('/about') // the prerendered page, before any script decides anything
  expect(await backdropFilters(page)).toEqual([])
})

test("'lite' glares with CSS: pointing at a card starts no WebGL", async ({ page }) => {
  await visitForced(page, '/about', 'lite')
  const card = page.locator('[data-tilt]').first()
  await card.hover()
  await page.mouse.move(700, 300)
  await page.waitForTimeout(1500) // the stage would have started by now in 'full'
  await expect(page.locator('.stage canvas')).toHaveCount(0)
  await expect(card).toHaveAttribute('data-glare', 'css')
})

test('a card the page scrolls under a still pointer lies flat until the pointer moves', async ({
  page,
}) => {
  await visitForced(page, '/contact', 'lite')
  const card = page.locator('[data-tilt]').first()
  await expect(card).not.toHaveAttribute('data-glaring') // no glare painted at rest
  const box = (await card.boundingBox())!
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4)
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.5)
  await expect(card).toHaveAttribute('style', /rotateX/)
  await expect(card).toHaveAttribute('data-glaring', '')
  await expect(card).toHaveAttribute('data-hover', '') // the hover look follows the aim
  // the glare shows: a spot on its own layer, moved and faded, never repainting the card
  const spot = card.locator(':scope > span[aria-hidden] > span')
  await expect
    .poll(() => spot.evaluate((el) => Number(getComputedStyle(el).opacity)))
    .toBeGreaterThan(0)

  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 50)
    await page.waitForTimeout(80)
  }
  // flat again while the page moves under the pointer, and after (the pointer has not moved)
  await expect(card).not.toHaveAttribute('style', /rotateX/)
  await expect(card).not.toHaveAttribute('data-glaring')
  await expect(card).not.toHaveAttribute('data-hover')
  await page.waitForTimeout(600)
  await expect(card).not.toHaveAttribute('style', /rotateX/)

  // the pointer itself moves onto the card again (a visitor's pointer sends several moves)
  const now = (await card.boundingBox())!
  await page.mouse.move(now.x + now.width * 0.4, now.y + now.height * 0.5)
  await page.mouse.move(now.x + now.width * 0.45, now.y + now.height * 0.55)
  await expect(card).toHaveAttribute('style', /rotateX/)
})

test('a masked renderer (WebKit says "Apple GPU") proves nothing: pointing at a card starts no WebGL', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // as WebKit: the renderer's name masked, and no WebGL in a worker (the probe learns nothing)
    const proto = WebGL2RenderingContext.prototype
    const getParameter = proto.getParameter
    proto.getParameter = function (this: WebGL2RenderingContext, p: number) {
      return p === 0x9246 || p === this.RENDERER ? 'Apple GPU' : getParameter.call(this, p)
    }
    ;(window as { Worker?: unknown }).Worker = undefined
  })
  await visit(page, '/keyboards')
  const card = page.locator('[data-tilt]').first()
  await card.hover()
  await page.mouse.move(700, 300)
  await card.hover()
  await page.waitForTimeout(1500) // a proven 'full' page would have started the stage by now
  await expect(page.locator('.stage canvas')).toHaveCount(0)
  await expect(card).toHaveAttribute('data-glare', 'css')
  await expect(page.locator('html')).not.toHaveAttribute('data-quality-proven', /.*/)
})

test('the stepped lite shadow WebKit gets stays within 2 levels of the blur it stands for (drawn in Chromium)', async ({
  page,
}) => {
  // a change to a theme's lite --glass-shadow (or its --bg) needs the steps fitted again:
  // node scripts/shadow-steps.mjs --fit --write (src/styles/quality.css)
  const diff = await checkShadows(page)
  for (const theme of ['dark', 'light'] as const)
    expect(diff[theme].levels, `${theme}: worst ${diff[theme].where}`).toBeLessThanOrEqual(
      MAX_LEVELS
    )
})
