// What a tap costs the visitor: the Event Timing duration (the figure behind INP) of each
// interaction a visitor makes, at 390x844 with the CPU slowed 4x (Chrome's mid-range phone
// setting), split into input delay, handlers and presentation, beside a floor from the same
// run (a plain page whose button changes one line of text).
//
// One pass = a fresh context per page, loaded at 4x, each interaction in turn on a page that
// has settled (no long task for 500 ms, no scene near the screen still building). A tap is CDP
// touch input (pointerdown, pointerup, click), a key is a keydown/keyup on the focused element.
// The figure of one interaction is the longest event entry of its interactionId, as INP takes it.
import { mdTable, row } from './report.mjs'
import { sleep } from './util.mjs'

export const TAP_SIZE = { width: 390, height: 844 }
const WIDE = { width: 1280, height: 800 } // the globe is live at 768 px and up only
const CPU_SLOWDOWN = 4

/** Init script: collects event-timing entries and long tasks into window.__taps. */
const OBSERVE = () => {
  if (window.__taps) return
  const t = (window.__taps = { events: [], longTasks: [] })
  // the element a step names: CSS, then optionally ' >> nth=N' (the Nth match, from 0) or
  // ' >> text=T' (the first match whose text holds T); null where there is none
  t.find = (spec) => {
    const [css, part = ''] = spec.split(' >> ')
    const all = [...document.querySelectorAll(css)]
    const [kind, value] = [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]
    if (!part) return all[0] ?? null
    if (kind === 'nth') return all[Number(value)] ?? null
    if (kind === 'text') return all.find((el) => el.textContent.includes(value)) ?? null
    throw new Error(`bench selector: unknown part '${part}' in '${spec}'`)
  }
  // a step's `answer`: every element matching `css` that the page adds from now on (and all in
  // it) gets `elementtiming`, so the first paint of any of them comes as an Element Timing entry
  t.watchAnswer = (css) => {
    t.stopAnswer?.()
    t.answerAt = null
    const mark = (el) => {
      for (const e of [el, ...el.querySelectorAll('*')]) e.setAttribute('elementtiming', 'answer')
    }
    const mo = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (n.nodeType !== 1) continue
          if (n.matches(css)) mark(n)
          else for (const el of n.querySelectorAll(css)) mark(el)
        }
    })
    mo.observe(document.body, { childList: true, subtree: true })
    const po = new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.identifier === 'answer' && e.renderTime > 0) {
          t.answerAt = t.answerAt === null ? e.renderTime : Math.min(t.answerAt, e.renderTime)
          mo.disconnect()
        }
    })
    po.observe({ type: 'element' })
    t.stopAnswer = () => {
      mo.disconnect()
      po.disconnect()
    }
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          t.events.push({
            type: e.name,
            id: e.interactionId,
            start: e.startTime,
            duration: e.duration,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
            target: e.target ? e.target.tagName.toLowerCase() : null,
          })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) t.longTasks.push(e.startTime + e.duration)
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no Event Timing: the figures read n/a
  }
}

/**
 * Waits until the page is at rest (at most `maxMs`), then two frames: no long task ended in the
 * last `quietMs`, and no scene near the screen is still being built (`data-scene-building`, see
 * src/canvas/scene-slot.tsx: a build runs in steps shorter than a long task, one per task).
 */
export async function settle(page, quietMs = 500, maxMs = 8000) {
  const until = Date.now() + maxMs
  while (Date.now() < until) {
    const since = await page.evaluate(() =>
      document.querySelector('[data-scene-building]')
        ? 0
        : performance.now() - Math.max(0, ...window.__taps.longTasks)
    )
    if (since >= quietMs) break
    await sleep(Math.min(250, quietMs - since + 20))
  }
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))
  )
}

/**
 * An act that sends `press(page, x, y)` to the centre of `selector`'s element, checked first
 * (`centreOf`); the act carries its `selector`, which `prepareStep` scrolls into view.
 */
