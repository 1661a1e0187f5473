// What a visitor feels in Firefox and WebKit (Safari's engine): frame intervals while
// scrolling every route, and the whole browser's CPU at rest, each beside the same
// engine's own plain page in the same run (scripts/browsers.mjs drives both, under Xvfb
// with Mesa's software GL). npm run bench -- --only=engines runs just this section.
import { launchEngine } from '../../scripts/browsers.mjs'
import { withinTapTarget } from './interactions.mjs'
import { cpuSeconds, descendantPids, percentile, sleep, withTimeout } from './util.mjs'

export const ENGINE_SIZE = { width: 1280, height: 720 }
const SCROLL_PX_PER_S = 1700 // as the Chromium figures' wheel: 170 px every 100 ms
const MIN_SCROLL_MS = 4000 // a short page scrolls down and up again until this much has passed
const REST_FROM_MS = 3000 // the early rest window starts this long after load…
const REST_MS = 5000 // …each window lasts this long…
/**
 * …and the graded one starts this long after load, once the engine itself is quiet (issue 24):
 * WebKitGTK keeps working for ~8 s after it loads any page taller than its window (its plain
 * page read 0.30 s in 3-8 s and 0.00-0.02 s in each 5 s after; the same page with
 * `overflow: hidden` 0.00 s), so 3-8 s measures the engine, not the page.
 */
const SETTLED_FROM_MS = REST_FROM_MS + REST_MS

/** A fresh visit of `url`: nothing remembered from the last one (the tier lives in sessionStorage). */
async function freshVisit(tab, url, session = {}) {
  await tab.goto(new URL('/robots.txt', url).href)
  await tab.evaluate((pairs) => {
    sessionStorage.clear()
    localStorage.clear()
    for (const [k, v] of Object.entries(pairs)) sessionStorage.setItem(k, v)
  }, session)
  await tab.goto(url)
  for (let i = 0; i < 50; i++) {
    if (await tab.evaluate(() => document.readyState === 'complete')) break
    await sleep(100)
  }
}

/**
 * Frame intervals (requestAnimationFrame to requestAnimationFrame) while the page scrolls
 * from top to bottom at 1700 px/s (the Chromium figures' 170 px wheel step every 100 ms;
 * a short page down and up again for at least 4 s):
 * p50, p95, the tier at start and end. The page scrolls itself, the way Lenis moves it
 * (a `scrollTo` each frame): WebKitWebDriver's wheel actions take 100-500 ms each and hold
 * the page's frames back while they run, so driving the scroll from outside would measure
 * the driver. The plain page scrolls the same way in the same run.
 */
export async function engineScroll(tab, url, { maxMs = 15_000, session = {} } = {}) {
  await freshVisit(tab, url, session)
  await sleep(2000) // what loads on load has loaded
  const { width, height } = ENGINE_SIZE
  await tab.move(width / 2, height / 2) // a pointer resting on the page, as a visitor's
  const tier = () => tab.evaluate(() => document.documentElement.dataset.quality ?? 'full')
  const tierAtStart = await tier()
  const pageHeight = await tab.evaluate(() => document.documentElement.scrollHeight)
  await tab.evaluate(
    (speed, maxMs, minMs) => {
      const t = (window.__rafTimes = [])
      let t0 = 0
      const step = (now) => {
        t0 ||= now
        t.push(now)
        const end = Math.max(1, document.documentElement.scrollHeight - innerHeight)
        // down to the end and back up, as often as it takes to fill minMs (short pages)
        const travelled = ((now - t0) * speed) / 1000
        const leg = Math.floor(travelled / end)
        const y = leg % 2 ? end - (travelled % end) : travelled % end
        window.scrollTo(0, Math.round(y))
        if ((leg < 1 || now - t0 < minMs) && now - t0 < maxMs) requestAnimationFrame(step)
        else window.__scrollDone = true
      }
      window.__scrollDone = false
      requestAnimationFrame(step)
    },
    SCROLL_PX_PER_S,
    maxMs,
    MIN_SCROLL_MS
  )
  const t0 = Date.now()
  while (!(await tab.evaluate(() => window.__scrollDone)) && Date.now() - t0 < maxMs + 5000)
    await sleep(250)
  const times = await tab.evaluate(() => window.__rafTimes.splice(0))
  const intervals = times.slice(1).map((t, i) => t - times[i])
  const tierAtEnd = await tier()
  return {
    height: pageHeight,
    scrolledTo: await tab.evaluate(() => Math.round(window.scrollY)),
    tiers: tierAtStart === tierAtEnd ? tierAtStart : `${tierAtStart} -> ${tierAtEnd}`,
    frames: times.length,
    intervals,
    p50: percentile(intervals, 50),
    p95: percentile(intervals, 95),
  }
}

