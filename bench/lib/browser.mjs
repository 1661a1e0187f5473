// The in-browser figures, measured with playwright-core in Debian's Chromium and the
// probe of bench/probe.js (WebGL calls, long tasks, layout shifts, hidden tab).
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { TAP_SIZE } from './interactions.mjs'
import { chromiumCpuDuring, percentile, sleep, withTimeout } from './util.mjs'

const VIEWPORT = { width: 1280, height: 720 }

/** Launches headless Chromium with the project's flags (software WebGL). */
export async function launchBrowser(executablePath, args) {
  return withTimeout('launching Chromium', 60_000, () =>
    chromium.launch({ executablePath, args, headless: true, timeout: 60_000 })
  )
}

/**
 * What Chromium with `args` draws on: WebGL's unmasked renderer, and chrome://gpu's
 * compositing line. `hardware` when neither is a software rasteriser.
 */
export async function gpuInfo(executablePath, args) {
  const browser = await launchBrowser(executablePath, args)
  try {
    const page = await browser.newPage()
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2')
      if (!gl) return 'no WebGL 2'
      const ext = gl.getExtension('WEBGL_debug_renderer_info')
      return String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
    })
    await page.goto('chrome://gpu')
    await sleep(1000)
    const compositing = await page
      .evaluate(() => {
        const text = document.querySelector('info-view')?.shadowRoot?.textContent ?? ''
        return /Compositing:\s*([^\n]+?)(?=\s{2,}|\n|Multiple|OpenGL|Rasterization|$)/.exec(
          text
        )?.[1]
      })
      .catch(() => null)
    const soft = /swiftshader|llvmpipe|software|no webgl/i
    return {
      renderer,
      compositing: compositing
        ? `compositing ${compositing.replace(/\*$/, '').trim()}`
        : 'compositing: unknown',
      hardware: !soft.test(renderer) && !/software/i.test(compositing ?? ''),
    }
  } finally {
    await browser.close().catch(() => {})
  }
}

/**
 * A fresh context (cold cache) at 1280x720 (or `viewport`, touch where `touch`), dpr 1, with
 * the probe installed.
 */
export async function openPage(browser, root, viewport = VIEWPORT, touch = false) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: touch,
    hasTouch: touch,
  })
  await context.addInitScript({ path: path.join(root, 'bench/probe.js') })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.setDefaultNavigationTimeout(60_000)
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { context, page, errors }
}

/** Goes to `url` and waits for the load event and hydration (data-hydrated on <html>). */
export async function visit(page, url) {
  const res = await page.goto(url, { waitUntil: 'load' })
  const hydrated = await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .then(() => true)
    .catch(() => false)
  return { status: res?.status() ?? 0, hydrated }
}

/** Waits for the persistent canvas (null when it never appeared: no WebGL, or not on this page). */
async function waitForCanvas(page, ms = 20_000) {
  const canvas = page.locator('.stage canvas')
  const appeared = (timeout) =>
    canvas
      .waitFor({ state: 'attached', timeout })
      .then(() => true)
      .catch(() => false)
  if (await appeared(2000)) return true
  // the stage starts on demand (a scene near the screen, or a pointer on a tilt
  // card for its glare): start it as a visitor would
  await page
    .locator('[data-tilt]')
    .first()
    .hover({ timeout: 5000 })
    .catch(() => {})
  if (await appeared(3000)) return true
  // in 'lite' a card glares with CSS and starts nothing: bring the page's scene near
  // (the home tunnel at the bottom), then go back to the top
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const shown = await appeared(ms)
  await page.evaluate(() => window.scrollTo(0, 0))
  return shown
}

const bench = (page) =>
  page.evaluate(() => ({ ...window.__bench, frameTimes: undefined, callTimes: undefined }))