const atCentre = (press) => (selector) =>
  Object.assign(
    async (page) => {
      const { x, y } = await centreOf(page, selector)
      await press(page, x, y)
    },
    { selector }
  )
/**
 * A finger's tap on the centre of `selector`'s element, sent as touch events with nothing of the
 * bench's in the page while they are dispatched. The page is only ever reached through
 * `page.evaluate` and CDP input, never a Playwright locator: a locator's first use installs
 * Playwright's injected script, whose hit-target listeners (capture, not passive, on the window:
 * pointer, touch and mouse events, click) then run on every event of every tap, slowed 4x with
 * the page (1-2 ms each there), and make the touch events block; a visitor's page has none.
 * The target is checked before the tap instead (`centreOf`): it must be the element at that
 * point, or hold it.
 */
const tap = atCentre((page, x, y) => page.touchscreen.tap(x, y))
/** A mouse click on the centre of `selector`'s element, checked and sent as `tap` is. */
const click = atCentre((page, x, y) => page.mouse.click(x, y))

/**
 * Polls `fn(arg)` in the page (a plain `page.evaluate`, see `tap`) until it returns something
 * truthy (a value that crosses to Node: a boolean, not an element), and returns that; throws,
 * naming `what`, after `timeoutMs`.
 */
async function until(page, fn, arg, what, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const got = await page.evaluate(fn, arg)
    if (got) return got
    if (Date.now() > end) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await sleep(100)
  }
}

/** Waits for `selector`'s element and scrolls it into view (to the centre) where it is not wholly in view. */
const inView = (page, selector) =>
  until(
    page,
    (spec) => {
      const el = window.__taps.find(spec)
      if (!el) return false
      const r = el.getBoundingClientRect()
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      return true
    },
    selector,
    `${selector} on the page`
  )

/** The centre of `selector`'s element, scrolled into view, checked to be that element's. */
async function centreOf(page, selector) {
  await inView(page, selector)
  const got = await page.evaluate((spec) => {
    const el = window.__taps.find(spec)
    const r = el.getBoundingClientRect()
    if (!r.width || !r.height) return { error: 'is not on screen' }
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2]
    const top = document.elementFromPoint(x, y)
    if (top === null || (el !== top && !el.contains(top)))
      return { error: 'another element covers its centre' }
    return { x, y }
  }, selector)
  if (got.error) throw new Error(`${selector}: ${got.error}`)
  return got
}

/** Focuses `selector`'s element (waiting for it), as a visitor's Tab or press would. */
const focus = (selector) => async (page) => {
  await until(page, (spec) => !!window.__taps.find(spec), selector, `${selector} on the page`)
  await page.evaluate((spec) => window.__taps.find(spec).focus(), selector)
}

/**
 * Scrolls a control into view as a visitor would and waits until it is live: a section below
 * the first screens keeps its prerendered HTML until the visitor comes near it, then loads and
 * hydrates (src/dom/near-screen.tsx, `data-near`). The tap that follows is measured on the page
 * a visitor taps, not on HTML still waiting for its code (that tap would be held and replayed).
 */
const reach = (selector) => async (page) => {
  await inView(page, selector)
  await until(
    page,
    (spec) => window.__taps.find(spec).closest('[data-near]')?.dataset.near !== 'waiting',
    selector,
    `${selector} live`
  )
}
const key = (selector, k) => async (page) => {
  await focus(selector)(page)
  await page.keyboard.press(k)
}

/**
 * Makes a step ready to be measured: its own `prepare`, then the control it taps or clicks
 * scrolled into view and live (`reach`). A visitor scrolls to a control, and the page comes to
 * rest, before tapping it; a tap sent straight after a jump scroll measured the scroll's frame
 * too (the newly exposed screen's raster and the sections it woke), as the pricing tier's and
 * the FAQ's did, their controls off screen after the step before. Every tool that runs the steps
 * calls this, then `settle`.
 */
export async function prepareStep(page, step) {
  if (step.prepare) await step.prepare(page)
  if (step.act.selector) await reach(step.act.selector)(page)
}