/**
 * `engineScroll` in `visits` fresh visits, their intervals pooled: p50 and p95 of them all,
 * with each visit's p95 in `runs`. One visit's p95 moves by half from run to run here (WebKitGTK's
 * `/keyboards/azoth` 17-28 ms, its `/build-service` 17-33, one after the other on a quiet host:
 * the ~8 s the engine works after any load overlap the scroll), as one visit's CPU at rest does;
 * pooled, a visit that stutters still counts, as a third of the frames.
 */
export async function engineScrollPooled(tab, url, visits) {
  const all = []
  for (let i = 0; i < visits; i++) all.push(await engineScroll(tab, url))
  const intervals = all.flatMap((v) => v.intervals)
  const tiers = [...new Set(all.map((v) => v.tiers))]
  return {
    ...all[0],
    intervals: undefined,
    tiers: tiers.join(', '),
    frames: all.reduce((n, v) => n + v.frames, 0),
    p50: percentile(intervals, 50),
    p95: percentile(intervals, 95),
    runs: all.map((v) => v.p95),
  }
}

/**
 * The whole browser's CPU at rest on `url`, the median of `runs` fresh visits (one visit's
 * figure moves by 2-4x from run to run here: a first visit's warm-up, the shared machine),
 * with every visit's figure in `runs`.
 */
export async function engineRestCpuMedian(tab, url, runs) {
  const all = []
  for (let i = 0; i < runs; i++) all.push(await engineRestCpu(tab, url))
  const median = (key) => {
    const sorted = all.map((r) => r[key]).sort((a, b) => a - b)
    return sorted[Math.floor((sorted.length - 1) / 2)]
  }
  return {
    ...all[0],
    cpu: median('cpu'),
    early: median('early'),
    onScreen: all.some((r) => r.onScreen),
    runs: all.map((r) => r.cpu),
  }
}

/**
 * The whole browser's CPU seconds (every process under it) in two 5 s windows of one visit:
 * `early` from 3 s after load, `cpu` (the graded figure) from 8 s, once the engine is quiet.
 */
export async function engineRestCpu(tab, url) {
  await freshVisit(tab, url)
  const loaded = Date.now()
  const windowFrom = async (from) => {
    const wait = loaded + from - Date.now()
    if (wait > 0) await sleep(wait)
    const before = cpuSeconds(descendantPids(tab.pid))
    await sleep(REST_MS)
    const after = cpuSeconds(descendantPids(tab.pid))
    let cpu = 0
    for (const [pid, t] of after) cpu += t - (before.get(pid) ?? 0)
    return cpu
  }
  const early = await windowFrom(REST_FROM_MS)
  const cpu = await windowFrom(SETTLED_FROM_MS)
  const state = await tab.evaluate(() => ({
    tier: document.documentElement.dataset.quality ?? 'full',
    // a scene drawing in view (the globe turns by itself): not a page at rest
    onScreen: [...document.querySelectorAll('[data-scene-slot="live"]')].some((e) => {
      const r = e.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight
    }),
  }))
  return { cpu, early, ...state }
}

/**
 * Taps measured in Firefox as well (issue 25: "also in Firefox where it can"): Event Timing is
 * there (WebKit has none), but no CPU slowdown (only Chromium's DevTools protocol has one), so
 * these are at the machine's own speed, with a mouse, beside Firefox's own plain tap page.
 * `scrollTo` brings a section to the top first (a pinned card never holds still for a
 * scrollIntoView); the target is then scrolled into view and clicked at its centre.
 */
export const ENGINE_TAPS = [
  { name: 'theme toggle', route: '/', target: 'header button[aria-label$=" theme"]' },
  {
    name: 'home tier card (craft)',
    route: '/',
    scrollTo: '#tiers',
    target: '[data-tier="craft"] button',
  },
  {
    name: 'pricing tab (desoldering)',
    route: '/build-service',
    target: '[role=tablist] [role=tab]:nth-child(3)',
  },
  {
    name: 'FAQ answer',
    route: '/build-service',
    target: 'h3 > button[aria-expanded][aria-controls*="-a"]',
  },
  { name: 'mute', route: '/build-service', target: 'button[aria-label="mute ambience"]' },
]