/** Waits until the canvas drew no frame for `quietMs` (or `maxMs` passed); returns true if quiet. */
async function settle(page, quietMs = 1000, maxMs = 4000) {
  const until = Date.now() + maxMs
  let last = await page.evaluate(() => window.__bench.frames)
  let since = Date.now()
  while (Date.now() < until) {
    await sleep(200)
    const now = await page.evaluate(() => window.__bench.frames)
    if (now !== last) {
      last = now
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return true
  }
  return false
}

/** Frames drawn in `ms` from now. */
async function framesIn(page, ms) {
  await page.evaluate(() => window.__bench.resetFrames())
  await sleep(ms)
  return page.evaluate(() => ({ frames: window.__bench.frames, maxDraws: window.__bench.maxDraws }))
}

/** CLS as Chrome defines it: the largest session window (1 s gap, 5 s max) of shifts without recent input. */
function cls(shifts) {
  let best = 0
  let current = 0
  let start = -Infinity
  let prev = -Infinity
  for (const s of shifts.filter((x) => !x.input).sort((a, b) => a.start - b.start)) {
    if (s.start - prev > 1000 || s.start - start > 5000) {
      current = 0
      start = s.start
    }
    current += s.value
    prev = s.start
    best = Math.max(best, current)
  }
  return best
}

/** Reads the page's largest contentful paint and describes its element. */
function readLcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const describe = (el) => {
          if (!el) return { tag: null, text: '', kind: 'removed node' }
          const tag = el.tagName.toLowerCase()
          const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : ''
          const kind =
            tag === 'canvas'
              ? 'canvas'
              : ['img', 'image', 'video', 'svg'].includes(tag)
                ? 'image'
                : 'text'
          const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
          return { tag: cls ? `${tag}.${cls}` : tag, text, kind }
        }
        let done = false
        const finish = (entries) => {
          if (done) return
          done = true
          const e = entries[entries.length - 1]
          if (!e) return resolve(null)
          const d = describe(e.element)
          resolve({
            ms: e.startTime,
            size: e.size,
            url: e.url,
            ...d,
            kind: e.url ? 'image' : d.kind,
          })
        }
        new PerformanceObserver((list) => finish(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        })
        setTimeout(() => finish([]), 1000)
      })
  )
}

/**
 * LCP of `url` in a cold context at a phone's size (the taps' 390x844), touch, with the CPU
 * slowed down 4x (CDP), no network throttling: where most visitors open the site.
 */
export async function lcpThrottled(browser, root, url) {
  const { context, page } = await openPage(browser, root, TAP_SIZE, true)
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const { status } = await visit(page, url)
    await sleep(1500) // late text (fonts) can still become the LCP
    const lcp = await readLcp(page)
    return { status, lcp }
  } finally {
    await context.close().catch(() => {})
  }
}

/**
 * One cold load of `url` at full speed: TBT (long tasks from load to load + 5 s),
 * CLS over that time, draw calls per frame, then frames drawn in 2 s at rest.
 */
