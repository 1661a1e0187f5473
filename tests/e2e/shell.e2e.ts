import type { Locator, Page, Route } from '@playwright/test'
import {
  countWebglContexts,
  expect,
  fingerTap,
  forceFullQuality,
  ROUTE_PATHS,
  startStageByHover,
  test,
  visit,
} from './fixtures'

/**
 * Holds the page's scripts (or those `scripts` matches) until the returned release (the page
 * shows, its code not yet run).
 */
async function holdScripts(page: Page, scripts = /\/assets\/.*\.js$/): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route(scripts, async (route) => {
    await held
    await route.continue()
  })
  return release // its route then lets every script through at once
}

const scrollOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/**
 * The gallery scrolled far down, then a card's article, opened at its top and scrolled down: where
 * each was left.
 */
async function galleryToArticle(page: Page) {
  await visit(page, '/keyboards')
  const more = page.getByRole('link', { name: /read more about bauer lite/ })
  await more.scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
  const gallery = await scrollOf(page)
  expect(gallery).toBeGreaterThan(600)
  await more.click()
  await expect(page).toHaveURL(/\/keyboards\/bauer-lite$/)
  await expect.poll(() => scrollOf(page)).toBe(0)
  await page.mouse.wheel(0, 500)
  await expect.poll(() => scrollOf(page)).toBeGreaterThan(300)
  await page.waitForTimeout(300)
  return { gallery, article: await scrollOf(page) }
}

/**
 * The page's length at load, and once the visitor has scrolled to its end and the footer is drawn.
 * What is skipped by rendering off screen (content-visibility) or loads as it comes near must
 * count as its own height from the start on these pages: otherwise the page grows or shrinks on
 * the way down (on /build-service, whose skipped cards' heights are their text's, a guess: its
 * own test holds what is in view still instead).
 */
async function lengthAtLoadAndEnd(page: Page, route: string) {
  await visit(page, route)
  const length = () => page.evaluate(() => document.documentElement.scrollHeight)
  const atLoad = await length()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'questions? say hi' })).toBeInViewport()
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  )
  return { atLoad, atEnd: await length() }
}