/**
 * One click on `target` (a fresh visit of `url`, settled) and the longest Event Timing entry of
 * its interaction: { duration, inputDelay, handlers } in ms (16 where none was reported: entries
 * under 16 ms are not).
 */
export async function engineTap(tab, url, { target, scrollTo }) {
  await freshVisit(tab, url)
  await tab.evaluate(() => {
    window.__taps = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          window.__taps.push({
            duration: e.duration,
            inputDelay: e.processingStart - e.startTime,
            handlers: e.processingEnd - e.processingStart,
          })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  })
  await sleep(2000) // what loads on load has loaded
  if (scrollTo)
    await tab.evaluate((sel) => {
      const el = document.querySelector(sel)
      if (el) window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY)
    }, scrollTo)
  await sleep(1200) // the section near the screen loads and goes live; the scroll settles
  const at = await tab.evaluate((sel) => {
    const el = document.querySelector(sel)
    if (!el) return null
    el.scrollIntoView({ block: 'center' })
    window.__tapTarget = el
    const r = el.getBoundingClientRect()
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
  }, target)
  if (!at) throw new Error(`${target} is not on ${url}`)
  await sleep(1000)
  // what the click should change: the control's state, the page's theme, the floor's text
  const state = () =>
    tab.evaluate(() => {
      const el = window.__tapTarget
      const attrs = [...el.attributes].map((a) => `${a.name}=${a.value}`).join(' ')
      return `${attrs} | ${document.documentElement.className} | ${document.body.textContent}`
    })
  const before = await state()
  await tab.evaluate(() => window.__taps.splice(0)) // nothing before the click counts
  await tab.click(at.x, at.y)
  await sleep(1200)
  if ((await state()) === before) throw new Error(`a click on ${target} changed nothing`)
  const got = await tab.evaluate(() => window.__taps)
  return got.length
    ? got.reduce((a, b) => (b.duration > a.duration ? b : a))
    : { duration: 16, inputDelay: 0, handlers: 0 }
}

/** Median of `runs` clicks (fresh visits), each part its own median, and every click's figure. */
async function engineTapMedian(tab, url, step, runs) {
  const all = []
  for (let i = 0; i < runs; i++) all.push(await engineTap(tab, url, step))
  const med = (k) => {
    const v = all.map((x) => x[k]).sort((a, b) => a - b)
    return v[Math.floor((v.length - 1) / 2)]
  }
  return {
    duration: med('duration'),
    inputDelay: med('inputDelay'),
    handlers: med('handlers'),
    runs: all.map((x) => x.duration),
  }
}

/**
 * Every route's scroll and rest figures in each engine, and the engine's plain page
 * (`plainUrl(height)`: as tall as the tallest route) as its floor. A figure that fails is
 * null (and logged); an engine that cannot start is left out with its error.
 */
export async function measureEngines({
  engines,
  tools,
  base,
  routes,
  plainUrl,
  log,
  restRuns = 3,
  scrollRuns = 3,
  tapEngines = [],
  tapUrl,
  tapRuns = 3,
}) {
  const out = {}
  for (const engine of engines) {
    const e = (out[engine] = { version: '', routes: {}, floor: null, taps: null, error: null })
    let tab = null
    try {
      tab = await launchEngine(engine, tools, ENGINE_SIZE)
      e.version = await tab.version()
      const figure = async (label, fn, limitMs = 90_000) => {
        log(`${engine}: ${label}…`)
        try {
          return await withTimeout(`${engine} ${label}`, limitMs, fn)
        } catch (err) {
          log(`${engine}: ${label} failed: ${err.message}`)
          return null
        }
      }
      for (const r of routes) {
        const scroll = await figure(
          `scroll ${r}`,
          () => engineScrollPooled(tab, base + r, scrollRuns),
          60_000 * scrollRuns
        )
        const rest = await figure(`CPU at rest on ${r}`, () =>
          engineRestCpuMedian(tab, base + r, restRuns)
        )
        e.routes[r] = { scroll, rest }
      }
      const tallest = Math.max(3000, ...Object.values(e.routes).map((v) => v.scroll?.height ?? 0))
      e.floor = {
        scroll: await figure(
          'scroll the plain page',
          () => engineScrollPooled(tab, plainUrl(tallest), scrollRuns),
          60_000 * scrollRuns
        ),
        rest: await figure('CPU at rest on the plain page', () =>
          engineRestCpuMedian(tab, plainUrl(tallest), restRuns)
        ),
      }
      if (tapEngines.includes(engine) && tapUrl) {
        e.taps = { floor: null, steps: {} }
        e.taps.floor = await figure('tap the plain page', () =>
          engineTapMedian(tab, tapUrl, { target: 'button' }, tapRuns)
        )
        for (const step of ENGINE_TAPS)
          e.taps.steps[step.name] = await figure(`tap: ${step.name}`, () =>
            engineTapMedian(tab, base + step.route, step, tapRuns)
          )
      }
    } catch (err) {
      e.error = err.message
      log(`${engine}: ${err.message}`)
    } finally {
      await tab?.close()
    }
  }
  return out
}

