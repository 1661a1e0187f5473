import type { Page } from '@playwright/test'
import { expect, fingerTap, recordScripts, test, visit } from './fixtures'

const story = (page: Page) => page.locator('[data-story]')
const revealed = async (page: Page) => Number(await story(page).getAttribute('data-revealed'))
/** Where the revealed letters' highlight starts, and whether it reaches past the start and the end. */
const litRange = (page: Page) =>
  page.evaluate(() => {
    const lit = [...(CSS.highlights.get('story-on') ?? [])][0]
    if (!lit) return null
    const length = (lit.endContainer as Text).length
    return { start: lit.startOffset, past: lit.endOffset > 0, end: lit.endOffset >= length }
  })

/** A tier card's colours: its background, its border and its closed face's title. */
const cardLook = (page: Page, key: string) =>
  page.locator(`[data-tier="${key}"]`).evaluate((el) => {
    const c = getComputedStyle(el)
    const title = getComputedStyle(el.querySelector('h3 button > span > span:last-child')!)
    return [c.backgroundColor, c.borderTopColor, title.color].join(' ')
  })

/** Where the element `selector` names starts, in document pixels. */
const pageTop = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

/**
 * Scrolls to a document position and waits until the page has settled there: the position and
 * the story's revealed count read the same twice, each read two frames on (the scroll's frame
 * runs the page's scroll handlers; a busy main thread can hold that frame back after
 * `window.scrollY` already says where the page is).
 */
async function scrollToAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y)
  let last = ''
  await expect
    .poll(async () => {
      const now = await page.evaluate(
        () =>
          new Promise<string>((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                done(
                  `${window.scrollY} ${document.querySelector('[data-story]')?.getAttribute('data-revealed')}`
                )
              )
            )
          )
      )
      const settled = now === last
      last = now
      return settled
    })
    .toBe(true)
}

/** The cursor stands right after the last lit letter (a Range on the story text). */
async function expectCaretAtLastLetter(page: Page): Promise<void> {
  const gap = await story(page).evaluate((el) => {
    const text = el.firstChild as Text
    const count = Number((el as HTMLElement).dataset.revealed)
    let end = 0
    for (let seen = 0; end < text.data.length && seen < count; end++)
      if (text.data[end] !== ' ') seen++
    const letter = new Range()
    letter.setStart(text, end - 1)
    letter.setEnd(text, end)
    const want = letter.getBoundingClientRect()
    const caret = el.querySelector(':scope > span:last-child')!.getBoundingClientRect()
    return { count, dx: Math.abs(caret.left - want.right), dy: Math.abs(caret.top - want.top) }
  })
  expect(gap.count).toBeGreaterThan(0)
  expect(gap.dx).toBeLessThan(2)
  expect(gap.dy).toBeLessThan(2)
}