test.describe('app shell', () => {
  test('every route deep-links with its own title and a heading', async ({ page }) => {
    for (const path of ROUTE_PATHS) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.locator('main h1').first(), path).toBeVisible()
      await expect(page).toHaveTitle(/thock&co\./)
    }
  })

  test('the nav highlights the current route with aria-current', async ({ page }) => {
    await visit(page, '/about')
    const nav = page.getByRole('navigation', { name: 'main' })
    await expect(nav.getByRole('link', { name: 'about me' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    await nav.getByRole('link', { name: 'keyboards' }).click()
    await expect(page).toHaveURL(/\/keyboards$/)
    await expect(nav.getByRole('link', { name: 'keyboards' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    await expect(nav.getByRole('link', { name: 'about me' })).not.toHaveAttribute(
      'aria-current',
      'page'
    )
    await page.getByRole('link', { name: 'thock&co. home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('navigating puts the new page at the top at once', async ({ page }) => {
    await visit(page, '/')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.getByRole('contentinfo').getByRole('link', { name: 'build services' }).click()
    await expect(page).toHaveURL(/\/build-service$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('Back and Forward return to where the visitor left each page; a link opens at the top', async ({
    page,
  }) => {
    const y = () => scrollOf(page)
    // the gallery, far down, to an article and back
    const { gallery, article } = await galleryToArticle(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/keyboards$/)
    await expect.poll(y).toBe(gallery)
    await page.goForward()
    await expect(page).toHaveURL(/\/keyboards\/bauer-lite$/)
    await expect.poll(y).toBe(article)
    // the home page, its call to action far below the story: its lower sections show from the
    // frame after the page's first, and Back follows the page down as it grows
    await page.goto('/')
    const cta = page.getByRole('link', { name: /build your dream keyboard/ })
    await cta.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    const home = await y()
    expect(home).toBeGreaterThan(4000)
    await cta.click()
    await expect(page).toHaveURL(/\/build-service$/)
    await expect.poll(y).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(y).toBe(home)
  })

  test('Back returns focus to the link that left the page, where the page is put back', async ({
    page,
  }) => {
    // focus went to the page's heading, far above: the next Tab went back to the top
    await visit(page, '/keyboards')
    const more = page.getByRole('link', { name: /read more about bauer lite/ })
    await more.scrollIntoViewIfNeeded()
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/keyboards\/bauer-lite$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused() // a link: the new page's heading
    await page.goBack()
    await expect(page).toHaveURL(/\/keyboards$/)
    await expect(more).toBeFocused()
    await expect(more).toBeInViewport()
    await expect(more).not.toHaveAttribute('tabindex') // still in the Tab order
    const left = await scrollOf(page)
    expect(left).toBeGreaterThan(600)
    await page.keyboard.press('Tab') // on from there, not from the top
    expect(await scrollOf(page)).toBeGreaterThanOrEqual(left - 100)
    // a link in a section that shows the frame after the page's first (the home page's call to
    // action, below the story)
    await visit(page, '/')
    const cta = page.getByRole('link', { name: /build your dream keyboard/ })
    await cta.scrollIntoViewIfNeeded()
    await cta.click()
    await expect(page).toHaveURL(/\/build-service$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(cta).toBeFocused()
    // the link that was pressed, not the first to the same page (the open slots' 'hold slot'),
    // and, where it cannot take focus again (its FAQ answer closed), the page's heading
    await page.goto('/build-service')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const start = page.getByRole('button', { name: 'how do i start a commission?' })
    await start.scrollIntoViewIfNeeded()
    await start.click()
    await page.getByRole('link', { name: 'write to me' }).click()
    await expect(page.getByRole('form', { name: 'start a commission' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/build-service$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.getByRole('link', { name: /hold slot/ })).not.toBeFocused()
  })

  test('Back the moment after a scroll keeps where the page was left', async ({ page }) => {
    // a flick of the thumb and Back straight after: the page's scroll event comes at the next
    // frame, after the Back has left the page
    const y = () => scrollOf(page)
    const { gallery, article } = await galleryToArticle(page)
    const left = article + 400
    await page.evaluate((to) => {
      window.scrollTo(0, to)
      history.back()
    }, left)
    await expect(page).toHaveURL(/\/keyboards$/)
    await expect.poll(y).toBe(gallery)
    await page.goForward()
    await expect(page).toHaveURL(/\/keyboards\/bauer-lite$/)
    await expect.poll(y).toBe(left)
  })

  test('a reload keeps the page where it was, and Back after it returns to where the page before was left', async ({
    page,
  }) => {
    // what a phone does to a tab it discarded, too: the page loads again in the same entry
    const y = () => scrollOf(page)
    const { gallery, article } = await galleryToArticle(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: /bauer lite/i })).toBeVisible()
    await expect.poll(y).toBe(article)
    await page.goBack()
    await expect(page).toHaveURL(/\/keyboards$/)
    await expect.poll(y).toBe(gallery)
    // a new visit to the same address (not the same entry) opens at the top
    await page.goto('/keyboards')
    await expect.poll(y).toBe(0)
  })

  test("a press on a link loads its page's code before the click, and the page then opens whole", async ({
    page,
  }) => {
    await visit(page, '/')
    const asked: string[] = []
    page.on('request', (r) => asked.push(new URL(r.url()).pathname))
    const link = page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: 'about me' })
    const box = (await link.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    // the button is still held: no navigation yet, but the page's chunk is on its way
    await expect.poll(() => asked.some((p) => /\/assets\/about-[\w-]+\.js$/.test(p))).toBe(true)
    await expect(page).toHaveURL(/\/$/)
    await page.mouse.up()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'about thock&co.' })).toBeVisible()
  })

  test('a held button shrinks to the press size, an icon button further; both come back', async ({
    page,
  }) => {
    await visit(page, '/build-service')
    const held = async (control: Locator, size: number) => {
      const scale = () => control.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)
      await control.scrollIntoViewIfNeeded()
      const box = await control.boundingBox()
      if (!box) throw new Error('the control has no box')
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await expect.poll(scale).toBeCloseTo(size, 3)
      await page.mouse.up()
      await expect.poll(scale).toBe(1)
    }
    // MOTION.layout's pressScalePct and iconPressScalePct, through global.css's .press
    await held(page.getByRole('radio', { name: /premium/i }), 0.97)
    await held(page.getByRole('button', { name: /theme/ }), 0.92)
    // a phone's header menu and the sound test's round play key press as the icon buttons do
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, '/keyboards/azoth')
    await held(page.getByRole('button', { name: 'menu', exact: true }), 0.92)
    await held(page.getByRole('button', { name: 'play the sound test' }), 0.92)
  })

  test('the footer carries the brand line and its links; icons with no address are no links', async ({
    page,
  }) => {
    await visit(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('© 2025 thock&co.')
    await expect(footer.getByRole('link', { name: 'questions? say hi' })).toHaveAttribute(
      'href',
      '/contact'
    )
    const email = footer.getByRole('link', { name: 'email thock&co.' })
    await expect(email).toHaveAttribute('href', 'mailto:hello@thockandco.com')
    // instagram and discord have no address yet: each says so, and is no link, lit by no hover
    await expect(footer.getByRole('link', { name: /instagram|discord/ })).toHaveCount(0)
    for (const name of [
      'thock&co. on instagram (coming soon)',
      'chat with thock&co. on discord (coming soon)',
    ]) {
      const icon = footer.getByRole('img', { name })
      await expect(icon).toBeVisible()
      // said on the icon itself, not only in a title a finger never sees
      await expect(icon.getByText('soon', { exact: true })).toBeVisible()
      const look = () =>
        icon.evaluate((el) => {
          const cs = getComputedStyle(el)
          return [cs.color, cs.backgroundColor, cs.borderColor, cs.cursor].join(' ')
        })
      await page.mouse.move(0, 0)
      const atRest = await look()
      await icon.hover()
      await page.waitForTimeout(250)
      expect(await look(), name).toBe(atRest)
      expect(atRest).toContain('default') // the arrow, not a link's hand
    }
    // nor a Tab stop: from the last text link, Tab goes straight to the live email icon
    await footer.getByRole('link', { name: 'build services' }).focus()
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
  })

  test('the page keeps its length as the visitor reaches its end', async ({ page }) => {
    for (const route of ['/', '/about']) {
      const { atLoad, atEnd } = await lengthAtLoadAndEnd(page, route)
      expect(Math.abs(atEnd - atLoad), route).toBeLessThanOrEqual(1)
    }
  })

  test('in full, a theme switch lands at once: no colour fades through the old theme', async ({
    page,
  }) => {
    await forceFullQuality(page)
    await visit(page, '/about')
    await expect(page.locator('html')).toHaveAttribute('data-quality', 'full')
    await page.getByRole('button', { name: 'switch to light theme' }).click()
    // the frame after the click already shows the light page, with nothing fading towards it
    const after = await page.evaluate(
      () =>
        new Promise<{ bg: string; fading: number }>((resolve) =>
          requestAnimationFrame(() =>
            resolve({
              bg: getComputedStyle(document.body).backgroundColor,
              fading: document
                .getAnimations()
                .filter((a) => a instanceof CSSTransition && a.playState === 'running').length,
            })
          )
        )
    )
    expect(after).toEqual({ bg: 'rgb(232, 232, 233)', fading: 0 })
    // and the page's own transitions come back once the switch has landed
    await expect(page.locator('html')).not.toHaveClass(/theme-switching/)
    const duration = await page.evaluate(
      () => getComputedStyle(document.querySelector('.icon-button')!).transitionDuration
    )
    expect(duration).not.toMatch(/^0s(, 0s)*$/)
  })

  test('a stored theme is the page it starts with, not a switch that holds transitions back', async ({
    page,
  }) => {
    await forceFullQuality(page)
    await page.addInitScript(() => {
      localStorage.setItem('thock-theme', 'light')
      const w = window as unknown as { held: boolean }
      w.held = false
      new MutationObserver(() => {
        if (document.documentElement?.classList.contains('theme-switching')) w.held = true
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] })
    })
    await visit(page, '/build-service')
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))
    expect(await page.evaluate(() => (window as unknown as { held: boolean }).held)).toBe(false)
  })

  test('the theme toggles, is stored and survives a reload', async ({ page }) => {
    // the one icon the toggle shows: a sun (its circle) while dark, a moon while light
    const icon = (name: string) => page.getByRole('button', { name }).locator('svg:visible')
    // a phone's browser bar is the page's background (theme.css --bg) in each theme
    const bar = page.locator('meta[name="theme-color"]')
    await visit(page, '/about')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(bar).toHaveAttribute('content', '#0d0d0f')
    await expect(icon('switch to light theme')).toHaveCount(1)
    await expect(icon('switch to light theme').locator('circle')).toHaveCount(1)
    await page.getByRole('button', { name: 'switch to light theme' }).click()
    await expect(page.locator('html')).toHaveClass(/light/)
    await expect(page.locator('body')).toHaveClass(/light/)
    await expect(icon('switch to dark theme')).toHaveCount(1)
    await expect(icon('switch to dark theme').locator('circle')).toHaveCount(0)
    await expect(bar).toHaveAttribute('content', '#e8e8e9')
    expect(await page.evaluate(() => localStorage.getItem('thock-theme'))).toBe('light')
    // by the parsed page, before the page's code loads (page-init.js starts it after the first
    // paint), the bar is already light: no dark flash
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
        const hydrated = document.documentElement.hasAttribute('data-hydrated')
        sessionStorage.setItem('bar-at-parse', `${meta?.content} ${hydrated}`)
      })
    )
    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => sessionStorage.getItem('bar-at-parse'))).toBe('#e8e8e9 false')
    await expect(page.locator('html')).toHaveClass(/light/)
    await expect(page.getByRole('button', { name: 'switch to dark theme' })).toBeVisible()
    await expect(icon('switch to dark theme')).toHaveCount(1)
    await expect(icon('switch to dark theme').locator('circle')).toHaveCount(0)
    const bg = await page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--bg').trim()
    )
    expect(bg).toBe('#e8e8e9')
    await expect(bar).toHaveAttribute('content', bg)
    await page.getByRole('button', { name: 'switch to dark theme' }).click()
    await expect(bar).toHaveAttribute('content', '#0d0d0f')
  })

  test("the toggle shows and says the stored theme's while the page's code is still on its way", async ({
    page,
  }) => {
    // a slow network: the prerendered page is on screen a second or two before it hydrates, and
    // its toggle was the dark theme's (a sun, 'switch to light theme') over a light page
    await visit(page, '/about')
    await page.evaluate(() => localStorage.setItem('thock-theme', 'light'))
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    const shown = page.locator('header button[aria-label$=" theme"] svg:visible')
    await expect(shown).toHaveCount(1)
    await expect(shown.locator('circle')).toHaveCount(0) // the moon, not the sun
    const toggle = page.getByRole('button', { name: 'switch to dark theme' })
    await expect(toggle).toHaveAttribute('title', 'dark theme')
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  })

  test("the page's faint grid is a small picture of the theme's, repeated, not two gradients", async ({
    page,
  }) => {
    // WebKit paints the view in each scroll frame and drew two repeating gradients cell by cell
    // (docs/browsers.md); a repeated picture is one pattern
    await visit(page, '/contact')
    const grid = () =>
      page.evaluate(async () => {
        const st = getComputedStyle(document.body)
        const url = /^url\("(.+)"\)$/.exec(st.backgroundImage)?.[1] ?? ''
        const img = new Image()
        img.src = url
        await img.decode().catch(() => {})
        return {
          url,
          width: img.naturalWidth,
          height: img.naturalHeight,
          repeat: st.backgroundRepeat,
        }
      })
    const dark = await grid()
    expect(new URL(dark.url).origin).toBe(new URL(page.url()).origin)
    expect(dark.url).toMatch(/\.svg$/)
    expect([dark.width, dark.height, dark.repeat]).toEqual([48, 48, 'repeat'])
    await page.getByRole('button', { name: 'switch to light theme' }).click()
    await expect(page.locator('html')).toHaveClass(/light/)
    const light = await grid()
    expect([light.width, light.height]).toEqual([48, 48])
    expect(light.url).not.toBe(dark.url) // the lines in the light theme's ink
  })

  test('hostile storage: corrupt values give defaults, throwing storage keeps the site working', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('thock-theme', '<script>')
      localStorage.setItem('thock-volume', 'NaN')
      localStorage.setItem('thock-muted', 'abc')
    })
    await visit(page, '/')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.context().clearCookies()
    const throwing = await page.context().newPage()
    await throwing.addInitScript(() => {
      const boom = () => {
        throw new DOMException('blocked', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', { get: boom })
    })
    await visit(throwing, '/about')
    await expect(throwing.locator('main h1')).toBeVisible()
    await throwing.getByRole('button', { name: 'switch to light theme' }).click()
    await expect(throwing.locator('html')).toHaveClass(/light/)
    await throwing.close()
  })

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    const res = await page.goto('/no/such/page')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'take me home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("a tap on a button before the page's code listens is answered once it does", async ({
    page,
  }) => {
    // a slow network: the page shows a second or two before it hydrates, and a tap on the menu
    // or the theme then did nothing
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [button, answered] of [
      ['menu', () => expect(page.getByRole('dialog', { name: 'site navigation' })).toBeVisible()],
      ['switch to light theme', () => expect(page.locator('html')).toHaveClass(/\blight\b/)],
    ] as const) {
      const release = await holdScripts(page)
      await page.goto('/about')
      await page.getByRole('button', { name: button }).click()
      await page.waitForTimeout(300)
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
      release()
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await answered()
    }
    // once the page listens, a tap is the app's alone: answered once, not again
    await page.getByRole('button', { name: 'switch to dark theme' }).click()
    await page.waitForTimeout(300)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    // a tap kept from before, then one React answers itself while it hydrates: the kept one is
    // out of date, not pressed after the visitor's own (it closed the menu they had opened)
    const release = await holdScripts(page)
    await page.goto('/about')
    await page.getByRole('button', { name: 'menu' }).click() // kept
    await page.evaluate(() => ((window as unknown as { thockLive: boolean }).thockLive = true))
    await page.mouse.click(5, 300) // a trusted click after React listens
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForTimeout(500)
    await expect(page.getByRole('dialog', { name: 'site navigation' })).toHaveCount(0)
  })

  test("a tap before the page's code listens, on a section that loads when near, is answered once it does", async ({
    page,
  }) => {
    // the FAQ's code loads once it is near the screen: a tap kept from before hydration was
    // pressed again when the shell had hydrated and the page not yet, and React dropped it
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await holdScripts(page)
    await page.goto('/build-service')
    const start = page.getByRole('button', { name: 'how do i start a commission?' })
    await start.scrollIntoViewIfNeeded()
    await start.click()
    await page.waitForTimeout(300)
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(start).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('link', { name: 'write to me' })).toBeVisible()
    // answered once: it stays open
    await page.waitForTimeout(500)
    await expect(start).toHaveAttribute('aria-expanded', 'true')
  })

  test('a page a host serves at another address (/index.html, //about, /About) is that page, at its own address', async ({
    page,
    baseURL,
  }) => {
    // an old bookmark or a host's default file: it showed 'Page not found' over the right page
    for (const [asked, path, heading] of [
      ['/index.html', '/', 'thock&co.'],
      ['/about/index.html', '/about', 'about thock'],
      ['//about', '/about', 'about thock'],
      ['/keyboards//azoth', '/keyboards/azoth', 'azoth'],
      // in capitals, a host answers with its 404 page: the page at the lower-case address
      ['/About', '/about', 'about thock'],
      ['/Keyboards/AZOTH', '/keyboards/azoth', 'azoth'],
    ]) {
      await page.goto(baseURL + asked)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await expect(page.locator('main h1').first(), asked).toContainText(new RegExp(heading, 'i'))
      await expect(page.getByRole('heading', { name: /not found/i }), asked).toHaveCount(0)
      expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/', asked).toBe(path)
    }
    // an escape keeps its case: it names the same character either way
    await page.goto(baseURL + '/Nope%C3%A9')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/nope%C3%A9')
  })

  test('exactly one WebGL context for a whole visit', async ({ page }) => {
    await countWebglContexts(page)
    await forceFullQuality(page) // the canvas glare starts the stage ('lite' glares with CSS)
    await visit(page, '/')
    await startStageByHover(page)
    const nav = page.getByRole('navigation', { name: 'main' })
    for (const name of ['about me', 'keyboards', 'build service']) {
      await nav.getByRole('link', { name }).click()
      await expect(page.locator('main h1').first()).toBeVisible()
    }
    await page.getByRole('link', { name: 'thock&co. home' }).click()
    await visit(page, '/contact')
    await startStageByHover(page)
    await page.getByRole('link', { name: 'thock&co. home' }).click()
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.__webglContexts)).toBe(1)
    expect(await page.locator('canvas:not([data-slot-still])').count()).toBe(1) // the WebGL one
  })

  test('no leva in the production page', async ({ page }) => {
    await visit(page, '/')
    await page.waitForTimeout(800)
    expect(await page.locator('[class*="leva"]').count()).toBe(0)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu drawer opens, closes on Escape and on a link, and gives focus back', async ({
    page,
  }) => {
    await visit(page, '/')
    const menu = page.getByRole('button', { name: 'menu', exact: true })
    await expect(page.getByRole('navigation', { name: 'main' })).toBeHidden()
    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'site navigation' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'about me' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.click()
    await page.getByRole('dialog').getByRole('link', { name: 'build service' }).click()
    await expect(page).toHaveURL(/\/build-service$/)
    await expect(page.getByRole('dialog')).toBeHidden()
    await menu.click()
    await page.mouse.click(200, 700) // outside
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('the menu button shows the menu opening from the tap, while its code is on its way', async ({
    page,
  }) => {
    // on a slow link the drawer's code came a second after the tap, and nothing showed meanwhile
    const release = await holdScripts(page, /\/assets\/nav-drawer-[\w-]+\.js$/)
    await visit(page, '/about')
    const menu = page.getByRole('button', { name: 'menu', exact: true })
    // the button's colour is the accent's (read each time: the quality tier, which sets the
    // accent, may change meanwhile)
    const accented = () =>
      menu.evaluate((el) => {
        const probe = document.createElement('span')
        probe.style.color = 'var(--accent)'
        el.after(probe)
        const accent = getComputedStyle(probe).color
        probe.remove()
        return getComputedStyle(el).color === accent
      })
    expect(await accented()).toBe(false)
    await fingerTap(page, menu)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(accented).toBe(true)
    await expect(page.getByRole('dialog', { name: 'site navigation' })).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: 'site navigation' })).toBeVisible()
  })

  test("a finger's taps answer as a mouse's clicks do: theme, menu, a price tier, an answer", async ({
    page,
  }) => {
    await visit(page, '/')
    await fingerTap(page, page.getByRole('button', { name: /theme/ }))
    await expect(page.locator('html')).toHaveClass(/light/)
    await fingerTap(page, page.getByRole('button', { name: 'menu', exact: true }))
    const drawer = page.getByRole('dialog', { name: 'site navigation' })
    await expect(drawer).toBeVisible()
    await fingerTap(page, drawer.getByRole('link', { name: 'build service' }))
    await expect(page).toHaveURL(/\/build-service$/)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const premium = page.getByRole('radio', { name: /premium/i })
    await fingerTap(page, premium)
    await expect(premium).toHaveAttribute('aria-checked', 'true')
    await expect(page).toHaveURL(/tier=vision/)
    const question = page.getByRole('button', { name: 'how do i pay?' })
    await fingerTap(page, question)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
  })

  test('a control a finger tapped is not left in its hover look', async ({ page }) => {
    await forceFullQuality(page) // one tier throughout: its colours are what is compared
    await visit(page, '/')
    const toggle = page.getByRole('button', { name: /theme/ })
    const look = () => toggle.evaluate((el) => getComputedStyle(el).backgroundColor)
    const untouched = await look()
    await fingerTap(page, toggle)
    await expect(page.locator('html')).toHaveClass(/light/)
    await fingerTap(page, toggle)
    await expect(page.locator('html')).not.toHaveClass(/light/)
    // the finger is still where it tapped: the toggle looks as it did before it was touched
    await expect.poll(look).toBe(untouched)
  })

  test('the page keeps its length as the visitor reaches its end', async ({ page }) => {
    for (const route of ['/', '/about']) {
      const { atLoad, atEnd } = await lengthAtLoadAndEnd(page, route)
      expect(Math.abs(atEnd - atLoad), route).toBeLessThanOrEqual(1)
    }
  })

  test('a menu that cannot load (offline) says so, leaves the page working, and opens at a press back online', async ({
    page,
    consoleErrors,
  }) => {
    let offline = true
    await page.route(/\/assets\/nav-drawer-.*\.js$/, (route) =>
      offline ? route.abort() : route.continue()
    )
    await visit(page, '/')
    const menu = page.getByRole('button', { name: 'menu', exact: true })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('the menu could not load')
    // its pages are still a tap away, whether or not the next press can load the menu
    await expect(alert.getByRole('link', { name: 'keyboards' })).toHaveAttribute(
      'href',
      '/keyboards'
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: /theme/ }).click() // the header still answers
    await expect(page.locator('html')).toHaveClass(/light/)
    // back online, the next press opens the menu (React.lazy had kept the failure for the visit)
    offline = false
    await menu.click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#nav-drawer').getByRole('link', { name: 'about me' })).toBeVisible()
    consoleErrors.length = 0 // the failed chunk request is the point of this test
  })
})