const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a')
const sec = (x) => (Number.isFinite(x) ? `${x.toFixed(2)} s` : 'n/a')

/**
 * The table rows of the engine figures (report.mjs `row`): per engine, the worst route's
 * scroll p50 / p95 (target p95 <= 50 ms and within 1.5x of the engine's plain page) and its
 * worst CPU at rest (<= 0.25 s in 5 s), each beside the plain page of the same engine.
 */
export function engineRows(results, row) {
  const rows = []
  for (const [engine, e] of Object.entries(results)) {
    if (e.error) {
      rows.push(row(`${engine}: scroll and CPU at rest`, 'n/a', '', null, e.error))
      continue
    }
    const got = Object.entries(e.routes)
    const scrolls = got.filter(([, v]) => v.scroll)
    const floor = e.floor?.scroll
    if (scrolls.length) {
      const [r50, w50] = scrolls.reduce((a, b) => (b[1].scroll.p50 > a[1].scroll.p50 ? b : a))
      const [r95, w95] = scrolls.reduce((a, b) => (b[1].scroll.p95 > a[1].scroll.p95 ? b : a))
      const complete = scrolls.length === got.length && floor
      rows.push(
        row(
          `${engine} (${e.version}): scroll p50 / p95 (visits pooled), worst route`,
          `${ms(w50.scroll.p50)} (${r50}) / ${ms(w95.scroll.p95)} (${r95})`,
          'p95 <= 50 ms and <= 1.5x plain',
          complete ? scrolls.every(([, v]) => v.scroll.p95 <= Math.min(50, floor.p95 * 1.5)) : null,
          floor ? `plain page ${ms(floor.p50)} / ${ms(floor.p95)}` : 'plain page not measured'
        )
      )
    } else rows.push(row(`${engine}: scroll p50 / p95`, 'n/a', 'p95 <= 50 ms', null))
    // at rest means no scene drawing in view (as the Chromium figure): the globe turns by itself
    const rests = got.filter(([, v]) => v.rest && !v.rest.onScreen)
    if (rests.length) {
      const [rw, w] = rests.reduce((a, b) => (b[1].rest.cpu > a[1].rest.cpu ? b : a))
      const [re, early] = rests.reduce((a, b) => (b[1].rest.early > a[1].rest.early ? b : a))
      rows.push(
        row(
          `${engine}: CPU at rest (5 s from 8 s after load, once the engine is quiet; median of visits), worst still route`,
          `${sec(w.rest.cpu)} (${rw}); from 3 s: ${sec(early.rest.early)} (${re})`,
          '<= 0.25 s',
          got.every(([, v]) => v.rest) ? rests.every(([, v]) => v.rest.cpu <= 0.25) : null,
          e.floor?.rest
            ? `plain page ${sec(e.floor.rest.cpu)}, from 3 s ${sec(e.floor.rest.early)}`
            : 'plain page not measured'
        )
      )
    } else rows.push(row(`${engine}: CPU at rest`, 'n/a', '<= 0.25 s', null))
    if (e.taps) {
      const floor = e.taps.floor?.duration
      const tapped = Object.entries(e.taps.steps).filter(([, v]) => v)
      const within = (v) => withinTapTarget(v.duration, floor)
      if (tapped.length) {
        const [wn, w] = tapped.reduce((a, b) => (b[1].duration > a[1].duration ? b : a))
        rows.push(
          row(
            `${engine}: tap to next paint (event timing, no CPU slowdown), worst`,
            `${ms(w.duration)} (${wn}); ${tapped.filter(([, v]) => within(v)).length}/${tapped.length} within target`,
            '<= 100 ms or <= 2x floor; none > 200',
            tapped.length === ENGINE_TAPS.length && floor
              ? tapped.every(([, v]) => within(v) && v.duration <= 200)
              : null,
            floor ? `plain page ${ms(floor)}` : 'plain page not measured'
          )
        )
      } else
        rows.push(
          row(`${engine}: tap to next paint`, 'n/a', '<= 100 ms or <= 2x floor; none > 200', null)
        )
    }
  }
  return rows
}