test.describe('home', () => {
  test('the whole story is in the page, and scrolling reveals more of its letters', async ({
    page,
  }) => {
    await visit(page, '/')
    await expect(page.locator('main')).toContainText('i started building keyboards at 17')
    await expect(page.locator('main')).toContainText('i make sure it is what you meant.')
    await expect(story(page)).toHaveAttribute('data-revealed', /\d+/)
    const before = await revealed(page)
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 600)
        return revealed(page)
      })
      .toBeGreaterThan(before + 40)
    // the revealed letters are the story's 'story-on' highlight: from the first letter to the
    // latest revealed one, not to the end; painted in the revealed colour, the rest in another
    await expect.poll(() => litRange(page)).toEqual({ start: 0, past: true, end: false })
    const [on, off, lit] = await story(page).evaluate((el) => {
      const probe = document.createElement('span')
      el.append(probe)
      probe.style.color = 'var(--reveal-on)'
      const colours = [
        getComputedStyle(probe).color,
        getComputedStyle(el).color,
        getComputedStyle(el, '::highlight(story-on)').color,
      ]
      probe.remove()
      return colours
    })
    expect(on).not.toBe(off)
    expect(lit).toBe(on)
  })

  test('the cursor stands right after the last revealed letter, wherever the scroll stops', async ({
    page,
  }) => {
    await visit(page, '/')
    const top = await pageTop(page, 'section:has([data-story])')
    for (const y of [top + 900, top + 2600, top + 1400]) {
      await scrollToAndSettle(page, y)
      await expectCaretAtLastLetter(page)
    }
  })

  test("the story's letters are measured again when it reflows, not at every scroll's end", async ({
    page,
  }) => {
    // every letter place the page measures is a Range's rectangle
    await page.addInitScript(() => {
      const w = window as unknown as { rangeReads: number }
      w.rangeReads = 0
      const read = Range.prototype.getBoundingClientRect
      Range.prototype.getBoundingClientRect = function () {
        w.rangeReads++
        return read.call(this)
      }
    })
    const reads = () =>
      page.evaluate(() => (window as unknown as { rangeReads: number }).rangeReads)
    await visit(page, '/')
    const letters = Number(await story(page).getAttribute('data-letters'))
    expect(letters).toBeGreaterThan(100)
    /** The read count once every letter has been measured and it has held still a while. */
    const readsSettled = async () => {
      let last = -1
      await expect
        .poll(
          async () => {
            const now = await reads()
            const still = now === last && now >= letters
            last = now
            return still
          },
          { intervals: [800], timeout: 30_000 }
        )
        .toBe(true)
      return last
    }
    const top = await pageTop(page, 'section:has([data-story])')
    await scrollToAndSettle(page, top + 900)
    const measured = await readsSettled() // the story's letters, once (again if the fonts came late)
    for (const y of [top + 2600, top + 1400, top + 300]) await scrollToAndSettle(page, y)
    expect(await readsSettled()).toBe(measured)
    // a new width reflows the story: its letters are measured again and the cursor follows
    const size = page.viewportSize()!
    await page.setViewportSize({ width: size.width - 300, height: size.height })
    await expect.poll(reads).toBeGreaterThan(measured)
    await scrollToAndSettle(page, (await pageTop(page, 'section:has([data-story])')) + 1400)
    await expectCaretAtLastLetter(page)
  })

  test('a theme switched before scrolling keeps the sections below the first screen', async ({
    page,
  }) => {
    await visit(page, '/')
    // the tier cards and the call to action are prerendered and load as the visitor nears them
    await expect(page.locator('[data-near="waiting"]')).toHaveCount(1)
    await page.locator('header button[aria-label$=" theme"]').first().click()
    await expect(page.locator('html')).toHaveClass(/light/)
    // still there, not blank until a reload (a tap's update used to drop their HTML)
    await expect(page.getByRole('button', { name: 'the craft.' })).toBeAttached()
    await expect(page.locator('#cta-title')).toBeAttached()
    const craft = page.getByRole('button', { name: 'the craft.' })
    await craft.click()
    await expect(craft).toHaveAttribute('aria-expanded', 'true')
  })

  test('clicking the craft opens it and the keyword line shows crafted. then for.', async ({
    page,
  }) => {
    await visit(page, '/')
    const top = await pageTop(page, '#tiers')
    await scrollToAndSettle(page, top) // the start of the pin: essentials' third
    const craft = page.getByRole('button', { name: 'the craft.' })
    await expect(page.getByRole('button', { name: 'the essentials.' })).toHaveAttribute(
      'aria-expanded',
      'true'
    )
    // a closed card lights under the mouse
    await craft.hover()
    await expect
      .poll(async () => (await cardLook(page, 'craft')) !== (await cardLook(page, 'vision')))
      .toBe(true)
    // every card's panel is laid out; only the open card's is shown, and only it is exposed
    const regions = page.locator('#tiers').getByRole('region')
    await expect(regions).toHaveCount(1)
    await expect(page.locator('#tier-craft-panel')).toBeHidden()
    await craft.click()
    await expect(craft).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: 'the craft.' })).toContainText(
      'hands-on assembly'
    )
    await expect(regions).toHaveCount(1)
    await expect(page.locator('#tier-essentials-panel')).toBeHidden()
    const current = page.getByTestId('keyword-line').locator('[data-current]')
    await expect(current).toHaveText('crafted.')
    await expect(current).toHaveText('for.')
  })

  for (const [name, first, second] of [
    ['the craft.', 'crafted.', 'for.'],
    ['the vision.', 'your.', 'curated.'],
  ] as const) {
    test(`from the page top, a click on ${name} (which scrolls it into view) opens it`, async ({
      page,
    }) => {
      await visit(page, '/')
      const card = page.getByRole('button', { name })
      await expect(card).toHaveAttribute('aria-expanded', 'false')
      // into view at once, centred below the header, as a screen reader's activation scrolls
      // (Playwright's own scroll for a click tries one alignment after another while the cards
      // move with the scroll, and where it stops decides whether the keyword line is on screen)
      await card.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await card.click()
      await expect(card).toHaveAttribute('aria-expanded', 'true')
      const current = page.getByTestId('keyword-line').locator('[data-current]')
      await expect(current).toHaveText(first)
      await expect(current).toHaveText(second)
      // the scroll the click set off never took the tier back
      await expect(card).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('button', { name: 'the essentials.' })).toHaveAttribute(
        'aria-expanded',
        'false'
      )
    })
  }

  test('a card clicked before the section pins stays open as the visitor scrolls on into the pin', async ({
    page,
  }) => {
    await visit(page, '/')
    const top = await pageTop(page, '#tiers')
    await scrollToAndSettle(page, top - 300) // the cards on screen, the pin not started
    const vision = page.getByRole('button', { name: 'the vision.' })
    await vision.click()
    await expect(vision).toHaveAttribute('aria-expanded', 'true')
    await page.waitForTimeout(800) // the click's hold lets go once the scroll is still
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 100) // a few notches: into the pin
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(top + 50)
    await page.waitForTimeout(800)
    await expect(vision).toHaveAttribute('aria-expanded', 'true')
    // scrolling on from one third to another still opens the next
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 100)
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(top + 2800 / 3 + 50)
    await expect(page.getByRole('button', { name: 'the craft.' })).toHaveAttribute(
      'aria-expanded',
      'true'
    )
  })

  test('scrolling through the pinned tiers opens each in turn without moving the layout', async ({
    page,
  }) => {
    await visit(page, '/')
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
        }[])
          if (!e.hadRecentInput) w.__shift += e.value
      }).observe({ type: 'layout-shift' })
    })
    const top = await pageTop(page, '#tiers')
    const pin = 2800 // MOTION.home.tierPinPx
    for (const [third, name] of [
      [0.5, 'the craft.'],
      [0.85, 'the vision.'],
    ] as const) {
      await scrollToAndSettle(page, top + pin * third)
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true')
    }
    await page.waitForTimeout(700) // let the last card finish opening
    expect(
      await page.evaluate(() => (window as unknown as { __shift: number }).__shift)
    ).toBeLessThan(0.001)
  })

  test('what comes after the story loads as the visitor scrolls toward it, not at rest', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await visit(page, '/')
    const below = page.locator('[data-near]')
    await expect(below).toHaveAttribute('data-near', 'waiting')
    await expect(page.locator('[data-tier="craft"]')).toBeAttached() // prerendered all the same
    await page.waitForTimeout(1000)
    expect(scripts.filter((f) => f.startsWith('below-story-'))).toEqual([])
    await page.mouse.wheel(0, 3000)
    await expect(below).toHaveAttribute('data-near', 'live')
  })

  test('the call to action goes to the build service without reloading the page', async ({
    page,
  }) => {
    await visit(page, '/')
    const cta = page.getByRole('link', { name: 'build your dream keyboard' })
    await expect(cta).toHaveAttribute('href', '/build-service')
    await page.evaluate(() => {
      ;(window as unknown as { __samePage: boolean }).__samePage = true
    })
    await cta.click()
    await expect(page).toHaveURL(/\/build-service$/)
    await expect(page.locator('main h1')).toBeVisible()
    // a client render: the sections below the first screen render with the page
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)
    ).toBe(true)
  })

  test('with reduced motion the whole story shows at once and the three words together', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit(page, '/')
    const total = await story(page).getAttribute('data-letters')
    await expect(story(page)).toHaveAttribute('data-revealed', total ?? '')
    // no reveal: no highlight, and the story in the revealed colour throughout
    expect(await page.evaluate(() => CSS.highlights.has('story-on'))).toBe(false)
    const [colour, on] = await story(page).evaluate((el) => {
      const probe = document.createElement('span')
      el.append(probe)
      probe.style.color = 'var(--reveal-on)'
      const colours = [getComputedStyle(el).color, getComputedStyle(probe).color]
      probe.remove()
      return colours
    })
    expect(colour).toBe(on)
    await expect(page.getByTestId('keyword-line')).toHaveText('tuned.to.perfection.')
  })
})

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('nothing overflows sideways and the tier cards stay usable', async ({ page }) => {
    await visit(page, '/')
    const top = await pageTop(page, '#tiers')
    await scrollToAndSettle(page, top)
    const vision = page.getByRole('button', { name: 'the vision.' })
    await fingerTap(page, vision)
    await expect(vision).toHaveAttribute('aria-expanded', 'true')
    // the open card shows all of its text: nothing is cut off at its bottom edge
    const card = page.locator('[data-tier="vision"]')
    const panel = page.getByRole('region', { name: 'the vision.' })
    await expect
      .poll(async () => {
        const c = await card.boundingBox()
        const p = await panel.boundingBox()
        return c && p ? c.y + c.height - (p.y + p.height) : -1
      })
      .toBeGreaterThan(0)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('a card a finger opened is not left lit once another opens', async ({ page }) => {
    await visit(page, '/')
    await scrollToAndSettle(page, await pageTop(page, '#tiers'))
    const craft = page.getByRole('button', { name: 'the craft.' })
    await fingerTap(page, craft)
    await expect(craft).toHaveAttribute('aria-expanded', 'true')
    // the finger is still where it tapped (a touch's :hover stays there) when another card opens
    await page.getByRole('button', { name: 'the essentials.' }).focus()
    await page.keyboard.press('Enter')
    await expect(craft).toHaveAttribute('aria-expanded', 'false')
    // closed again, it looks like the card no one touched, not like a card under a mouse
    await expect
      .poll(async () => (await cardLook(page, 'craft')) === (await cardLook(page, 'vision')))
      .toBe(true)
  })
})
