import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { MOTION } from '../../src/tuning/motion'
import { expect, fingerTap, test, visit } from './fixtures'

/** A card's 'sound test: before / after' pill, a link to that build's sound test. */
const soundPill = (page: Page, title: string) =>
  page.getByRole('link', { name: `sound test: before / after for ${title}`, exact: true })

/**
 * The article's sound test is on screen, below the fixed header (70 px), and stays there: the
 * route change's jump to the top, the article's own, and Lenis do not take the page back up.
 */
async function expectAtSoundTest(page: Page, slug: string) {
  await expect(page).toHaveURL(new RegExp(`/keyboards/${slug}#sound-test$`))
  const region = page.getByRole('region', { name: 'sound test' })
  const top = () => region.evaluate((el) => Math.round(el.getBoundingClientRect().top))
  await expect.poll(top).toBeGreaterThanOrEqual(70)
  expect(await top()).toBeLessThan(200)
  await page.waitForTimeout(600)
  expect(await top()).toBeGreaterThanOrEqual(70)
  expect(await top()).toBeLessThan(200)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
}

// the builds as the builder wrote them: one Markdown file each, some with a sound test
const BUILDS = fs
  .readdirSync('content/keyboards')
  .filter((n) => n.endsWith('.md') && n !== 'README.md')
  .map((n) => fs.readFileSync(`content/keyboards/${n}`, 'utf8').split(/^---$/m)[1]!) // front matter
const SOUND_TESTS = BUILDS.filter((front) => /^sound:/m.test(front)).length
const PAGE = MOTION.gallery.pageSize // cards shown first and added by each 'load more'

test.describe('keyboard gallery', () => {
  test('lists every build newest first, a page at a time, with working read-more links', async ({
    page,
  }) => {
    await visit(page, '/keyboards')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('keyboard gallery & reviews')
    const cards = page.getByRole('list', { name: /builds/ }).getByRole('article')
    const more = page.getByRole('button', { name: /load more/ })
    for (
      let shown = Math.min(BUILDS.length, PAGE);
      ;
      shown = Math.min(BUILDS.length, shown + PAGE)
    ) {
      await expect(cards).toHaveCount(shown)
      if (shown === BUILDS.length) break
      await more.click() // the next page
    }
    await expect(more).toHaveCount(0)
    const dates = await cards
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect(dates).toEqual([...dates].sort().reverse())
    const first = cards.first()
    // the first row's pictures load at once (the largest paint); the rest when scrolled near
    await expect(first.locator('img')).toHaveAttribute('loading', 'eager')
    await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy')
    await expect(first.locator('img')).toHaveAttribute('width', /\d+/)
    await expect(first.locator('blockquote')).toBeVisible()
    // a build with a before/after sound test says so on its card
    expect(SOUND_TESTS).toBeGreaterThan(0)
    await expect(cards.filter({ hasText: 'sound test: before / after' })).toHaveCount(SOUND_TESTS)

    await page.getByRole('link', { name: 'read more about azoth', exact: false }).last().click()
    await expect(page).toHaveURL(/\/keyboards\/azoth$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('azoth')
  })

  test("a card's title opens its build, where a visitor taps first", async ({ page }) => {
    await visit(page, '/keyboards')
    await page.getByRole('heading', { level: 2, name: 'neo ergo' }).click()
    await expect(page).toHaveURL(/\/keyboards\/neo-ergo$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('neo ergo')
  })

  for (const tier of ['full', 'lite'] as const) {
    test(`covers in the ${tier} tier are ${tier === 'lite' ? 'bitmaps' : 'the drawings'}`, async ({
      page,
    }) => {
      await page.addInitScript((t) => sessionStorage.setItem('thock-quality-forced', t), tier)
      await visit(page, '/keyboards')
      await expect(page.locator('html')).toHaveAttribute('data-quality', tier)
      const first = page.getByRole('article').first().locator('img')
      const ext = tier === 'lite' ? /\/cover\.lite\.webp$/ : /\/cover\.svg$/
      await expect(first).toHaveAttribute('src', ext)
      // the picture is on screen (decoded), not a broken or empty box
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    })
  }

  test("a card's sound-test pill opens the article at its sound test, by mouse and by keyboard", async ({
    page,
  }) => {
    await visit(page, '/keyboards')
    // a wheel turn first: from then on Lenis smooths the scroll, and the jump must still land
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await expect(page.locator('html')).toHaveClass(/\blenis\b/)
    await soundPill(page, 'neo ergo').click()
    await expectAtSoundTest(page, 'neo-ergo')
    // the focus came along: the next Tab is the player's play button
    await expect(page.getByRole('region', { name: 'sound test' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'play the sound test' })).toBeFocused()

    // by keyboard: the pill is in the Tab order, with a visible ring, and Enter follows it
    await visit(page, '/keyboards')
    const pill = soundPill(page, 'bauer lite')
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab')
      if (await pill.evaluate((el) => el === document.activeElement)) break
    }
    await expect(pill).toBeFocused()
    expect(await pill.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    await expectAtSoundTest(page, 'bauer-lite')
  })

  test('an address with #sound-test opens the article there, after it starts', async ({ page }) => {
    await visit(page, '/keyboards/azoth#sound-test')
    await expectAtSoundTest(page, 'azoth')
  })

  test('a card click reaches the shared card-click handler', async ({ page }) => {
    await visit(page, '/keyboards')
    await page.evaluate(() => {
      window.addEventListener('thock:card-click', (e) => {
        document.body.dataset.cardClick = (e as CustomEvent<{ slug: string }>).detail.slug
      })
    })
    await page.getByRole('heading', { name: 'neo ergo' }).click()
    await expect(page.locator('body')).toHaveAttribute('data-card-click', 'neo-ergo')
  })

  test('cards tilt toward the pointer on a desktop', async ({ page }) => {
    await visit(page, '/keyboards')
    const card = page.getByRole('article').first()
    const box = (await card.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.2)
    await page.mouse.move(box.x + box.width * 0.92, box.y + box.height * 0.15, { steps: 4 })
    await expect
      .poll(() => card.evaluate((el) => (el as HTMLElement).style.transform))
      .toMatch(/rotateX\((?!0\.000)[-\d.]+deg\) rotateY\((?!0\.000)[-\d.]+deg\)/)
    await page.mouse.move(5, 5)
    await expect.poll(() => card.evaluate((el) => (el as HTMLElement).style.transform)).toBe('')
  })
})

test.describe('keyboard gallery on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("a tap on a card's sound-test pill opens the article at its sound test", async ({
    page,
  }) => {
    await visit(page, '/keyboards')
    await fingerTap(page, soundPill(page, 'azoth × gmk'))
    await expectAtSoundTest(page, 'azoth-gmk')
  })

  test('cards do not tilt with touch', async ({ page }) => {
    await visit(page, '/keyboards')
    const card = page.getByRole('article').first()
    const box = (await card.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.9, box.y + 20, { steps: 4 })
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + 30)
    await page.waitForTimeout(300) // give a tilt the chance to appear (it must not)
    // the press may shrink it for a moment; it never turns
    expect(await card.evaluate((el) => (el as HTMLElement).style.transform)).not.toMatch(
      /rotate[XY]\((?!-?0deg)/
    )
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    expect(overflow).toBe(0)
  })
})