/**
 * The interactions, page by page, in the order a visitor makes them in one visit.
 * `prepare` runs before the measured act (not measured); `optional` ones that are not on the
 * page (the selector it names finds nothing) are reported as such. `leaves` ends the page's visit (a navigation).
 * `answer` names what the tap adds to the page where that comes in a later frame than the tap's
 * own (a new page; the estimate, a frame after its "+ add"): the tap is also timed to the first
 * paint of any element matching it that the page adds (Element Timing): its answer painted.
 */
export const PAGES = [
  {
    route: '/',
    steps: [
      { name: 'theme toggle', act: tap('header button[aria-label$=" theme"]') },
      {
        name: 'home tier card (craft)',
        act: tap('[data-tier="craft"] button'),
      },
      {
        name: 'open the menu',
        prepare: async (page) => page.evaluate(() => window.scrollTo(0, 0)),
        act: tap('header button[aria-label="menu"]'),
      },
      {
        name: 'navigate to /build-service (drawer link)',
        act: tap('#nav-drawer a[href="/build-service"]'),
        answer: 'main h1',
        leaves: true,
      },
    ],
  },
  {
    route: '/build-service',
    steps: [
      {
        name: 'pricing tab (desoldering)',
        act: tap('[role=tablist] [role=tab] >> nth=2'),
      },
      {
        name: 'pricing layout (75%)',
        act: tap('[role=radiogroup]:not([aria-label="service tier"]) [role=radio] >> nth=1'),
      },
      {
        name: 'estimate add',
        prepare: tap('[role=tablist] [role=tab]'),
        act: tap('button[aria-label="add Standard Lubing to the estimate"]'),
        answer: '[data-estimate] li',
      },
      {
        name: 'estimate switch count (one key)',
        prepare: async (page) => {
          await focus('[data-estimate] input')(page)
          await page.evaluate(() => document.activeElement.select())
        },
        act: key('[data-estimate] input', '9'),
      },
      {
        name: 'pricing tier (standard)',
        act: tap('[role=radiogroup][aria-label="service tier"] [role=radio] >> nth=1'),
      },
      {
        name: 'FAQ answer',
        act: tap('h3 > button[aria-expanded][aria-controls*="-a"]'),
      },
      {
        name: 'volume step (key)',
        prepare: focus('[role=slider][aria-label="ambience volume"]'),
        act: key('[role=slider][aria-label="ambience volume"]', 'ArrowRight'),
      },
      { name: 'mute', act: tap('button[aria-label="mute ambience"]') },
    ],
  },
  {
    route: '/keyboards/azoth',
    steps: [
      { name: 'sound test play', act: tap('button[aria-label="play the sound test"]') },
      { name: 'sound test A/B', act: tap('input[type=radio][value="tuned"]') },
    ],
  },
  {
    route: '/keyboards',
    steps: [
      {
        name: 'load more',
        optional: 'main button >> text=load more',
        act: tap('main button >> text=load more'),
      },
    ],
  },
  {
    route: '/build-service',
    size: WIDE,
    wide: true,
    steps: [
      {
        name: 'globe click (1280x800)',
        prepare: async (page) =>
          until(
            page,
            () => !!document.querySelector('[role=application]'),
            null,
            'the globe',
            30_000
          ),
        act: click('[role=application]'),
      },
      {
        name: 'globe key (1280x800)',
        prepare: focus('[role=application]'),
        act: key('[role=application]', 'ArrowRight'),
      },
    ],
  },
]

/** The floor: a plain page whose button changes one line of text. */
const FLOOR = {
  route: null,
  steps: [{ name: 'floor: plain page, one line of text', act: tap('button') }],
}

/**
 * Opens `url` as the taps see it: `def`'s viewport (touch, but for a wide page's mouse), the
 * Event Timing and long-task observers `settle` reads, the tier forced when `quality` is given,
 * the CPU slowed 4x from the start of the load, and the page hydrated. The bench's taps and the
 * tools that trace or profile one of them (bench/trace-tap.mjs, bench/profile-tap.mjs) open it
 * here, so a tool sees the page the bench measured.
 */