const p95sOf = (scroll) =>
  scroll.runs?.length > 1 ? ` (p95 ${scroll.runs.map((x) => x.toFixed(0)).join(', ')})` : ''
const runsOf = (rest) =>
  rest.runs?.length > 1 ? ` (${rest.runs.map((x) => x.toFixed(2)).join(', ')})` : ''

/** The report's section: every route in every engine, beside that engine's plain page. */
export function engineSection(results, mdTable) {
  const engines = Object.keys(results)
  const cell = (v) =>
    v
      ? `${v.scroll ? `${ms(v.scroll.p50)} / ${ms(v.scroll.p95)}${p95sOf(v.scroll)}; ${v.scroll.tiers}` : 'error'}; ` +
        `rest ${v.rest ? `${sec(v.rest.cpu)}${runsOf(v.rest)}, from 3 s ${sec(v.rest.early)}${v.rest.onScreen ? ' (a scene in view)' : ''}` : 'error'}`
      : 'error'
  const routes = [...new Set(engines.flatMap((e) => Object.keys(results[e].routes)))]
  const tapped = engines.filter((e) => results[e].taps)
  const tapCell = (v) =>
    v
      ? `${ms(v.duration)} (${v.runs.map((x) => x.toFixed(0)).join(', ')}); input delay ${ms(v.inputDelay)}, handlers ${ms(v.handlers)}`
      : 'error'
  const tapTable = tapped.length
    ? [
        '',
        mdTable(
          ['interaction', ...tapped.map((e) => e)],
          [
            ...ENGINE_TAPS.map((t) => [
              `${t.name} (${t.route})`,
              ...tapped.map((e) => tapCell(results[e].taps.steps[t.name])),
            ]),
            ['plain page (floor)', ...tapped.map((e) => tapCell(results[e].taps.floor))],
          ]
        ),
        '',
        "Taps in Firefox: a mouse click at the control's centre on a fresh visit (1280x720, storage",
        'cleared, 3 s settled, the control scrolled into view), the longest Event Timing entry of',
        'its interaction, median of the clicks (each in brackets). No CPU slowdown: only Chromium',
        'can be slowed; WebKit has no Event Timing. The floor is the plain tap page, same engine.',
      ]
    : []
  return {
    title: 'Other engines: scrolling and CPU at rest',
    body: [
      mdTable(
        ['page', ...engines.map((e) => `${e} (${results[e].version || results[e].error})`)],
        [
          ...routes.map((r) => [r, ...engines.map((e) => cell(results[e].routes[r]))]),
          ['plain page (floor)', ...engines.map((e) => cell(results[e].floor))],
        ]
      ),
      '',
      "Each cell: scroll frame intervals p50 / p95 of fresh visits pooled (each visit's p95 in",
      "brackets: one visit's moves by half from run to run) and the quality tier at start and end, then",
      "the whole browser's CPU (every process under it) during 5 s from 8 s after load, the median",
      "of fresh visits (each visit's figure in brackets), then the same visits' 5 s from 3 s after",
      'load. The later window is the graded one (issue 24: at rest once the engine itself is',
      'quiet): WebKitGTK works for ~8 s after loading any page taller than its window, its plain',
      "page too (the same page with `overflow: hidden` reads 0). Debian's",
      'Firefox ESR (puppeteer-core, WebDriver BiDi) and WebKitGTK MiniBrowser (WebKitWebDriver)',
      "under Xvfb with Mesa's software GL, 1280x720, a fresh visit each time (storage cleared).",
      'The page scrolls itself at 1700 px/s (a `scrollTo` each frame, as Lenis moves it; a short',
      "page down and up for 4 s): WebKitWebDriver's wheel actions hold the page's frames back.",
      'The floor is a plain text page as tall as the tallest route, in the same engine and run.',
      ...tapTable,
    ].join('\n'),
  }
}
