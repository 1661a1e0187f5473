import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import { expect, ROUTE_PATHS, test, visit } from './fixtures'

/**
 * Every rule axe ships, the experimental and best-practice ones included (AAA contrast among
 * them). None is disabled; a rule that must be would be listed here with its reason.
 */
const ALL_RULES = Object.fromEntries(axe.getRules().map((r) => [r.ruleId, { enabled: true }]))

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]

// both tiers, each forced (left alone, the page would step to 'lite' mid-run on this machine):
// over the blur of 'full' axe cannot measure contrast; over the opaque 'lite' fills it can.
// One test per size, theme and tier: six routes with every rule is most of a test's time.
for (const size of SIZES) {
  for (const theme of ['dark', 'light'] as const) {
    for (const tier of ['full', 'lite'] as const) {
      test(`axe: no violations on every route (${size.name}, ${theme}, ${tier})`, async ({
        page,
      }) => {
        await page.setViewportSize(size.viewport)
        await page.addInitScript(
          ([th, t]) => {
            localStorage.setItem('thock-theme', th!)
            sessionStorage.setItem('thock-quality-forced', t!)
          },
          [theme, tier]
        )
        await page.emulateMedia({ reducedMotion: 'reduce' }) // reveals complete: contrast of final text
        for (const path of ROUTE_PATHS) {
          await visit(page, path)
          await expect(page.locator('html')).toHaveAttribute('data-quality', tier)
          await page.waitForTimeout(300)
          const results = await new AxeBuilder({ page }).options({ rules: ALL_RULES }).analyze()
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`
          )
          expect(summary, `${path} ${theme} ${size.name} ${tier}`).toEqual([])
        }
      })
    }
  }
}

test('the first Tab reaches "skip to content", which moves focus to the page', async ({ page }) => {
  await visit(page, '/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('navigation moves focus to the new page heading as it shows, and changes the title', async ({
  page,
}) => {
  await visit(page, '/')
  // in the page: once the new heading is there, where focus is three frames later
  const focusThen = page.evaluate(
    () =>
      new Promise<string>((done) => {
        const check = () => {
          const h = document.querySelector('main h1')
          if (!h?.textContent?.includes('about thock&co.')) return requestAnimationFrame(check)
          let frames = 0
          const frame = () => {
            if (++frames < 3) return requestAnimationFrame(frame)
            done(
              document.activeElement === h ? 'the heading' : `${document.activeElement?.tagName}`
            )
          }
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(check)
      })
  )
  // by keyboard, as a visitor who needs the focus moved goes (no press to start the chunk early)
  await page
    .getByRole('navigation', { name: 'main' })
    .getByRole('link', { name: 'about me' })
    .focus()
  await page.keyboard.press('Enter')
  expect(await focusThen).toBe('the heading')
  await expect(page).toHaveTitle(/about me/)
  await expect(page.locator('main h1')).toBeFocused()
})

test('every control shows a visible focus ring', async ({ page }) => {
  await visit(page, '/')
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const cs = getComputedStyle(el)
      return { tag: el.tagName, style: cs.outlineStyle, width: parseFloat(cs.outlineWidth) }
    })
    expect(outline.style, outline.tag).not.toBe('none')
    expect(outline.width, outline.tag).toBeGreaterThan(0)
  }
})

test('no focus ring is cut off by a box that clips its content, on any page', async ({ page }) => {
  test.slow() // every control of six pages, one Tab at a time
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of ROUTE_PATHS) {
    await visit(page, path)
    const cut = new Set<string>()
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      // the ring (outline width and offset around the control) against every ancestor that
      // clips (overflow other than visible), inside its border
      const found = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        if (!el || el === document.body) return 'end'
        const cs = getComputedStyle(el)
        const grow = parseFloat(cs.outlineWidth) + parseFloat(cs.outlineOffset)
        if (cs.outlineStyle === 'none' || grow <= 0) return null
        const r = el.getBoundingClientRect()
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const st = getComputedStyle(a)
          const x = st.overflowX !== 'visible'
          const y = st.overflowY !== 'visible'
          if (!x && !y) continue
          const b = a.getBoundingClientRect()
          const px = (v: string) => parseFloat(v)
          const outside =
            (x &&
              (r.left - grow < b.left + px(st.borderLeftWidth) - 0.5 ||
                r.right + grow > b.right - px(st.borderRightWidth) + 0.5)) ||
            (y &&
              (r.top - grow < b.top + px(st.borderTopWidth) - 0.5 ||
                r.bottom + grow > b.bottom - px(st.borderBottomWidth) + 0.5))
          if (outside)
            return `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
        }
        return null
      })
      if (found === 'end') break
      if (found) cut.add(found)
    }
    expect([...cut], `rings cut off on ${path}`).toEqual([])
  }
})

test('tabbing back up a page, no focused control is hidden under the fixed header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit(page, '/contact')
  const header = await page.locator('header').first().boundingBox()
  // from the top, Shift+Tab goes round to the footer's last link, then up the page
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Shift+Tab')
    await page.waitForTimeout(50) // the browser's scroll to the focused control
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const r = el.getBoundingClientRect()
      return {
        name: el.getAttribute('name') ?? el.textContent,
        top: r.top,
        inMain: !!el.closest('main'),
      }
    })
    if (!focused.inMain) continue // the header's own controls are where they always are
    expect(focused.top, `${focused.name}`).toBeGreaterThanOrEqual(header!.y + header!.height)
  }
})

test('on a touch phone, a small text link takes a tap 44 px tall, its look unchanged', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await visit(page, '/keyboards/azoth')
  for (const [where, name] of [
    ['main', 'all builds'],
    ['main', 'want one like it? see the build service'],
    ['footer', 'questions? say hi'],
  ] as const) {
    const link = page.locator(where).getByRole('link', { name, exact: true })
    await link.scrollIntoViewIfNeeded()
    const reach = await link.evaluate((a) => {
      const r = a.getBoundingClientRect()
      const hits = (dy: number) => {
        const el = document.elementFromPoint(r.left + 4, r.top + r.height / 2 + dy)
        return !!el && (el === a || a.contains(el))
      }
      return { height: r.height, up: hits(-20), down: hits(20) }
    })
    expect(reach.height, name).toBeLessThan(40) // drawn small, as designed
    expect([reach.up, reach.down], name).toEqual([true, true]) // 20 px above and below its middle
  }
  await context.close()
})