export async function openTapPage(browser, url, def, quality = null) {
  const touch = !def.wide
  const context = await browser.newContext({
    viewport: def.size ?? TAP_SIZE,
    deviceScaleFactor: 1,
    hasTouch: touch,
    isMobile: touch,
  })
  try {
    await context.addInitScript(OBSERVE)
    if (quality)
      await context.addInitScript((q) => sessionStorage.setItem('thock-quality-forced', q), quality)
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    if (def.route)
      await until(
        page,
        () => document.documentElement.hasAttribute('data-hydrated'),
        null,
        'hydration',
        30_000
      ).catch(() => {})
    return { context, page, cdp }
  } catch (e) {
    await context.close().catch(() => {})
    throw e
  }
}

/** One visit of one page at 4x: each step's worst event entry (or a note why there is none). */
async function visitPage(browser, url, def, quality) {
  const { context, page } = await openTapPage(browser, url, def, quality)
  const out = {}
  try {
    await sleep(1500)
    for (const step of def.steps) {
      try {
        if (
          step.optional &&
          !(await page.evaluate((spec) => !!window.__taps.find(spec), step.optional).catch(() => 0))
        ) {
          out[step.name] = { absent: true }
          continue
        }
        await prepareStep(page, step)
        await settle(page)
        await page.evaluate(() => (window.__taps.events.length = 0))
        if (step.answer) await page.evaluate((css) => window.__taps.watchAnswer(css), step.answer)
        const t0 = await page.evaluate(() => performance.now())
        await step.act(page)
        // entries are reported after the next paint; give the slowed page time for it
        await sleep(1200)
        const answerAt = step.answer
          ? await until(
              page,
              () => window.__taps.answerAt,
              null,
              `${step.answer} painted`,
              10_000
            ).catch(() => null)
          : null
        const events = await page.evaluate(() => window.__taps.events).catch(() => [])
        const mine = events.filter((e) => e.start >= t0 - 5)
        await page.evaluate(() => window.__taps.stopAnswer?.()).catch(() => {})
        const worst = mine.reduce((a, b) => (!a || b.duration > a.duration ? b : a), null)
        // timed from the interaction's first reported event (the touch's own time, where its
        // pointerdown took 16 ms or more), else from just before the tap was sent
        const first = Math.min(...mine.filter((e) => e.id === worst?.id).map((e) => e.start))
        const answered =
          answerAt === null ? {} : { answer: answerAt - (Number.isFinite(first) ? first : t0) }
        if (!worst) {
          out[step.name] = { under16: true, ...answered } // no entry: the tap took < 16 ms
        } else {
          out[step.name] = {
            duration: worst.duration,
            inputDelay: worst.processingStart - worst.start,
            handlers: worst.processingEnd - worst.processingStart,
            presentation: worst.start + worst.duration - worst.processingEnd,
            type: worst.type,
            interactions: new Set(mine.map((e) => e.id)).size,
            ...answered,
          }
        }
        if (step.leaves) await page.waitForURL(/build-service/, { timeout: 15_000 }).catch(() => {})
      } catch (e) {
        out[step.name] = { error: e.message.split('\n')[0].slice(0, 160) }
      }
    }
  } finally {
    await context.close().catch(() => {})
  }
  return out
}

const med = (xs) => {
  const v = xs.filter(Number.isFinite).sort((a, b) => a - b)
  if (!v.length) return null
  const m = v.length >> 1
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2
}

/**
 * Runs `passes` passes over every page (and the floor) and returns, per interaction, the
 * median duration and the median of each part, the runs, and the floor's. `routes`, when
 * given, keeps only the pages of those routes (the floor is always measured). `quality`
 * forces the page's tier (the session key the dev panel sets), as a phone's GPU puts it in
 * 'full' where this machine's renderer would choose 'lite'. `log` gets one line per page visit.
 */
