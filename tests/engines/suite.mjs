// The cross-engine e2e suite: what a visitor does, checked the same way in Chromium,
// Firefox ESR and WebKitGTK (scripts/e2e-engines.mjs runs it; scripts/browsers.mjs gives
// every engine the same Tab). Each test gets a helper `t` over one browser tab, starts from
// a fresh visit (storage cleared) and fails on any error the page recorded (tests/engines/probe.js).
import assert from 'node:assert/strict'
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Every route of the site, deep-linkable (as tests/e2e/fixtures.ts). */
export const ROUTE_PATHS = [
  '/',
  '/about',
  '/keyboards',
  '/keyboards/azoth',
  '/build-service',
  '/contact',
]

const COORDS = /^\d{1,2}\.\d{4}° [NS], \d{1,3}\.\d{4}° [EW]$/

/** (In the page) the centre of the first element matching `selector` (and whose text matches `text`), brought into view. */
export function centreOf(selector, text) {
  const el = [...document.querySelectorAll(selector)].find(
    (n) => !text || n.textContent.trim().toLowerCase().includes(text.toLowerCase())
  )
  if (!el) return null
  // an FAQ answer above it still opening or closing (its rows' transition) moves it yet: WebKit
  // under automation advances one only as its frames come, and two reads between them agreed on
  // where the button was before it moved (the click landed on the answer below it)
  const rows = (a) => a.playState === 'running' && a.transitionProperty === 'grid-template-rows'
  if (document.getAnimations().some(rows)) return null
  el.scrollIntoView({ block: 'center', inline: 'center' })
  const r = el.getBoundingClientRect()
  if (r.width === 0 || r.height === 0) return null
  // still moving (an FAQ answer above it opening in 'full', a scroll settling): a click now
  // would land where it was, so ask again on the next poll until two reads agree
  const at = `${r.left},${r.top},${r.width},${r.height}`
  const before = window.__centreOfLast
  window.__centreOfLast = at
  if (before !== at) return null
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
}

/** Switches the proxy's network for one of its chunks, and says how many requests came for it. */
const offline = (t, query) => fetch(`${t.base}/__engines/offline${query}`).then((r) => r.json())

/**
 * A page's code away (the proxy fails its chunk, OFFLINE_CHUNKS in scripts/e2e-engines.mjs): the
 * header link to it says the page did not load and asks once per try; back online, a try opens
 * it (in Firefox through the error view's "try again"). Run before any other test loads `chunk`.
 */
async function offlinePage(t, chunk, label, heading) {
  const network = (q) => offline(t, q)
  const path = NAV_PATHS[label]
  await network(`?on=1&chunk=${chunk}`)
  try {
    await t.visit('/contact')
    await t.click('nav[aria-label="main"] a', label)
    await t.waitFor(
      () => {
        const alert = document.querySelector('[role="alert"]')
        return !!alert && /this page did not load/.test(alert.textContent)
      },
      [],
      'the error view'
    )
    await sleep(1000)
    const { asked } = await network('')
    // the press and the click, and a fetch after a failed preload (page-init.js): not a request
    // every few ms
    assert.ok(asked >= 1 && asked <= 4, `requests for the page's code: ${asked}`)
    // a press made offline (its request fails), released back online: the click asks again
    await t.visit('/contact')
    const link = await t.waitFor(centreOf, ['nav[aria-label="main"] a', label], 'the link')
    await network(`?on=1&chunk=${chunk}`) // the count from here
    await t.tab.down(link.x, link.y)
    for (let i = 0; (await network('')).asked < 1; i++) {
      if (i > 100) throw new Error("the press's request never came")
      await sleep(100)
    }
    await sleep(500) // its failure reaches the page
  } finally {
    await network(`?on=0&chunk=${chunk}`)
  }
  t.tab.consoleErrors.splice(0) // the failed requests are the point of this test
  await t.tab.up()
  if (t.engine === 'firefox') {
    // Firefox asks no more for a module that failed to load in this page: its click shows
    // the error view, whose "try again" loads the address afresh (docs/browsers.md)
    await t.waitForText('[role="alert"] a', 'try again')
    assert.equal((await network('')).asked, 0, 'requests Firefox made for the failed module')
    t.tab.consoleErrors.splice(0) // the root boundary reports the error it shows
    await t.click('[role="alert"] a', 'try again')
  }
  // its code ran (Firefox's "try again" loads the prerendered page, whose heading comes first)
  await t.waitFor(
    (path, source) =>
      location.pathname === path &&
      document.documentElement.hasAttribute('data-hydrated') &&
      new RegExp(source, 'i').test(document.querySelector('main h1')?.textContent ?? ''),
    [path, heading.source],
    `${path}, back online`
  )
  assert.equal((await network('')).asked, 1, 'requests for the page, back online')
}