export async function loadAndRest(browser, root, url) {
  const { context, page, errors } = await openPage(browser, root)
  try {
    const { status, hydrated } = await visit(page, url)
    const loadEnd = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? performance.now()
    )
    const wait = loadEnd + 5000 - (await page.evaluate(() => performance.now()))
    if (wait > 0) await sleep(wait)
    const canvasOnLoad = (await page.locator('.stage canvas').count()) > 0
    const b = await bench(page)
    const inWindow = b.longTasks.filter((t) => t.start >= loadEnd && t.start < loadEnd + 5000)
    const tbt = inWindow.reduce((n, t) => n + Math.max(0, t.duration - 50), 0)
    // frames at rest are measured with the canvas running: where nothing started it
    // on load, a pointer on a card starts it (after the TBT window), then leaves
    const canvas = canvasOnLoad || (await waitForCanvas(page))
    if (!canvasOnLoad) await page.mouse.move(1, 1)
    // the canvas element comes before its first frame (context, shaders): rest starts after that
    if (canvas)
      await page
        .waitForFunction(() => window.__bench.frames > 0, null, { timeout: 20_000 })
        .catch(() => {})
    const settled = await settle(page)
    const rest = await framesIn(page, 2000)
    const after = await bench(page)
    return {
      status,
      hydrated,
      canvas,
      canvasOnLoad,
      tbt,
      longTasks: inWindow.length,
      longestTask: Math.max(0, ...inWindow.map((t) => t.duration)),
      cls: cls(after.shifts),
      shiftNodes: [
        ...new Set(
          after.shifts
            .filter((x) => !x.input)
            .sort((x, y) => y.value - x.value)
            .flatMap((x) => x.nodes)
        ),
      ].slice(0, 3),
      maxDraws: Math.max(b.maxDraws, rest.maxDraws),
      contexts: after.contexts,
      settled,
      restFrames: rest.frames,
      errors,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Scrolls the home page top to bottom with the wheel (Lenis smooths it); CLS and draw calls on the way. */
export async function homeScroll(browser, root, base) {
  const { context, page } = await openPage(browser, root)
  try {
    await visit(page, `${base}/`)
    const canvas = await waitForCanvas(page)
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2)
    const until = Date.now() + 90_000
    let lastY = -1
    let stuck = 0
    let steps = 0
    while (Date.now() < until) {
      await page.mouse.wheel(0, 360)
      await sleep(120)
      steps++
      const { y, max } = await page.evaluate(() => ({
        y: window.scrollY,
        max: document.documentElement.scrollHeight - window.innerHeight,
      }))
      if (y >= max - 2 || Math.abs(y - lastY) < 1) stuck++
      else stuck = 0
      lastY = y
      if (stuck >= 8) break
    }
    await sleep(1000)
    const b = await bench(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const shifts = b.shifts
      .filter((x) => !x.input)
      .sort((x, y) => y.value - x.value)
      .slice(0, 5)
      .map((x) => ({ value: x.value, y: Math.round(x.y), nodes: x.nodes }))
    return {
      canvas,
      shifts,
      cls: cls(b.shifts),
      maxDraws: b.maxDraws,
      frames: b.frames,
      scrolledTo: Math.round(lastY),
      height,
      steps,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Frames a page draws in 2 s while its tab is hidden (emulated; see bench/probe.js). */
export async function hiddenTab(browser, root, url) {
  const { context, page } = await openPage(browser, root)
  try {
    await visit(page, url)
    const canvas = await waitForCanvas(page)
    await sleep(2000)
    const visible = await framesIn(page, 2000)
    await page.evaluate(() => window.__bench.setHidden(true))
    await sleep(300)
    const hidden = await framesIn(page, 2000)
    const state = await page.evaluate(() => document.visibilityState)
    await page.evaluate(() => window.__bench.setHidden(false))
    const back = await framesIn(page, 1000)
    return {
      canvas,
      visibleFrames: visible.frames,
      hiddenFrames: hidden.frames,
      state,
      framesAfterShow: back.frames,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Scrolls so a live 3D slot is in view; `where` is 'first' (top-most) or 'last' (bottom-most). */
async function bringSlotIntoView(page, where) {
  if (where === 'last') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  } else {
    await page.evaluate(() => {
      const el = document.querySelector('[data-scene-slot]')
      if (el) el.scrollIntoView({ block: 'center' })
    })
  }
  await sleep(1000)
  return page.evaluate((where) => {
    // slots with a size, live ones first; then the top-most or bottom-most of them
    const sized = [...document.querySelectorAll('[data-scene-slot]')].filter((e) => {
      const r = e.getBoundingClientRect()
      return r.width > 0 && r.height > 0
    })
    const live = sized.filter((e) => e.dataset.sceneSlot === 'live')
    const pool = live.length ? live : sized
    const el = where === 'last' ? pool[pool.length - 1] : pool[0]
    if (!el) return null
    const r = el.getBoundingClientRect()
    const visible = r.bottom > 0 && r.top < innerHeight && r.width > 0 && r.height > 0
    return {
      live: el.dataset.sceneSlot === 'live',
      visible,
      rect: { x: r.x, y: r.y, width: r.width, height: r.height },
      label: el.getAttribute('aria-label') ?? el.className.split(/\s+/)[0],
    }
  }, where)
}

/**
 * Frame-interval p95 over `frames` drawn frames while a 3D scene is in view.
 * Waits (up to 45 s) for the scene's own animation, however slow; if it draws
 * nothing in 2 s, drives frames by moving the pointer over the slot (as a visitor
 * would, up to 20 s) and says so. Fewer frames than asked are reported as such.
 */
export async function frameIntervals(
  browser,
  root,
  url,
  where,
  frames,
  passiveMs = 45_000,
  drivenMs = 20_000
) {
  const { context, page } = await openPage(browser, root)
  try {
    await visit(page, url)
    const canvas = await waitForCanvas(page)
    await sleep(1000)
    const slot = await bringSlotIntoView(page, where)
    await page.evaluate(() => window.__bench.resetFrames())
    const need = frames + 1
    const count = () => page.evaluate(() => window.__bench.frameTimes.length)
    let driven = false
    // the scene's own animation, however slow; an idle scene (nothing in 2 s) is driven instead
    await sleep(2000)
    let until = Date.now() + passiveMs
    if ((await count()) >= 3) while (Date.now() < until && (await count()) < need) await sleep(250)
    else if (slot?.visible) {
      driven = true
      until = Date.now() + drivenMs
      const { x, y, width, height } = slot.rect
      let t = 0
      while (Date.now() < until && (await count()) < need) {
        t += 0.35
        await page.mouse.move(
          x + width / 2 + Math.cos(t) * width * 0.3,
          Math.max(1, y + height / 2 + Math.sin(t) * height * 0.3)
        )
      }
    }
    const { frameTimes, callTimes } = await page.evaluate(() => window.__bench)
    const b = await bench(page)
    return {
      canvas,
      slot,
      driven,
      frames: Math.min(need, frameTimes.length),
      ...drawnFrameIntervals(frameTimes.slice(0, need), callTimes.slice(0, need)),
      maxDraws: b.maxDraws,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Client-side navigation (what wouter's <Link> does), then waits for the new page's h1. */
async function navigate(page, to) {
  await page.evaluate((to) => history.pushState(null, '', to), to)
  // a boolean, not the h1: a returned element would stay referenced by the DevTools
  // protocol handle and keep every visited page's detached DOM alive (a false leak)
  await page.waitForFunction(
    (to) => location.pathname === to && document.querySelector('main h1') !== null,
    to,
    { timeout: 15_000 }
  )
  await sleep(250) // scenes mount, load their lazy chunks and draw
}

/**
 * A heap snapshot summed by V8 node type (code, object, native, string, …): self sizes in
 * bytes. Tells JIT code and browser-side buffers apart from objects the app keeps alive.
 */
async function heapByType(cdp) {
  const chunks = []
  const onChunk = (e) => chunks.push(e.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  const snap = JSON.parse(chunks.join(''))
  const fields = snap.snapshot.meta.node_fields
  const types = snap.snapshot.meta.node_types[0]
  const type = fields.indexOf('type')
  const size = fields.indexOf('self_size')
  const sums = {}
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const t = types[snap.nodes[i + type]]
    sums[t] = (sums[t] ?? 0) + snap.nodes[i + size]
  }
  return sums
}

async function gcHeap(cdp) {
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage')
    await sleep(150)
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/**
 * `cycles` trips through every route by client-side navigation in one page; heap after GC (and
 * a heap snapshot's sizes by type) and live WebGL buffers/textures after each cycle in `at`
 * (by default cycle 1, the middle one, the later half at least as long, and the last): `snaps`, in that order.
 */
export async function routeCycles(browser, root, base, routes, cycles, at = null) {
  const marks = new Set(at ?? [1, 1 + Math.floor((cycles - 1) / 2), cycles])
  const { context, page, errors } = await openPage(browser, root)
  try {
    const cdp = await context.newCDPSession(page)
    await visit(page, `${base}/`)
    const canvas = await waitForCanvas(page)
    await sleep(1000)
    const order = [...routes.filter((r) => r !== '/'), '/']
    const snaps = []
    let maxDraws = 0
    const perRoute = { first: {}, last: {} } // live buffers/textures right after each page, no GC
    for (let c = 1; c <= cycles; c++) {
      for (const r of order) {
        await navigate(page, r)
        if (c === 1 || c === cycles) {
          const live = await page.evaluate(() => [
            window.__bench.liveBuffers,
            window.__bench.liveTextures,
          ])
          perRoute[c === 1 ? 'first' : 'last'][r] = live
        }
      }
      if (!marks.has(c)) continue
      await settle(page, 500, 3000)
      const heap = await gcHeap(cdp)
      const byType = await heapByType(cdp)
      const b = await bench(page)
      maxDraws = Math.max(maxDraws, b.maxDraws)
      snaps.push({
        cycle: c,
        heap,
        byType,
        buffers: b.liveBuffers,
        textures: b.liveTextures,
        contexts: b.contexts,
      })
    }
    return {
      canvas,
      cycles,
      snaps,
      first: snaps[0],
      last: snaps.at(-1),
      maxDraws,
      errors,
      perRoute,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Size (CSS px, the smaller side) of the first 3D slot on `url`, or null. */
async function slotSize(page) {
  return page.evaluate(() => {
    const el = document.querySelector('[data-scene-slot]')
    if (!el) return null
    const r = el.getBoundingClientRect()
    return Math.round(Math.min(r.width, r.height)) || null
  })
}

/**
 * CPU seconds all Chromium processes use in `ms` at rest on `url` vs on the cobe peer
 * page with a globe of the same size; `rounds` alternations (A B A B …), summed.
 */
export async function cpuVersusPeer(browser, root, url, peerBase, rounds, ms = 5000) {
  const result = {
    site: 0,
    peer: 0,
    siteFrames: 0,
    peerFrames: 0,
    size: null,
    canvas: false,
    sizeGuessed: false,
    rounds,
    load: [],
    siteByType: {},
    peerByType: {},
  }
  // warm-up: the browser's own start-up work must not land in the first window
  {
    const { context, page } = await openPage(browser, root)
    await page.goto('about:blank')
    await sleep(2000)
    await context.close().catch(() => {})
  }
  const cpuWindow = async (page, byType) => {
    await page.evaluate(() => window.__bench.resetFrames())
    result.load.push(os.loadavg()[0])
    const cpu = await chromiumCpuDuring(ms, byType)
    const frames = await page.evaluate(() => window.__bench.frames)
    return { cpu, frames }
  }
  for (let i = 0; i < rounds; i++) {
    {
      const { context, page } = await openPage(browser, root)
      try {
        await visit(page, url)
        result.canvas = await waitForCanvas(page)
        await sleep(3000)
        if (result.size === null) {
          result.size = await slotSize(page)
          if (!result.size) {
            result.size = 600
            result.sizeGuessed = true
          }
        }
        const w = await cpuWindow(page, result.siteByType)
        result.site += w.cpu
        result.siteFrames += w.frames
      } finally {
        await context.close().catch(() => {})
      }
    }
    {
      const { context, page } = await openPage(browser, root)
      try {
        await page.goto(`${peerBase}/?size=${result.size}`, { waitUntil: 'load' })
        await page.waitForFunction(() => window.__peerReady === true, null, { timeout: 20_000 })
        await sleep(3000)
        const w = await cpuWindow(page, result.peerByType)
        result.peer += w.cpu
        result.peerFrames += w.frames
      } finally {
        await context.close().catch(() => {})
      }
    }
  }
  return result
}

/**
 * The JS files `/` requests, in order, until the first 3D chunk is requested
 * (`stageFiles`: file names in dist/assets). Sizes are added up by the caller.
 */
export async function jsRequestsOnHome(browser, root, base, stageFiles) {
  const { context, page } = await openPage(browser, root)
  try {
    const requested = []
    page.on('request', (req) => {
      const u = new URL(req.url())
      if (u.pathname.endsWith('.js')) requested.push(u.pathname)
    })
    await visit(page, `${base}/`)
    const canvas = await waitForCanvas(page)
    await sleep(1500)
    const firstStage = requested.findIndex((p) => stageFiles.has(path.basename(p)))
    const before = firstStage === -1 ? requested : requested.slice(0, firstStage)
    return {
      canvas,
      requested: [...new Set(requested)],
      before: [...new Set(before)],
      stageRequested: firstStage !== -1,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** One frame at 60 Hz, the refresh rate of the browsers the bench drives. */
const FRAME_MS = 1000 / 60

/**
 * Intervals between drawn frames, on the frame clock (each frame's time, as
 * requestAnimationFrame gets it: which frame the picture lands in). That clock reads in steps
 * of 0.1 ms here (timers are coarsened without cross-origin isolation) and its frame times
 * wobble by about as much, so two 60 Hz frames read 33.3 to 33.5 ms: an interval within
 * 0.5 ms of a whole number of frames counts as that many frames (`p95`; `rawP95` unrounded).
 * Beside them, the same intervals between the clear calls themselves (performance.now(): also
 * where in its frame's task the draw ran). `missed`: intervals over two frames (34 ms).
 */
function drawnFrameIntervals(frameTimes, callTimes) {
  const gaps = (ts) => ts.slice(1).map((t, i) => t - ts[i])
  const toFrames = (x) => {
    const n = Math.round(x / FRAME_MS)
    return n >= 1 && Math.abs(x - n * FRAME_MS) <= 0.5 ? n * FRAME_MS : x
  }
  const intervals = gaps(frameTimes)
  return {
    p50: percentile(intervals.map(toFrames), 50),
    p95: percentile(intervals.map(toFrames), 95),
    rawP95: percentile(intervals, 95),
    max: intervals.length ? Math.max(...intervals) : null,
    missed: intervals.filter((x) => x > 34).length,
    callP95: percentile(gaps(callTimes), 95),
  }
}

/** Reference for the frame-interval figures: intervals of the cobe peer page's own frames. */
export async function peerFrameIntervals(browser, root, peerUrl, size, frames, rafFrames) {
  const { context, page } = await openPage(browser, root)
  try {
    await page.goto(`${peerUrl}/?size=${size}`, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__peerReady === true, null, { timeout: 20_000 })
    await sleep(1500)
    await page.evaluate(() => window.__bench.resetFrames())
    const until = Date.now() + 25_000
    while (Date.now() < until) {
      if ((await page.evaluate(() => window.__bench.frameTimes.length)) > frames) break
      await sleep(250)
    }
    const { frameTimes, callTimes } = await page.evaluate(() => window.__bench)
    const drawn = drawnFrameIntervals(
      frameTimes.slice(0, frames + 1),
      callTimes.slice(0, frames + 1)
    )
    // the browser's own frame rate: requestAnimationFrame on an empty page
    await page.goto('about:blank')
    const raf = await page.evaluate(
      (n) =>
        new Promise((resolve) => {
          const t = []
          const step = (now) => {
            t.push(now)
            if (t.length > n) resolve(t)
            else requestAnimationFrame(step)
          }
          requestAnimationFrame(step)
          setTimeout(() => resolve(t), 20_000)
        }),
      rafFrames
    )
    const rafIntervals = raf.slice(1).map((x, i) => x - raf[i])
    return {
      frames: Math.min(frames + 1, frameTimes.length),
      ...drawn,
      rafFrames: raf.length,
      rafP50: percentile(rafIntervals, 50),
      rafP95: percentile(rafIntervals, 95),
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/** Records requestAnimationFrame timestamps from now on (window.__rafTimes); returns nothing. */
const startRafLog = (page) =>
  page.evaluate(() => {
    const t = (window.__rafTimes = [])
    const step = (now) => {
      t.push(now)
      if (t.length < 20_000) requestAnimationFrame(step)
    }
    requestAnimationFrame(step)
  })

/**
 * Frame intervals (between requestAnimationFrame callbacks, what a visitor sees as
 * smoothness) while scrolling `url` from top to bottom at `size` ({ width, height, touch }).
 * Desktop: mouse-wheel steps of 170 px, 10 per second (Lenis smooths them, as for a
 * visitor). Touch: finger strokes of 400 px in ~200 ms (CDP touch events), one every
 * 300 ms (native scrolling and fling, as on a phone). At most `maxMs` of scrolling.
 */
export async function scrollFeel(browser, root, url, size, maxMs = 15_000, initScript = null) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    hasTouch: !!size.touch,
    isMobile: !!size.touch,
  })
  await context.addInitScript({ path: path.join(root, 'bench/probe.js') })
  if (initScript) await context.addInitScript(initScript)
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  try {
    const res = await page.goto(url, { waitUntil: 'load' })
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 5000 })
      .catch(() => {})
    await sleep(2000) // what loads on load has loaded; the scroll starts on a settled page
    const cdp = size.touch ? await context.newCDPSession(page) : null
    if (!cdp) await page.mouse.move(size.width / 2, size.height / 2)
    const tier = () => page.evaluate(() => document.documentElement.dataset.quality ?? 'full')
    const tierAtStart = await tier()
    await startRafLog(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const t0 = Date.now()
    let steps = 0
    let atEnd = 0
    while (Date.now() - t0 < maxMs) {
      if (cdp) {
        // one finger stroke: 400 px up in 12 moves ~16 ms apart, then lifted (the page flings on)
        const x = Math.round(size.width / 2)
        let y = Math.round(size.height * 0.8)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
        for (let i = 0; i < 12; i++) {
          y -= 33
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
          await sleep(16)
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
        const wait = t0 + (steps + 1) * 300 - Date.now()
        if (wait > 0) await sleep(wait)
      } else {
        await page.mouse.wheel(0, 170)
        const wait = t0 + (steps + 1) * 100 - Date.now()
        if (wait > 0) await sleep(wait)
      }
      steps++
      if (steps % 5 === 0 || cdp) {
        const end = await page.evaluate(
          () => window.scrollY >= document.documentElement.scrollHeight - innerHeight - 2
        )
        if (end && ++atEnd >= 2) break
      }
    }
    await sleep(300)
    const times = await page.evaluate(() => {
      const t = window.__rafTimes
      window.__rafTimes = []
      return t
    })
    const scrolledTo = await page.evaluate(() => Math.round(window.scrollY))
    const tierAtEnd = await tier()
    const intervals = times.slice(1).map((t, i) => t - times[i])
    return {
      status: res?.status() ?? 0,
      height,
      scrolledTo,
      tiers: tierAtStart === tierAtEnd ? tierAtStart : `${tierAtStart} -> ${tierAtEnd}`,
      steps,
      ms: Date.now() - t0,
      frames: times.length,
      p50: percentile(intervals, 50),
      p95: percentile(intervals, 95),
      max: intervals.length ? Math.max(...intervals) : null,
    }
  } finally {
    await context.close().catch(() => {})
  }
}

/**
 * CPU seconds of the whole Chromium process tree (GPU process included) in two 5 s
 * windows, from 3 s and from 10 s after the load event, on `url` opened with default
 * preferences (fresh context) at `viewport`. Also says whether a 3D scene was live on
 * screen and which infinite animations ran (a page at rest should run none).
 */
export async function restCpu(browser, root, url, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  await context.addInitScript({ path: path.join(root, 'bench/probe.js') })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  try {
    await page.goto(url, { waitUntil: 'load' })
    const loaded = Date.now()
    const windowAt = async (fromMs) => {
      const wait = loaded + fromMs - Date.now()
      if (wait > 0) await sleep(wait)
      await page.evaluate(() => window.__bench?.resetFrames())
      const byType = {}
      const load = os.loadavg()[0]
      const cpu = await chromiumCpuDuring(5000, byType)
      const frames = await page.evaluate(() => window.__bench?.frames ?? 0)
      return { cpu, byType, frames, load }
    }
    const early = await windowAt(3000)
    const late = await windowAt(10_000)
    const state = await page.evaluate(() => {
      const onScreen = [...document.querySelectorAll('[data-scene-slot="live"]')].some((e) => {
        const r = e.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight
      })
      const infinite = document
        .getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
        .map((a) => {
          const t = a.effect?.target
          const pseudo = a.effect?.pseudoElement ?? ''
          const cls = t && typeof t.className === 'string' ? t.className.split(/\s+/)[0] : ''
          return `${a.animationName ?? 'animation'} on ${t ? t.tagName.toLowerCase() : '?'}${cls ? '.' + cls : ''}${pseudo}`
        })
      return { onScreen, infinite, quality: document.documentElement.dataset.quality ?? null }
    })
    return { early, late, ...state }
  } finally {
    await context.close().catch(() => {})
  }
}