export async function tapToPaint(
  browser,
  base,
  floorUrl,
  { passes = 3, log = () => {}, routes = null, quality = null } = {}
) {
  const runs = {} // name -> [result per pass]
  const pages = [
    ...PAGES.filter((p) => !routes || routes.includes(p.route)),
    { ...FLOOR, url: floorUrl },
  ]
  for (let pass = 0; pass < passes; pass++) {
    for (const def of pages) {
      const url = def.url ?? base + def.route
      log(`taps: pass ${pass + 1}/${passes}, ${def.route ?? 'floor page'}`)
      const got = await visitPage(browser, url, def, def.route ? quality : null)
      for (const [name, r] of Object.entries(got)) (runs[name] ??= []).push(r)
    }
  }
  const result = []
  for (const def of pages)
    for (const step of def.steps) {
      const rs = runs[step.name] ?? []
      const measured = rs.filter((r) => Number.isFinite(r.duration) || r.under16)
      const dur = (r) => (r.under16 ? 16 : r.duration)
      result.push({
        name: step.name,
        route: def.route,
        floor: !def.route,
        size: def.size ?? TAP_SIZE,
        absent: rs.length > 0 && rs.every((r) => r.absent),
        errors: rs.filter((r) => r.error).map((r) => r.error),
        runs: measured.map(dur),
        under16: measured.filter((r) => r.under16).length,
        duration: med(measured.map(dur)),
        inputDelay: med(measured.map((r) => r.inputDelay ?? 0)),
        handlers: med(measured.map((r) => r.handlers ?? 0)),
        presentation: med(measured.map((r) => r.presentation ?? 0)),
        hasAnswer: Boolean(step.answer),
        answer: step.answer ? med(rs.map((r) => r.answer)) : null,
        type: measured.find((r) => r.type)?.type ?? '',
      })
    }
  return result
}

const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a')

/** The issue's target for one tap: <= 100 ms, or within 2x the floor of the same run. */
export const withinTapTarget = (duration, floor) =>
  duration <= 100 || (Number.isFinite(floor) && floor > 0 && duration <= 2 * floor)

/** One run's verdict: the floor, the measured interactions, the worst, what missed. */
function judge(taps) {
  const floor = taps.find((t) => t.floor)?.duration ?? null
  const real = taps.filter((t) => !t.floor && !t.absent && Number.isFinite(t.duration))
  const missing = taps.filter((t) => !t.floor && !t.absent && !Number.isFinite(t.duration))
  const worst = real.reduce((a, b) => (!a || b.duration > a.duration ? b : a), null)
  const ok = (t) => withinTapTarget(t.duration, floor)
  return { floor, real, missing, worst, ok }
}

function tapRow(title, taps) {
  const target = '<= 100 ms or <= 2x floor; none > 200'
  if (!taps) return row(title, 'n/a', target, null)
  const { floor, real, missing, worst, ok } = judge(taps)
  return row(
    title,
    worst
      ? `worst ${worst.name} ${ms(worst.duration)}; ${real.filter(ok).length}/${real.length} within target; floor ${ms(floor)}`
      : 'n/a',
    target,
    worst && !missing.length ? real.every(ok) && worst.duration <= 200 : null,
    [
      missing.length ? `not measured: ${missing.map((t) => t.name).join(', ')}` : '',
      answerNote(real),
    ]
      .filter(Boolean)
      .join('; ')
  )
}

/** The slowest answer painted among the taps whose answer comes after their next paint. */
function answerNote(taps) {
  const later = taps.filter((t) => Number.isFinite(t.answer))
  if (!later.length) return ''
  const w = later.reduce((a, b) => (b.answer > a.answer ? b : a))
  return `answer painted (where later than the next paint): worst ${w.name} ${ms(w.answer)}`
}

/** A step's answer painted, in both paths, where it has an `answer` (else its next paint is it). */
const answerCell = (t, u) =>
  t.absent || t.floor
    ? ''
    : t.hasAnswer
      ? `${ms(t.answer)}${u ? `; software path ${ms(u.answer)}` : ''}`
      : 'its next paint'