test.describe('offline', () => {
  test('a page whose code cannot load (offline) says so and asks once per try; a try back online opens it', async ({
    page,
    consoleErrors,
  }) => {
    let asked = 0
    let offline = true
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => {
      // the module loads (a preload, an import); not page-init.js's fetch of a failed preload
      if (route.request().resourceType() !== 'fetch') asked++
      return offline ? route.abort() : route.continue()
    })
    await visit(page, '/contact')
    const aboutLink = page.getByRole('navigation', { name: 'main' }).getByRole('link', {
      name: 'about me',
    })
    await aboutLink.click()
    // in plain words, in the page's place: the header and its links stay
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText('this page did not load')
    await expect(alert).toContainText('the connection may have dropped')
    await expect(alert).not.toContainText('dynamically imported module')
    await expect(page).toHaveTitle('this page did not load · thock&co.') // not the contact page's
    await expect(page.getByRole('banner')).toBeVisible()
    await page.waitForTimeout(1000)
    expect(asked).toBeLessThanOrEqual(2) // the press and the click: not a request every few ms
    // a link in the header leads on, and back, the page says again that it did not load
    await page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: 'keyboards' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('keyboard gallery')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.goBack()
    await expect(alert).toContainText('this page did not load')
    // back online, the error view's "try again" loads the address afresh, and the page opens
    offline = false
    await page.getByRole('link', { name: 'try again' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i)
    expect(new URL(page.url()).pathname).toBe('/about')
    offline = true
    // a press made offline (its preload fails), released back online: the click asks again
    await visit(page, '/contact')
    asked = 0
    await aboutLink.hover()
    const failed = page.waitForEvent('requestfailed', (r) => /\/assets\/about-/.test(r.url()))
    await page.mouse.down()
    await failed // the press's preload has failed, not just started
    expect(asked).toBe(1)
    offline = false
    await page.mouse.up()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i)
    consoleErrors.length = 0 // the failed chunk requests are the point of this test
  })

  test('a page whose code cannot load on arrival stays there to read, says so, and its links and the menu lead on', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.route(/\/assets\/keyboards-[\w-]+\.js$/, (route) =>
      route.request().resourceType() === 'fetch' ? route.continue() : route.abort()
    )
    await visit(page, '/keyboards') // the shell hydrates around the prerendered page
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('keyboard gallery & reviews')
    const notice = page.getByRole('alert')
    await expect(notice).toContainText('the rest of this page did not load')
    await expect(notice.getByRole('link', { name: 'try again' })).toHaveAttribute(
      'href',
      '/keyboards'
    )
    // the shell is live: the menu opens, and a tap on the page shuts it (React stops that press
    // at its root: the page is not hydrated)
    const menu = page.getByRole('button', { name: 'menu', exact: true })
    const drawer = page.getByRole('dialog', { name: 'site navigation' })
    await menu.click()
    await expect(drawer).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(drawer).toBeHidden()
    // leaving by the menu is a new document: the router would have dropped the kept page for a
    // blank one until the next page's code came
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))
    await menu.click()
    await drawer.getByRole('link', { name: 'about me' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i)
    expect(
      await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)
    ).toBeUndefined()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('keyboard gallery & reviews')
    await expect(notice).toContainText('the rest of this page did not load')
    // and a build's link in the page opens it
    const build = page.locator('main a[href="/keyboards/azoth"]').last()
    await build.scrollIntoViewIfNeeded()
    await build.click()
    await expect(page).toHaveURL(/\/keyboards\/azoth$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/azoth/i)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByRole('alert')).toHaveCount(0)
    consoleErrors.length = 0 // the failed chunk request is the point of this test
  })

  test("the home page kept on arrival shows its story lit, not waiting for a reveal that won't come", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/\/assets\/home-[\w-]+\.js$/, (route) =>
      route.request().resourceType() === 'fetch' ? route.continue() : route.abort()
    )
    await visit(page, '/')
    await expect(page.getByRole('alert')).toContainText('the rest of this page did not load')
    // a jump within the page (the skip link's #main) leaves it kept
    await page.getByRole('link', { name: 'skip to content' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    const [shown, lit] = await page.locator('[data-story]').evaluate((el) => {
      const probe = document.createElement('i')
      probe.style.color = getComputedStyle(el).getPropertyValue('--reveal-on')
      document.body.append(probe)
      const colours = [getComputedStyle(el).color, getComputedStyle(probe).color]
      probe.remove()
      return colours
    })
    expect(shown).toBe(lit) // the lit colour, not the dim one the reveal starts from
    consoleErrors.length = 0 // the failed chunk request is the point of this test
  })

  test('an article whose text cannot load on arrival stays there to read and says so', async ({
    page,
    consoleErrors,
  }) => {
    // the article page's code arrives, the one article's text (a chunk of its own) does not
    await page.route(/\/assets\/article-azoth-[\w-]{8}\.js$/, (route) =>
      route.request().resourceType() === 'fetch' ? route.continue() : route.abort()
    )
    await visit(page, '/keyboards/azoth')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('azoth')
    await expect(page.getByRole('alert')).toContainText('the rest of this page did not load')
    await expect(page.getByRole('alert')).toHaveCount(1) // no error view below it
    consoleErrors.length = 0 // the failed chunk request is the point of this test
  })

  test('a press whose code fails to load only after its click (a slow phone) opens the page on the click’s own try', async ({
    page,
    consoleErrors,
  }) => {
    let held: Route | undefined
    let asked = 0
    await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => {
      if (route.request().resourceType() === 'fetch') return route.continue() // page-init.js's
      asked++
      if (held) return route.continue() // back online by the click
      held = route // the press's request, answered (failed) once the click has come
    })
    await visit(page, '/contact')
    await page
      .getByRole('navigation', { name: 'main' })
      .getByRole('link', { name: 'about me' })
      .hover()
    await page.mouse.down()
    await expect.poll(() => asked).toBe(1)
    await page.mouse.up()
    await held!.abort()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/about/i)
    expect(asked).toBe(2)
    consoleErrors.length = 0 // the failed chunk request is the point of this test
  })
})