/** The header's links: their text, their address. */
const NAV_PATHS = { 'about me': '/about', keyboards: '/keyboards' }

/** The tests, in order; each `run(t)` throws on failure. */
export const TESTS = [
  {
    name: 'a page whose code cannot load says so and asks once per try; a try back online opens it',
    // first, before any test has run the about page's code (an engine keeps a module it has)
    run: (t) => offlinePage(t, 'about', 'about me', /about/i),
  },
  {
    name: 'a page whose code has chunks of its own (the gallery): the same, offline and back online',
    // Vite preloads such a page's chunk with its dependencies (`modulepreload`): WebKit hands a
    // failed preload to every later import, in this page and the next, unless page-init.js has
    // fetched its address (docs/browsers.md). Red in WebKitGTK without that fetch
    run: (t) => offlinePage(t, 'keyboards', 'keyboards', /keyboard gallery/i),
  },
  {
    name: 'a page whose code cannot load on arrival stays there to read and says so; a try back online makes it whole',
    async run(t) {
      const notice = () =>
        [...document.querySelectorAll('[role="alert"]')].some((n) =>
          /the rest of this page did not load/.test(n.textContent)
        )
      await offline(t, '?on=1&chunk=keyboards')
      try {
        await t.visit('/keyboards') // the shell hydrates around the page
        await t.waitFor(notice, [], 'the notice above the page')
        assert.match(await t.eval(() => document.querySelector('main h1')?.textContent), /gallery/)
        const cards = () => document.querySelectorAll('main a[href^="/keyboards/"]').length
        assert.ok((await t.eval(cards)) >= 3, 'the builds, still listed')
        // a header link leaves it as a new document (the router would blank it until the next
        // page's code came), and Back finds it kept again
        await t.eval(() => (window.__kept = true))
        await t.click('nav[aria-label="main"] a', 'about me')
        await t.waitFor(
          () =>
            window.__kept === undefined &&
            /about/.test(document.querySelector('main h1')?.textContent ?? ''),
          [],
          'the about page, a new document'
        )
        await t.eval(() => history.back())
        await t.waitFor(notice, [], 'the notice again, back at the gallery')
      } finally {
        await offline(t, '?on=0&chunk=keyboards')
      }
      t.tab.consoleErrors.splice(0) // the failed request is the point of this test
      await t.click('[role="alert"] a', 'try again')
      await t.waitFor(
        () =>
          document.documentElement.hasAttribute('data-hydrated') &&
          /gallery/.test(document.querySelector('main h1')?.textContent ?? ''),
        [],
        'the gallery, back online'
      )
      await sleep(500)
      assert.equal(await t.eval(notice), false, 'the notice, back online')
      assert.equal((await offline(t, '')).asked, 1, 'requests for the page, back online')
    },
  },
  {
    name: 'a phone menu whose code cannot load says so with its links, which lead on; back online a press opens it where the engine asks again',
    // before any other test opens the menu: its code must not be in the engine's memory yet
    async run(t) {
      const network = (q) => fetch(`${t.base}/__engines/offline${q}`).then((r) => r.json())
      await t.tab.setViewport(500, 800) // MiniBrowser's window is at least ~447 px wide
      try {
        await network('?on=1&chunk=menu')
        await t.visit('/about')
        await t.click('button[aria-label="menu"]')
        await t.waitFor(
          () =>
            /the menu could not load/.test(document.querySelector('[role="alert"]')?.textContent),
          [],
          "the menu's failure said"
        )
        assert.equal(
          await t.eval(() => document.querySelector('button[aria-label="menu"]').ariaExpanded),
          'false',
          'the menu button says the menu is shut'
        )
        await network('?on=0&chunk=menu') // back, still counting its requests
        t.tab.consoleErrors.splice(0) // the failed request is the point of this test
        // back online: the next press loads the menu where the engine asks again
        await t.click('button[aria-label="menu"]')
        await t.waitFor(
          () => !document.querySelector('[role="alert"]'),
          [],
          'the message gone at the press'
        )
        await t.waitFor(
          () =>
            !!document.querySelector('[role="dialog"][aria-label="site navigation"]') ||
            /the menu could not load/.test(document.querySelector('[role="alert"]')?.textContent),
          [],
          'the drawer, or the failure again'
        )
        const opened = await t.eval(
          () => !!document.querySelector('[role="dialog"][aria-label="site navigation"]')
        )
        // Chromium and WebKitGTK ask again for a module that failed (WebKitGTK once page-init.js
        // has taken its failed preload out); Firefox keeps the failure for the page
        // (docs/browsers.md), and the message's links are the way on there
        if (t.engine !== 'firefox') assert.ok(opened, 'the drawer opens back online')
        t.tab.consoleErrors.splice(0)
        // either way the pages are a tap away
        await t.clickText(opened ? '[role="dialog"] a' : '[role="alert"] a', 'keyboards')
        await t.waitFor(
          () =>
            location.pathname === '/keyboards' &&
            /keyboard gallery/.test(document.querySelector('main h1')?.textContent ?? ''),
          [],
          'the gallery'
        )
      } finally {
        await network('?on=0')
        await t.tab.setViewport(1280, 720)
      }
    },
  },
  {
    name: 'every route renders its page with no errors',
    async run(t) {
      for (const path of ROUTE_PATHS) {
        await t.visit(path)
        await t.waitFor(
          () => {
            const h = document.querySelector('main h1')
            return !!h && h.getBoundingClientRect().height > 0 && h.textContent.trim().length > 0
          },
          [],
          `a visible main heading on ${path}`
        )
        await t.noErrors(path)
      }
      await t.visit('/no-such-page')
      await t.waitForText('h1', 'Page not found')
      // a page a host serves at another address is that page, at its own (page-init.js)
      for (const [asked, path] of [
        ['/index.html', '/'],
        ['//about', '/about'],
        ['/About', '/about'], // a host's 404 page: the page at the lower-case address
      ]) {
        await t.visit(asked)
        await t.waitFor(
          (want) =>
            location.pathname === want &&
            !!document.querySelector('main h1') &&
            !/not found/i.test(document.querySelector('main h1').textContent),
          [path],
          `${asked} as ${path}`
        )
        await t.noErrors(asked)
      }
    },
  },
  {
    name: 'the theme toggle switches to light, stores it and keeps it after a reload',
    async run(t) {
      await t.visit('/about')
      assert.ok(await t.eval(() => document.documentElement.classList.contains('dark')))
      await t.click('button[aria-label="switch to light theme"]')
      await t.waitFor(
        () =>
          document.documentElement.classList.contains('light') &&
          document.body.classList.contains('light'),
        [],
        'light classes on <html> and <body>'
      )
      // a phone's browser bar follows: the light page's background (theme.css --bg)
      const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')
      assert.equal(await t.eval(bar), '#e8e8e9')
      assert.equal(await t.eval(() => localStorage.getItem('thock-theme')), 'light')
      await t.visit('/about', { keepStorage: true })
      await t.waitFor(
        () =>
          document.documentElement.classList.contains('light') &&
          !!document.querySelector('button[aria-label="switch to dark theme"]'),
        [],
        'still light after a reload'
      )
      assert.equal(await t.eval(bar), '#e8e8e9')
    },
  },
  {
    name: 'a click on a home tier card opens it and closes the others',
    async run(t) {
      await t.visit('/')
      const open = () =>
        [...document.querySelectorAll('#tiers [aria-expanded="true"]')].map((b) =>
          b.closest('[data-tier]')?.getAttribute('data-tier')
        )
      assert.deepEqual(await t.eval(open), ['essentials'])
      await t.click('#tier-craft-button')
      await t.waitFor(
        () =>
          document.querySelector('#tier-craft-button')?.getAttribute('aria-expanded') === 'true' &&
          document.querySelector('#tier-essentials-button')?.getAttribute('aria-expanded') ===
            'false',
        [],
        'craft open, essentials shut'
      )
      // every panel is laid out; only the open card's shows (and is in the accessibility tree)
      const shown = () =>
        [...document.querySelectorAll('#tiers [role="region"]')]
          .filter((el) => getComputedStyle(el).visibility === 'visible')
          .map((el) => el.id)
      assert.deepEqual(await t.eval(shown), ['tier-craft-panel'])
    },
  },
  {
    name: 'the home tunnel draws pixels in its slot',
    async run(t) {
      await t.visit('/')
      const slot = '[data-scene-slot]'
      await t.eval(() => {
        const slots = document.querySelectorAll('[data-scene-slot]')
        slots[slots.length - 1].scrollIntoView({ block: 'center' })
      })
      await t.waitFor(
        () =>
          [...document.querySelectorAll('[data-scene-slot]')].pop()?.dataset.sceneSlot === 'live',
        [],
        'the tunnel drawn on the canvas (data-scene-slot="live")',
        45_000
      )
      await t.drawnPixels(slot, true)
    },
  },
  {
    name: 'the globe draws, and a click on it shows the coordinates',
    async run(t) {
      await t.visit('/build-service')
      await t.waitFor(
        () => !!document.querySelector('[data-scene-slot="live"][data-globe="ready"]'),
        [],
        'the globe ready',
        45_000
      )
      await t.drawnPixels('[data-globe="ready"]')
      const box = await t.eval(() => {
        const r = document.querySelector('[data-globe="ready"]').getBoundingClientRect()
        return { x: r.left + r.width * 0.45, y: r.top + r.height * 0.45 }
      })
      await t.tab.click(box.x, box.y)
      const coords = await t.waitFor(
        () => {
          const p = document.querySelector('[data-globe-popup]')
          return p?.hasAttribute('data-shown') ? p.querySelector('span:last-child').textContent : ''
        },
        [],
        'the popup with the coordinates'
      )
      assert.match(coords, COORDS)
    },
  },
  {
    name: "in 'lite' the globe stands as a picture of itself while the page scrolls",
    async run(t) {
      await t.visit('/build-service', { session: { 'thock-quality-forced': 'lite' } })
      await t.waitFor(
        () => !!document.querySelector('[data-scene-slot="live"][data-globe="ready"]'),
        [],
        'the globe ready',
        45_000
      )
      await t.drawnPixels('[data-globe="ready"]')
      // the glass cards keep a drop shadow, drawn the way the engine paints it cheaply on every
      // scroll frame: unblurred steps in WebKit, one blur elsewhere (src/styles/quality.css)
      const blurs = await t.eval(() =>
        [...document.querySelectorAll('main .glass')].map((el) =>
          [
            ...getComputedStyle(el).boxShadow.matchAll(
              /\)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px/g
            ),
          ].map((m) => Number(m[3]))
        )
      )
      assert.ok(blurs.length > 2, `glass cards: ${blurs.length}`)
      for (const card of blurs)
        if (t.engine === 'webkit')
          assert.ok(card.length >= 5 && card.every((b) => b === 0), `shadow blurs: ${card}`)
        else assert.ok(card.length === 1 && card[0] > 0, `shadow blurs: ${card}`)
      // the page scrolls itself 3 px a frame for 20 frames (WebKitWebDriver's wheel is too slow
      // to keep a scroll going), noting the canvas's and the picture's display each frame
      await t.eval(() => {
        const canvas = document.querySelector('.stage canvas')
        const picture = document.querySelector('[data-slot-still]')
        const seen = new Set()
        let n = 0
        window.__still = null
        const step = () => {
          window.scrollBy(0, 3)
          seen.add(`${getComputedStyle(canvas).display}/${getComputedStyle(picture).display}`)
          if (++n < 20) return requestAnimationFrame(step)
          const { data } = picture
            .getContext('2d')
            .getImageData(0, 0, picture.width, picture.height)
          let opaque = 0
          for (let i = 3; i < data.length; i += 4) if (data[i] > 200) opaque++
          window.__still = { seen: [...seen], opaque }
        }
        requestAnimationFrame(step)
      })
      const still = await t.waitFor(() => window.__still, [], 'twenty scroll frames')
      assert.ok(still.seen.includes('none/block'), `canvas/picture while scrolling: ${still.seen}`)
      assert.ok(still.opaque > 500, `opaque pixels of the globe in its picture: ${still.opaque}`)
      // at rest again the canvas is back, the picture hidden, and the globe drawn
      await t.waitFor(
        () =>
          getComputedStyle(document.querySelector('.stage canvas')).display === 'block' &&
          getComputedStyle(document.querySelector('[data-slot-still]')).display === 'none',
        [],
        'the canvas back at rest'
      )
      await t.drawnPixels('[data-globe="ready"]')
    },
  },
  {
    name: 'volume and mute answer the keyboard and are stored',
    async run(t) {
      await t.visit('/about')
      const slider = '[role="slider"][aria-label="ambience volume"]'
      const volume = (v, label) =>
        t.waitFor(
          (s, v) => document.querySelector(s)?.getAttribute('aria-valuenow') === v,
          [slider, v],
          label
        )
      await volume('51', 'volume 51 at first')
      await t.focus(slider)
      await t.tab.press('ArrowRight')
      await volume('52', 'volume 52 after ArrowRight')
      await t.tab.press('End')
      await volume('100', 'volume 100 after End')
      await t.tab.press('PageDown')
      await volume('90', 'volume 90 after PageDown')
      assert.equal(await t.eval(() => localStorage.getItem('thock-volume')), '90')
      const mute = 'button[aria-label="mute ambience"]'
      const pressed = (v, label) =>
        t.waitFor(
          (s, v) => document.querySelector(s)?.getAttribute('aria-pressed') === v,
          [mute, v],
          label
        )
      await pressed('false', 'not muted at first')
      if (t.tab.keysActivateButtons) {
        await t.focus(mute)
        await t.tab.press('Enter')
      } else await t.click(mute) // (scripts/browsers.mjs: the driver's keys cannot press a button)
      await pressed('true', 'muted')
      assert.equal(await t.eval(() => localStorage.getItem('thock-muted')), 'true')
      if (t.tab.keysActivateButtons) await t.tab.press('Space')
      else await t.click(mute)
      await pressed('false', 'unmuted')
      assert.equal(await t.eval(() => localStorage.getItem('thock-muted')), 'false')
    },
  },
  {
    name: "a build's sound test plays through Web Audio, and the A/B switch keeps its time",
    async run(t) {
      await t.visit('/keyboards/azoth')
      // the player is below the fold: bring it into view at once, so a click lands where it is
      await t.eval(() =>
        document
          .querySelector('button[aria-label="play the sound test"]')
          ?.scrollIntoView({ block: 'center', behavior: 'instant' })
      )
      await sleep(300)
      const position = '[role="slider"][aria-label="position in the recording"]'
      const at = () =>
        t.eval((s) => Number(document.querySelector(s)?.getAttribute('aria-valuenow')), position)
      await t.click('button[aria-label="play the sound test"]')
      await t.waitFor(
        () => !!document.querySelector('button[aria-label="pause the sound test"]'),
        [],
        'playing (both takes fetched and decoded)'
      )
      // the time runs on the audio clock: the context really plays
      await t.waitFor(
        (s) => Number(document.querySelector(s)?.getAttribute('aria-valuenow')) >= 2,
        [position],
        'the time reaches 0:02'
      )
      const before = await at()
      await t.click('input[type="radio"][value="tuned"]')
      await t.waitFor(() => document.querySelector('input[value="tuned"]')?.checked, [], 'tuned')
      assert.ok((await at()) >= before, 'the switch keeps the moment of the clip')
      await t.click('button[aria-label="pause the sound test"]')
      await t.waitFor(
        () => !!document.querySelector('button[aria-label="play the sound test"]'),
        [],
        'paused'
      )
    },
  },
  {
    name: 'pricing switches tiers and layouts; the faq opens one answer at a time',
    async run(t) {
      await t.visit('/build-service')
      const tier = '[role="radiogroup"][aria-label="service tier"] [role="radio"]'
      await t.waitForText(tier, 'Essentials')
      await t.waitForText('li', '$0.75')
      await t.clickText('[role="tab"]', 'desoldering')
      // as a visitor does: the layouts apply once the tab shows (it may answer only once the
      // price list's code is in, src/dom/near-screen.tsx; a disabled layout takes no click)
      await t.waitFor(
        () =>
          [...document.querySelectorAll('[role="tab"]')].some(
            (b) => /desoldering/i.test(b.textContent) && b.getAttribute('aria-selected') === 'true'
          ),
        [],
        'the desoldering tab selected'
      )
      await t.clickText('[role="radiogroup"]:not([aria-label]) [role="radio"]', 'full-size')
      await t.waitFor(
        () =>
          [...document.querySelectorAll('li')].some(
            (li) => li.textContent.includes('Desoldering') && li.textContent.includes('$60')
          ),
        [],
        'desoldering at $60 for full-size'
      )
      await t.clickText(tier, 'Craft')
      await t.waitForText('li', 'Hotswap Assembly')
      const answers = (open, shut, label) =>
        t.waitFor(
          (open, shut) => {
            const state = (q) =>
              [...document.querySelectorAll('button[aria-expanded]')]
                .find((b) => b.textContent.trim().toLowerCase() === q)
                ?.getAttribute('aria-expanded')
            return open.every((q) => state(q) === 'true') && shut.every((q) => state(q) === 'false')
          },
          [open, shut],
          label
        )
      const pay = 'how do i pay?'
      const ship = 'who pays for shipping and customs?'
      await t.clickText('button[aria-expanded]', pay)
      await answers([pay], [ship], 'the first answer open')
      await t.clickText('button[aria-expanded]', ship)
      await answers([ship], [pay], 'the second open, the first shut')
      await t.clickText('button[aria-expanded]', ship)
      await answers([], [ship, pay], 'a second click shuts it')
    },
  },
  {
    name: "an estimate line's cost stays clear of its 'remove' as the switch count changes",
    async run(t) {
      // WebKit kept the old cost's width for its grid track when React changed the text in
      // place: '$67.50' was drawn over 'remove' after 104 switches became 90
      await t.visit('/build-service?tier=essentials&layout=full&items=standard-lubing')
      const input = '[data-estimate] li input'
      await t.waitForText('[data-estimate] li', '$78')
      await t.click(input)
      await t.eval((s) => document.querySelector(s).select(), input)
      await t.tab.press('9')
      await t.tab.press('0')
      await t.waitForText('[data-estimate] li', '$67.50')
      const clear = await t.waitFor(
        () => {
          const li = document.querySelector('[data-estimate] li')
          const cost = [...li.children].find((e) => e.textContent === '$67.50')
          const remove = li.querySelector('button[data-remove]')
          if (!cost || !remove) return null
          const a = cost.getBoundingClientRect()
          const b = remove.getBoundingClientRect()
          return {
            fits: cost.scrollWidth <= Math.ceil(a.width) + 1,
            clear: a.right <= b.left + 0.5,
          }
        },
        [],
        'the new cost laid out'
      )
      assert.deepEqual(
        clear,
        { fits: true, clear: true },
        'the cost fits its track, clear of remove'
      )
    },
  },
  {
    name: "in 'full' the price list changes height: it slides on a phone, a tier tapped meanwhile is taken, and on a wide screen nothing strays outside its card",
    async run(t) {
      const tier = '[role="radiogroup"][aria-label="service tier"] [role="radio"]'
      const open = async () => {
        await t.visit('/build-service?tier=vision', { session: { 'thock-quality-forced': 'full' } })
        await t.waitForText('li', '$120 to $400')
        // animations the page starts from now run at a tenth of their speed
        await t.eval(() => {
          const animate = Element.prototype.animate
          Element.prototype.animate = function (...args) {
            const animation = animate.apply(this, args)
            animation.playbackRate = 0.1
            return animation
          }
        })
      }
      await t.tab.setViewport(500, 800) // MiniBrowser's window is at least ~447 px wide
      try {
        await open()
        await t.clickText(tier, 'Essentials') // a taller list: tabs, two rows
        // the list, its content and the estimate below slide by transform
        await t.waitFor(
          () => {
            const body = document.querySelector('[data-estimate]').previousElementSibling
            const running = [body, body.firstElementChild, body.nextElementSibling]
              .flatMap((el) => el.getAnimations())
              .filter((a) => a.playState === 'running')
            return running.length === 3
          },
          [],
          'the list and the estimate sliding'
        )
        // the list, moved up over the tiers while it slides, lets the tap through to them
        await t.clickText(tier, 'Craft')
        await t.waitFor(
          (tier) =>
            [...document.querySelectorAll(tier)]
              .find((b) => b.textContent.includes('Craft'))
              ?.getAttribute('aria-checked') === 'true',
          [tier],
          'Craft taken while the list slid'
        )
        await t.waitForText('li', 'Hotswap Assembly')
        await t.waitFor(
          () => {
            const estimate = document.querySelector('[data-estimate]')
            const body = estimate.previousElementSibling
            return (
              estimate.getAnimations().length === 0 &&
              getComputedStyle(body).pointerEvents === 'auto' &&
              estimate.getBoundingClientRect().top >= body.getBoundingClientRect().bottom - 0.5
            )
          },
          [],
          'everything where the layout has it, no transform left behind'
        )
      } finally {
        await t.tab.setViewport(1280, 720)
      }
      // wide: the card's edge in view; taller, then shorter, clicked where they are
      await open()
      await t.eval(() =>
        document.querySelector('[data-estimate]').scrollIntoView({ block: 'center' })
      )
      for (const name of ['Essentials', 'Vision']) {
        await t.eval(
          (tier, name) => {
            window.__stray = -Infinity
            ;[...document.querySelectorAll(tier)].find((b) => b.textContent.includes(name)).click()
          },
          tier,
          name
        )
        await t.waitFor(
          () => {
            const estimate = document.querySelector('[data-estimate]')
            const card = estimate.closest('[data-tilt]')
            // on screen (past the card's edge below the window, nobody sees it)
            const past =
              Math.min(estimate.getBoundingClientRect().bottom, innerHeight) -
              card.getBoundingClientRect().bottom
            window.__stray = Math.max(window.__stray, past)
            return !document.getAnimations().some((a) => a.playState === 'running')
          },
          [],
          `the change to ${name} done`
        )
        const stray = await t.eval(() => window.__stray)
        assert.ok(stray <= 0, `the estimate went ${stray} px past the card's edge (${name})`)
      }
    },
  },
  {
    name: "the open slots' link leads to the contact form; empty, it brings its first field, label and all, below the header; so does Shift+Tab back up the page",
    async run(t) {
      // where a commission starts: the build service's open slots link to the form
      await t.visit('/build-service')
      await t.clickText('[data-season-slots] a', 'hold slot')
      await t.waitFor(
        () =>
          location.pathname === '/contact' &&
          !!document.querySelector('form button[type="submit"]'),
        [],
        'the contact form, from the open slots'
      )
      // WebKit scrolled the focused field under the fixed header, its label out of sight
      await t.visit('/contact')
      await t.click('form button[type="submit"]')
      const seen = await t.waitFor(
        () => {
          const el = document.activeElement
          if (el?.getAttribute('aria-invalid') !== 'true') return null
          const label = document.querySelector(`label[for="${el.id}"]`).getBoundingClientRect()
          const header = document.querySelector('header').getBoundingClientRect()
          return {
            name: el.getAttribute('name'),
            labelBelowHeader: label.top >= header.bottom,
            fieldOnScreen: el.getBoundingClientRect().bottom <= window.innerHeight,
          }
        },
        [],
        'the first field with an error focused'
      )
      assert.deepEqual(seen, { name: 'name', labelBelowHeader: true, fieldOnScreen: true })
      // Shift+Tab back up the page from its footer: each control the engine scrolls to as it
      // takes focus comes to rest below the fixed header (html's scroll-padding-top)
      await t.eval(() => [...document.querySelectorAll('footer a')].at(-1).focus())
      const hidden = []
      for (let i = 0; i < 12; i++) {
        await t.tab.press('Shift+Tab')
        // the engine's scroll to it, smooth or not: until the page holds still
        let y = NaN
        for (let k = 0; k < 40; k++) {
          await sleep(60)
          const now = await t.eval(() => window.scrollY)
          if (now === y) break
          y = now
        }
        const f = await t.eval(() => {
          const el = document.activeElement
          const header = document.querySelector('header').getBoundingClientRect()
          const top = el.getBoundingClientRect().top
          return {
            name: el.getAttribute('name') ?? el.textContent,
            main: !!el.closest('main'),
            box: el.tagName === 'TEXTAREA',
            under: top < header.bottom,
          }
        })
        // a text box is left where its caret shows (Firefox, at 720 px, kept the message box's
        // caret in view and its top edge under the header): the rule is for the controls
        if (f.main && f.under && !f.box) hidden.push(f.name)
      }
      assert.deepEqual(hidden, [], 'controls focused under the header')
    },
  },
  {
    name: 'Back returns to where the gallery was left, Forward to where the article was, a reload keeps it',
    async run(t) {
      const y = () => t.eval(() => Math.round(window.scrollY))
      await t.visit('/keyboards')
      // far down the gallery (the page's own scroll: the engines' wheels differ)
      await t.eval(() =>
        document
          .querySelector('a[href="/keyboards/bauer-lite"]:not([tabindex])')
          .scrollIntoView({ block: 'center', behavior: 'instant' })
      )
      await sleep(300)
      const gallery = await y()
      assert.ok(gallery > 400, `the gallery scrolled: ${gallery}`)
      await t.click('a[href="/keyboards/bauer-lite"]:not([tabindex])')
      await t.waitFor(
        () => location.pathname === '/keyboards/bauer-lite' && window.scrollY === 0,
        [],
        'the article, at its top'
      )
      // and Back the moment after a scroll, before the page's scroll event (at the next frame)
      const article = 300
      await t.eval(() => {
        window.scrollTo(0, 300)
        history.back()
      })
      await t.waitFor(
        (at) => location.pathname === '/keyboards' && Math.round(window.scrollY) === at,
        [gallery],
        `the gallery at ${gallery}`
      )
      await t.eval(() => history.forward())
      await t.waitFor(
        (at) => location.pathname === '/keyboards/bauer-lite' && Math.round(window.scrollY) === at,
        [article],
        `the article at ${article}`
      )
      await sleep(500) // and it stays there
      assert.equal(await y(), article, 'the article stays where it was')
      // a reload (a phone's discarded tab, too) keeps the page where it was, and Back after it
      // (a new document for the gallery's entry) returns to where the gallery was left
      await t.eval(() => setTimeout(() => location.reload(), 0))
      await sleep(1500)
      await t.waitFor(
        (at) =>
          document.querySelector('main h1')?.textContent?.toLowerCase().includes('bauer lite') &&
          Math.round(window.scrollY) === at,
        [article],
        `the article reloaded at ${article}`
      )
      await t.eval(() => history.back())
      await sleep(500)
      await t
        .waitFor(
          (at) => location.pathname === '/keyboards' && Math.round(window.scrollY) === at,
          [gallery],
          `the gallery at ${gallery} after the reload`
        )
        .catch(async (e) => {
          const seen = await t.eval(() => ({
            path: location.pathname,
            y: Math.round(window.scrollY),
            height: document.documentElement.scrollHeight,
            state: JSON.stringify(history.state),
            kept: sessionStorage.getItem('thock-left-at'),
          }))
          throw new Error(`${e.message}: ${JSON.stringify(seen)}`)
        })
      await t.noErrors('the gallery and back')
    },
  },
  {
    name: 'the phone menu opens, navigates and closes',
    async run(t) {
      await t.tab.setViewport(500, 800) // MiniBrowser's window is at least ~447 px wide
      try {
        await t.visit('/about')
        assert.equal(
          await t.eval(
            () => document.querySelector('nav[aria-label="main"]')?.offsetParent ?? null
          ),
          null,
          'the header links are hidden on a phone'
        )
        await t.click('button[aria-label="menu"]')
        await t.waitFor(
          () => !!document.querySelector('[role="dialog"][aria-label="site navigation"]'),
          [],
          'the drawer open'
        )
        await t.clickText('[role="dialog"] a', 'build service')
        await t.waitFor(
          () =>
            location.pathname === '/build-service' && !document.querySelector('[role="dialog"]'),
          [],
          'on /build-service with the drawer closed'
        )
        // the sections below its first screen come a frame after the page (src/dom/near-screen.tsx)
        await t.waitFor(
          () =>
            [...document.querySelectorAll('[data-near]')].every((e) => e.dataset.near === 'live') &&
            !!document.querySelector('[role=radiogroup][aria-label="service tier"]'),
          [],
          'the price list and every section below the first screen shown'
        )
        await t.noErrors('/build-service after the menu')
      } finally {
        await t.tab.setViewport(1280, 720)
      }
    },
  },
  {
    name: 'one WebGL context for a whole visit through every scene',
    async run(t) {
      await t.visit('/build-service')
      await t.waitFor(
        () => !!document.querySelector('[data-scene-slot="live"]'),
        [],
        'the globe live',
        45_000
      )
      for (const path of ['/keyboards', '/', '/about', '/build-service']) {
        await t.click(`header a[href="${path}"]`)
        await t.waitFor((p) => location.pathname === p, [path], `client-side route to ${path}`)
      }
      await t.waitFor(
        () => !!document.querySelector('[data-scene-slot="live"]'),
        [],
        'the globe live again',
        45_000
      )
      assert.equal(await t.eval(() => window.__engines.contexts), 1, 'WebGL contexts')
      assert.equal(
        await t.eval(() => document.querySelectorAll('canvas:not([data-slot-still])').length),
        1,
        "WebGL canvases (a scene's picture for scrolling aside)"
      )
    },
  },
]