const split = (t) =>
  `${ms(t.duration)} (${Math.round(t.inputDelay)} / ${Math.round(t.handlers)} / ${Math.round(t.presentation)})`

/**
 * The table rows (worst interaction against its targets, with the project's Chromium flags and
 * on Chromium's software path) and a section with every interaction in both.
 */
export function tapFigures(taps, soft, rows, sections) {
  const title = `tap to next paint, 4x CPU, ${TAP_SIZE.width}x${TAP_SIZE.height} (event timing, median of 3)`
  rows.push(tapRow(title, taps))
  rows.push(tapRow(`${title}, software path`, soft))
  if (!taps) return
  const { floor } = judge(taps)
  const softFloor = soft ? judge(soft).floor : null
  const softOf = (t) => soft?.find((x) => x.name === t.name)
  sections.push({
    title: 'Tap to next paint at 4x CPU',
    body: [
      mdTable(
        [
          'interaction',
          'page',
          'median',
          'input delay',
          'handlers',
          'presentation',
          'answer painted',
          'runs',
          'event',
          'vs floor',
          'software path (delay / handlers / presentation)',
          'vs its floor',
        ],
        taps.map((t) => {
          const u = softOf(t)
          const uOk = u && !u.absent && Number.isFinite(u.duration)
          return [
            t.name,
            t.route ?? '(peer page)',
            t.absent
              ? 'not on the page'
              : ms(t.duration) + (t.under16 ? ` (${t.under16} run(s) < 16 ms)` : ''),
            t.absent ? '' : ms(t.inputDelay),
            t.absent ? '' : ms(t.handlers),
            t.absent ? '' : ms(t.presentation),
            answerCell(t, u),
            t.runs.map((x) => Math.round(x)).join(', ') +
              (t.errors.length ? ` (errors: ${t.errors.join('; ')})` : ''),
            t.type,
            floor && Number.isFinite(t.duration) ? `${(t.duration / floor).toFixed(1)}x` : '',
            uOk ? split(u) : u?.errors.length ? `errors: ${u.errors.join('; ')}` : 'n/a',
            uOk && softFloor ? `${(u.duration / softFloor).toFixed(1)}x` : '',
          ]
        })
      ),
      '',
      `A fresh context per page and pass, ${TAP_SIZE.width}x${TAP_SIZE.height} touch (the globe at 1280x800 with a mouse: it is`,
      'live only at 768 px and up), dpr 1, CPU slowed 4x (CDP `Emulation.setCPUThrottlingRate`) from',
      'the start of the load. Each interaction waits for a settled page (no long task for 500 ms and',
      'no scene near the screen still building: `data-scene-building`), then is one CDP tap or',
      'key press. Its figure is the longest Event Timing entry of its `interactionId` (as INP',
      'counts it; entries under 16 ms are not reported and count as 16):',
      'input delay = processingStart - startTime, handlers = processingEnd - processingStart,',
      'presentation = the rest, to the next painted frame. Median of 3 passes (each part is its own',
      'median). The floor is a plain page whose button changes one line of text, in the same run.',
      "Where a tap's answer comes in a later frame than its own (a new page; the estimate, drawn a",
      'frame after its "+ add"), "answer painted" times it from the interaction\'s first reported',
      'event to the first paint of what the tap added (Element Timing on the elements the page',
      "adds that match the step's `answer`: the new page's heading, the estimate's line; the same",
      'passes); elsewhere the next paint is the answer.',
      "The first columns use the project's Chromium flags, under which SwiftShader is the GPU and",
      'Chromium rasterises and composites the page on it; the software path adds',
      '`--disable-gpu-compositing --disable-gpu-rasterization`, what Chromium itself does where there',
      'is no usable GPU (raster on the CPU, software compositing, WebGL read back), each beside its',
      'own floor from the same browser (scripts/chromium.mjs).',
    ].join('\n'),
  })
}
