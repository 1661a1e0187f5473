#!/usr/bin/env node
// npm run bench: builds the site, serves it, measures every figure of issue 7 in
// Debian's Chromium (playwright-core + Lighthouse), prints a table with targets and
// PASS/FAIL, and writes it to docs/performance.md. A failing figure is a result, not
// an error: the exit code is non-zero only when the bench itself could not measure.
//
//   npm run bench                 full run (Lighthouse x3, 20 route cycles), ~40 min on 2 cores
//   npm run bench -- --quick      one Lighthouse run, 8 cycles: for iterating
//   options: --skip-build (use the existing dist/), --no-write (leave docs/ alone),
//            --out=FILE (write the report there instead), --port=4600 (uses this port + 1..5),
//            --only=cycles,cpu (just these sections; writes only with --out). Sections: load, lcp
//            (LCP at 4x CPU, 390x844 touch), js, cls (a wheel scroll through /), scroll (frame
//            intervals while scrolling every page at two sizes), rest (whole-browser CPU at rest on every page;
//            lcp, these two and taps also on Chromium's software path, SOFTWARE_PATH_ARGS), hidden, globe,
//            tunnel, peer, cycles, cpu (also the globe's CPU per drawn frame), lh,
//            taps (tap to next paint at 4x CPU, bench/lib/interactions.mjs), jsrest (every
//            script a first visit fetches by load + 5 s, per route, bench/lib/js-at-rest.mjs),
//            sound (an article page's bytes at rest and what its sound test's play button adds),
//            engines (scroll and CPU at rest in Firefox ESR and WebKitGTK, each beside its plain page; taps in Firefox)
//   npm run bench -- --gpu[=NAME]  on a machine with a real GPU: Chromium on it (ANGLE's first
//            backend that gets the GPU, scripts/chromium.mjs) measures scroll, rest, globe, tunnel
//            and peer (or --only's sections) and rewrites only the GPU section of
//            docs/performance.md; an ordinary run keeps that section as it was recorded
import { execFileSync, execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { ensureChromium, CHROMIUM_ARGS, GPU_CANDIDATES, SOFTWARE_PATH_ARGS } from './chromium.mjs'
import { analyzeDist } from '../bench/lib/bundle.mjs'
import {
  cpuVersusPeer,
  frameIntervals,
  gpuInfo,
  hiddenTab,
  homeScroll,
  jsRequestsOnHome,
  launchBrowser,
  lcpThrottled,
  loadAndRest,
  peerFrameIntervals,
  restCpu,
  routeCycles,
  scrollFeel,
} from '../bench/lib/browser.mjs'
import { engineRows, engineSection, measureEngines } from '../bench/lib/engines.mjs'
import { runLighthouse } from '../bench/lib/lighthouse.mjs'
import { soundTestBytes } from '../bench/lib/sound.mjs'
import { tapFigures, tapToPaint } from '../bench/lib/interactions.mjs'
import { jsAtRest, jsAtRestFigures } from '../bench/lib/js-at-rest.mjs'
import { ensureEngineTools, startXvfb } from './browsers.mjs'
import { startPeerServer } from '../bench/lib/peer-server.mjs'
import { markdown, mdTable, row, textTable } from '../bench/lib/report.mjs'
import {
  kb,
  killAllChildren,
  killChild,
  median,
  sleep,
  spawnChild,
  waitForUrl,
  withTimeout,
} from '../bench/lib/util.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const argv = process.argv.slice(2)
const QUICK = argv.includes('--quick')
const SKIP_BUILD = argv.includes('--skip-build')
const GPU_ARG = argv.find((a) => a === '--gpu' || a.startsWith('--gpu='))
const GPU = !!GPU_ARG
/** `--gpu=NAME`: that candidate of GPU_CANDIDATES whatever it draws on (to try one backend). */
const GPU_FORCED = GPU_ARG?.slice(6) || null
const ONLY =
  argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',')
    .filter(Boolean) ?? (GPU ? ['scroll', 'rest', 'globe', 'tunnel', 'peer'] : undefined)
const WRITE =
  !argv.includes('--no-write') && (!ONLY || GPU || argv.some((a) => a.startsWith('--out=')))
/** Whether a section of the bench runs (all of them unless --only names some). */
const wants = (section) => !ONLY || ONLY.includes(section)
const OUT = path.resolve(
  root,
  argv.find((a) => a.startsWith('--out='))?.slice(6) ?? 'docs/performance.md'
)
const BASE_PORT = Number(argv.find((a) => a.startsWith('--port='))?.slice(7) ?? 4600)
/** The Lighthouse floor: the peer server's plain page (text only, no script). */
const LH_FLOOR = '/plain?h=2000'
const PORTS = {
  site: BASE_PORT + 1,
  peer: BASE_PORT + 2,
  lighthouse: BASE_PORT + 3,
  gzip6: BASE_PORT + 4, // dist/ as ordinary static hosts serve it: gzip at level 6
  plain: BASE_PORT + 5, // dist/ from a host that does not compress
}

const ROUTES = ['/', '/about', '/keyboards', '/build-service', '/contact', '/keyboards/azoth']
const SIZES = [
  { name: '1440x900', width: 1440, height: 900, how: 'mouse wheel' },
  { name: '390x844', width: 390, height: 844, touch: true, how: 'touch' },
]
const CFG = QUICK
  ? { lighthouseRuns: 1, lcpRuns: 1, cycles: 8, cpuRounds: 1, frames: 300 }
  : { lighthouseRuns: 3, lcpRuns: 3, cycles: 20, cpuRounds: 2, frames: 300 }

const started = Date.now()
let loadStart = 0
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
const log = (msg) => console.log(`[bench ${elapsed().padStart(5)}] ${msg}`)

// --- cleanup: never leave a server or a browser behind ------------------------------
let browser = null
let peer = null
async function cleanup() {
  try {
    await browser?.close()
  } catch {
    // the process group kill below takes care of it
  }
  peer?.close()
  killAllChildren()
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    console.error(`\nbench: ${sig}, stopping the server and the browsers`)
    cleanup().finally(() => process.exit(130))
  })
}
process.on('exit', () => killAllChildren())

// --- measurements that may fail on their own -----------------------------------------
const broken = [] // figures the bench could not measure
/** Runs one measurement with a time limit; a failure is recorded (ERROR row) and the bench goes on. */
async function measure(label, ms, fn) {
  const t0 = Date.now()
  log(`${label}…`)
  try {
    const r = await withTimeout(label, ms, fn)
    log(`${label}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    return r
  } catch (e) {
    broken.push(`${label}: ${e.message}`)
    log(`${label}: FAILED: ${e.message}`)
    return null
  }
}

function machine(exe) {
  const mem = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`
  const cpu = os.cpus()[0]?.model ?? 'unknown cpu'
  let version = 'unknown'
  try {
    version = execFileSync(exe, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    // keep 'unknown'
  }
  // BENCH_COMMIT: the commit of a copy of the tree on another machine (its .git may be stale)
  let commit = process.env.BENCH_COMMIT || 'unknown'
  if (!process.env.BENCH_COMMIT)
    try {
      commit = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()
      const dirty = execSync(
        'git status --porcelain -- src scripts bench index.html vite.config.ts',
        { cwd: root }
      )
        .toString()
        .trim()
      if (dirty) commit += ' (with uncommitted changes)'
    } catch {
      // not a git checkout
    }
  return {
    machine: `${os.availableParallelism?.() ?? os.cpus().length} cores (${cpu}), ${mem}, ${os.type()} ${os.release()}`,
    chromium: version,
    commit,
  }
}

async function build() {
  if (SKIP_BUILD) {
    if (!fs.existsSync(path.join(dist, 'index.html')))
      throw new Error('--skip-build: dist/ is missing; run without it')
    log('using the existing dist/ (--skip-build)')
    return
  }
  log('building the site (node scripts/build.mjs)…')
  const child = spawnChild(process.execPath, ['scripts/build.mjs'], { cwd: root })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const code = await withTimeout(
    'the build',
    300_000,
    () => new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? s)))
  ).catch((e) => {
    killChild(child)
    throw e
  })
  if (code !== 0) throw new Error(`the build failed (exit ${code}):\n${output.slice(-3000)}`)
  log('build done')
}

/** Serves dist/ on `port`; `compress` is serve.mjs's COMPRESS (best, gzip6 or none). */
async function serve(port = PORTS.site, compress = 'best', tls = false) {
  const child = spawnChild(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      COMPRESS: compress,
      TLS: tls ? '1' : '',
    },
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  child.on('exit', (code, signal) => {
    if (browser)
      log(`the server at ${base} stopped (${signal ?? `exit ${code}`}): ${output.slice(-500)}`)
  })
  try {
    if (!tls) await waitForUrl(`${base}/`, 20_000, child)
    else
      // a self-signed certificate, which fetch() refuses: wait for the server to say it listens
      for (let t = Date.now(); !output.includes('being served'); await sleep(100))
        if (child.exitCode !== null || Date.now() - t > 20_000)
          throw new Error(`${base} did not start`)
  } catch (e) {
    throw new Error(`${e.message}\nserver output: ${output || '(none)'}`, { cause: e })
  }
  return base
}

const fmtTypes = (t) =>
  Object.entries(t)
    .filter(([, v]) => v >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v.toFixed(2)} s`)
    .join(', ') || 'none'
const ms = (x) =>
  x === null || x === undefined || !Number.isFinite(x) ? 'n/a' : `${Math.round(x)} ms`
const ms1 = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : 'n/a')
const fixed = (x, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a')
const worst = (entries, pick) =>
  entries.reduce((w, e) => (pick(e[1]) > pick(w[1]) ? e : w), entries[0] ?? [null, null])

// --- --gpu: the figures on a machine with a real GPU ------------------------------------
const GPU_START = '<!-- gpu-run: written by `npm run bench -- --gpu`, kept by every other run -->'
const GPU_END = '<!-- /gpu-run -->'

/** The first of scripts/chromium.mjs's GPU_CANDIDATES whose WebGL runs on a hardware GPU. */
async function pickGpu(exe) {
  const tried = []
  for (const [name, args] of GPU_CANDIDATES.filter(([n]) => !GPU_FORCED || n === GPU_FORCED)) {
    const info = await withTimeout(`Chromium with ANGLE ${name}`, 60_000, () =>
      gpuInfo(exe, args)
    ).catch((e) => ({ error: e.message.split('\n')[0] }))
    log(`GPU candidate ${name}: ${info.error ?? `${info.renderer}; ${info.compositing}`}`)
    tried.push(`${name}: ${info.error ?? info.renderer}`)
    if (info.hardware || (GPU_FORCED && !info.error)) return { name, args, ...info, tried }
  }
  throw new Error(`--gpu: no ANGLE backend got a hardware GPU (${tried.join('; ')})`)
}

/**
 * The GPU run's section of docs/performance.md: its own header, and the figures and methods of
 * the sections it ran (rows it did not measure, and the bundle's, which no GPU changes, left out).
 */
function gpuMarkdown({ rows: all, sections: allSections, date, meta, gpu, duration }) {
  const rows = all.filter((r) => r.value !== 'n/a' && !/^(3D chunk|leva)/.test(r.figure))
  // the sections of the GPU figures, each with the bench sections (--only=…) that measure it
  const measured = [
    [/^Scrolling/, ['scroll']],
    [/^Frame intervals while 3D/, ['globe', 'tunnel']],
    [/^CPU at rest, every route/, ['rest']],
    [/^CPU at rest vs/, ['peer']],
    [/^Tap to next/, ['taps']],
  ]
  const sections = allSections.filter((s) =>
    measured.some(([title, by]) => title.test(s.title) && by.some(wants))
  )
  const kept = keptGpuFigures(
    keptGpuSection(),
    rows.map((r) => r.figure),
    sections.map((s) => s.title)
  )
  return [
    GPU_START,
    '## On a real GPU',
    '',
    'The same figures measured by `npm run bench -- --gpu` (the same code, routes and floors as',
    'above) in the same Debian Chromium on a machine with a hardware GPU, headless, with ANGLE',
    'on that GPU instead of SwiftShader: what a visitor with a desktop GPU gets. Recorded on the',
    'date below and kept as it was by every run without `--gpu`.',
    '',
    mdTable(
      ['run', ''],
      [
        ['date', date],
        ['commit', meta.commit],
        ['machine', meta.machine],
        ['chromium', meta.chromium],
        ['GPU (WebGL renderer)', gpu.renderer],
        ['compositing', gpu.compositing],
        ['flags', `\`${gpu.args.join(' ')}\``],
        ['bench duration', duration],
      ]
    ),
    '',
    mdTable(
      ['figure', 'value', 'target', ''],
      [
        ...rows.map((r) => [
          r.figure,
          r.note ? `${r.value} (${r.note})` : r.value,
          r.target,
          r.pass === true ? 'PASS' : r.pass === false ? 'FAIL' : 'ERROR',
        ]),
        ...kept.rows,
      ]
    ),
    '',
    ...sections.flatMap((s) => [`### ${s.title}`, '', s.body, '']),
    ...kept.sections,
    GPU_END,
  ].join('\n')
}

/**
 * What a `--gpu` run that measured only some sections (`--only=taps`) keeps of the GPU section
 * before it: the figures and sections it did not measure, each marked with the run it is from.
 */
function keptGpuFigures(old, figures, titles) {
  const cell = (name) => old.match(new RegExp(`^\\| ${name} \\| (.*) \\|$`, 'm'))?.[1] ?? '?'
  const from = `the run of ${cell('date')}, commit ${cell('commit').split(' ')[0]}`
  const table = old.split('\n| figure | value | target |  |\n|---|---|---|---|\n')[1] ?? ''
  const rows = []
  for (const line of table.split('\n')) {
    if (!line.startsWith('| ')) break
    const [figure, value, target, verdict] = line.slice(2, -2).split(' | ')
    if (figure && !figures.includes(figure))
      rows.push([
        figure,
        value.includes('(kept from ') ? value : `${value} (kept from ${from})`,
        target,
        verdict,
      ])
  }
  const sections = []
  for (const part of old.split('\n### ').slice(1)) {
    const text = part.split(`\n${GPU_END}`)[0].trimEnd()
    const [title, ...rest] = text.split('\n')
    if (titles.includes(title)) continue
    const body = rest.join('\n').trim()
    sections.push(
      `### ${title}`,
      '',
      body.startsWith('Kept from ')
        ? body
        : `Kept from ${from} (this run did not measure it).\n\n${body}`,
      ''
    )
  }
  return { rows, sections }
}

/** The GPU section of the report file as it stands ('' when it has none). */
function keptGpuSection() {
  const old = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : ''
  const a = old.indexOf(GPU_START)
  const b = old.indexOf(GPU_END)
  return a >= 0 && b > a ? '\n' + old.slice(a, b + GPU_END.length) + '\n' : ''
}

/** Puts the GPU section into the report file, in place of the one it had. */
function writeGpuSection(section) {
  const old = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : ''
  const a = old.indexOf(GPU_START)
  const b = old.indexOf(GPU_END)
  const text =
    a >= 0 && b > a
      ? old.slice(0, a) + section + old.slice(b + GPU_END.length)
      : old.replace(/\n*$/, '\n\n') + section + '\n'
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(OUT, text)
  console.log(`wrote the GPU section of ${path.relative(root, OUT) || OUT}`)
}

async function main() {
  console.log(
    `thock&co. bench (${QUICK ? 'quick' : 'full'}): ports ${BASE_PORT + 1}-${BASE_PORT + 3}`
  )
  loadStart = os.loadavg()[0]
  const exe = ensureChromium()
  const meta = machine(exe)
  log(`${meta.chromium}; ${meta.machine}`)
  await build()

  const bundle = analyzeDist(dist)
  log(
    `dist: entry ${kb(bundle.entryGzip)} gzip, 3D (${[...bundle.stage].join(', ') || 'none found'}) ${kb(bundle.stageGzip)} gzip`
  )
  const base = await serve()
  peer = await startPeerServer(root, PORTS.peer)
  log(`serving dist/ at ${base}, the cobe peer page at ${peer.url}`)

  // the flags of every Chromium below: the project's (SwiftShader as the GPU), or with --gpu
  // the first ANGLE backend under which WebGL and the compositor run on the machine's GPU
  const gpu = GPU ? await pickGpu(exe) : null
  const ARGS = gpu ? gpu.args : CHROMIUM_ARGS
  browser = await launchBrowser(exe, ARGS)
  const R = {}

  R.load = {}
  for (const r of wants('load') ? ROUTES : [])
    R.load[r] = await measure(`load ${r} (TBT, CLS, draws, frames at rest)`, 60_000, () =>
      loadAndRest(browser, root, base + r)
    )

  /**
   * LCP at 4x CPU of every route in `b`, `CFG.lcpRuns` cold contexts each: per route the median,
   * the runs, the HTTP status and the element (null for a route that never answered).
   */
  const measureLcp = async (b, path = '') => {
    const lcp = {}
    for (const r of ROUTES) {
      const runs = []
      for (let i = 0; i < CFG.lcpRuns; i++) {
        const one = await measure(
          `LCP ${r} at 4x CPU${path}, run ${i + 1}/${CFG.lcpRuns}`,
          60_000,
          () => lcpThrottled(b, root, base + r)
        )
        if (one) runs.push(one)
      }
      const valid = runs.filter((x) => x.lcp)
      const mid = median(valid.map((x) => x.lcp.ms))
      lcp[r] = valid.length
        ? {
            ms: mid,
            runs: valid.map((x) => x.lcp.ms),
            status: runs[0].status,
            el: valid.find((x) => x.lcp.ms === mid)?.lcp ?? valid[0].lcp,
            canvasEver: valid.some((x) => x.lcp.kind === 'canvas'),
          }
        : runs.length
          ? { ms: null, runs: [], status: runs[0].status, el: null, canvasEver: false }
          : null
    }
    return lcp
  }
  R.lcp = wants('lcp') ? await measureLcp(browser) : null
  R.js = !wants('js')
    ? null
    : await measure('JS requested on / before the 3D chunk', 60_000, () =>
        jsRequestsOnHome(browser, root, base, bundle.stage)
      )
  R.sound = !wants('sound')
    ? null
    : await measure('bytes of /keyboards/azoth at rest and after play', 60_000, () =>
        soundTestBytes(browser, root, `${base}/keyboards/azoth`)
      )
  R.scroll = !wants('cls')
    ? null
    : await measure('scroll through / (CLS, draws)', 150_000, () => homeScroll(browser, root, base))
  /** Frame intervals while scrolling every route and the plain page, at both sizes, in `b`. */
  const measureFeel = async (b, path = '') => {
    const feel = {}
    for (const size of SIZES) {
      const per = (feel[size.name] = { routes: {}, floor: null })
      for (const r of ROUTES)
        per.routes[r] = await measure(
          `scroll ${r} at ${size.name} (${size.how})${path}`,
          60_000,
          () => scrollFeel(b, root, base + r, size)
        )
      const tallest = Math.max(3000, ...Object.values(per.routes).map((v) => v?.height ?? 0))
      per.floor = await measure(
        `scroll a plain page ${tallest} px tall at ${size.name}${path}`,
        60_000,
        () => scrollFeel(b, root, `${peer.url}/plain?h=${tallest}`, size)
      )
    }
    return feel
  }
  /** Whole-browser CPU at rest on a blank page and every route, in `b` (a fresh browser). */
  const measureRest = async (b, path = '') => {
    const rest = { routes: {}, blank: null }
    rest.blank = await measure(`CPU at rest: a blank page${path}`, 60_000, () =>
      restCpu(b, root, 'about:blank')
    )
    for (const r of ROUTES)
      rest.routes[r] = await measure(`CPU at rest: ${r}${path}`, 60_000, () =>
        restCpu(b, root, base + r)
      )
    return rest
  }
  R.feel = wants('scroll') ? await measureFeel(browser) : null
  R.hidden = !wants('hidden')
    ? null
    : await measure('hidden tab on /build-service', 60_000, () =>
        hiddenTab(browser, root, `${base}/build-service`)
      )
  R.globe = !wants('globe')
    ? null
    : await measure(`frame intervals, /build-service globe (${CFG.frames} frames)`, 100_000, () =>
        frameIntervals(browser, root, `${base}/build-service`, 'first', CFG.frames)
      )
  R.tunnel = !wants('tunnel')
    ? null
    : await measure(`frame intervals, / tunnel (${CFG.frames} frames)`, 100_000, () =>
        frameIntervals(browser, root, `${base}/`, 'last', CFG.frames)
      )
  R.peerFrames = !wants('peer')
    ? null
    : await measure(`frame intervals, cobe peer page (reference)`, 100_000, () =>
        peerFrameIntervals(
          browser,
          root,
          peer.url,
          R.globe?.slot?.rect?.height ?? 600,
          60,
          CFG.frames
        )
      )
  R.cycles = !wants('cycles')
    ? null
    : await measure(`${CFG.cycles} cycles through every route`, 60_000 + CFG.cycles * 25_000, () =>
        routeCycles(browser, root, base, ROUTES, CFG.cycles)
      )
  R.jsRest = !wants('jsrest')
    ? null
    : await measure('JS at rest: every script fetched by load + 5 s, per route', 300_000, () =>
        jsAtRest(browser, base, ROUTES, dist, bundle.chunks, log)
      )
  R.taps = !wants('taps')
    ? null
    : await measure('tap to next paint at 4x CPU', 1_200_000, () =>
        tapToPaint(browser, base, `${peer.url}/tap`, { passes: QUICK ? 1 : 3, log })
      )
  await browser.close().catch(() => {})
  // the LCP at 4x, the taps and the scroll again on Chromium's software path (scripts/chromium.mjs,
  // SOFTWARE_PATH_ARGS; the CPU at rest below): what Chromium does on a machine without a usable
  // GPU, where the project's flags make SwiftShader the GPU and emulate its raster and compositing
  const SOFT = [...CHROMIUM_ARGS, ...SOFTWARE_PATH_ARGS]
  R.softTaps = null
  R.softFeel = null
  R.softLcp = null
  if ((wants('taps') || wants('scroll') || wants('lcp')) && !GPU) {
    browser = await launchBrowser(exe, SOFT)
    if (wants('lcp')) R.softLcp = await measureLcp(browser, ', software path')
    if (wants('taps'))
      R.softTaps = await measure('tap to next paint at 4x CPU, software path', 1_200_000, () =>
        tapToPaint(browser, base, `${peer.url}/tap`, { passes: QUICK ? 1 : 3, log })
      )
    if (wants('scroll')) R.softFeel = await measureFeel(browser, ', software path')
    await browser.close().catch(() => {})
  }
  // a fresh browser for each path's CPU at rest: no leftovers in the figure
  R.softRest = null
  if (wants('rest') && !GPU) {
    browser = await launchBrowser(exe, SOFT)
    R.softRest = await measureRest(browser, ', software path')
    await browser.close().catch(() => {})
  }
  browser = await launchBrowser(exe, ARGS)
  R.rest = wants('rest') ? await measureRest(browser) : null
  // Firefox and WebKit: scroll and CPU at rest on every route beside their own plain page
  R.engines = null
  if (wants('engines')) {
    const tools = ensureEngineTools()
    const stopXvfb = await startXvfb(tools.xvfb)
    R.engines = await measureEngines({
      engines: ['firefox', 'webkit'],
      tools,
      base,
      routes: ROUTES,
      plainUrl: (h) => `${peer.url}/plain?h=${h}`,
      log,
      restRuns: QUICK ? 1 : 3,
      scrollRuns: QUICK ? 1 : 3,
      tapEngines: ['firefox'], // the engine with Event Timing besides Chromium
      tapUrl: `${peer.url}/tap`,
      tapRuns: QUICK ? 1 : 3,
    }).finally(stopXvfb)
    for (const [engine, e] of Object.entries(R.engines))
      if (e.error) broken.push(`${engine}: ${e.error}`)
  }
  R.cpu = !wants('cpu')
    ? null
    : await measure('CPU at rest: /build-service vs the cobe peer', 120_000, () =>
        cpuVersusPeer(browser, root, `${base}/build-service`, peer.url, CFG.cpuRounds)
      )
  await browser.close().catch(() => {})
  browser = null

  // Lighthouse as a visitor gets the site from an ordinary static host (HTTPS, HTTP/2, gzip 6)
  // and from one that does not compress
  for (const [key, port, compress, label] of [
    ['lh', PORTS.gzip6, 'gzip6', 'gzip 6'],
    ['lhPlain', PORTS.plain, 'none', 'uncompressed'],
  ]) {
    R[key] = !wants('lh')
      ? null
      : await measure(
          `Lighthouse mobile (${label}), ${CFG.lighthouseRuns} run(s) x ${ROUTES.length} pages`,
          ROUTES.length * CFG.lighthouseRuns * 160_000 + 20_000,
          async () => {
            const host = await serve(port, compress, true)
            return runLighthouse({
              exe,
              args: [...CHROMIUM_ARGS, '--ignore-certificate-errors'], // the server's own certificate
              port: PORTS.lighthouse,
              // with gzip 6, the floor too, in the same runs: the peer's plain page (text, no
              // script), whose every long task is the machine's own
              urls: [
                ...ROUTES.map((r) => host + r),
                ...(key === 'lh' ? [peer.url + LH_FLOOR] : []),
              ],
              runs: CFG.lighthouseRuns,
              log,
            })
          }
        )
  }

  const { rows, sections } = figures(R, bundle)
  const duration = elapsed()
  const durationNote = `${duration} (${(((Date.now() - started) / 60_000) | 0) < 15 ? 'under' : 'OVER'} the 15 min budget)`
  console.log(`\n${textTable(rows)}\n`)
  if (broken.length) console.log(`could not measure:\n- ${broken.join('\n- ')}\n`)
  console.log(
    'note: this machine is shared with other jobs (builds, browsers), so time figures are noisy.'
  )
  console.log(`bench took ${durationNote}`)

  if (WRITE && GPU) {
    writeGpuSection(
      gpuMarkdown({
        rows,
        sections,
        date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        meta,
        gpu,
        duration,
      })
    )
  } else if (WRITE) {
    const text = markdown({
      rows,
      sections,
      meta: {
        date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
        mode: QUICK ? 'quick (1 Lighthouse run, 1 LCP run, 8 route cycles)' : 'full',
        commit: meta.commit,
        machine: meta.machine,
        chromium: meta.chromium,
        duration: durationNote,
        load: `1-min load average ${loadStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (2 cores; other jobs share them)`,
      },
    })
    fs.mkdirSync(path.dirname(OUT), { recursive: true })
    fs.writeFileSync(OUT, text + '\n' + keptGpuSection())
    console.log(`wrote ${path.relative(root, OUT) || OUT}`)
  }
  return broken.length === 0
}

const LCP_PHASES = [
  ['timeToFirstByte', 'TTFB'],
  ['resourceLoadDelay', 'load delay'],
  ['resourceLoadDuration', 'load'],
  ['elementRenderDelay', 'render delay'],
]

/**
 * Rows and a per-page section for one set of Lighthouse runs (`label` says how the site was
 * served): the performance score (every category when `targets.all`), the LCP when
 * `targets.lcpMs`, and per page the LCP element and the phases of its LCP.
 */
function lighthouseFigures(lh, label, targets, rows, sections) {
  const title = `Lighthouse mobile, ${label}`
  if (!lh) {
    rows.push(row(`${title} (median of ${CFG.lighthouseRuns}, worst page)`, 'n/a', '', null))
    return
  }
  const isFloor = (url) => new URL(url).pathname === LH_FLOOR.split('?')[0]
  const floorTbt = Object.entries(lh)
    .filter(([url]) => isFloor(url))
    .flatMap(([, x]) => x.metrics.map((m) => m.tbt))
    .filter(Number.isFinite)
  const floorNote = floorTbt.length
    ? `plain page (floor), same runs: ${floorTbt.map(ms).join(', ')}`
    : ''
  const per = Object.entries(lh)
    .filter(([url]) => !isFloor(url))
    .map(([url, x]) => {
      const med = (c) => median(x.runs.map((s) => s[c]))
      return {
        route: new URL(url).pathname,
        x,
        perf: med('performance'),
        a11y: med('accessibility'),
        bp: med('best-practices'),
        seo: med('seo'),
        lcp: median(x.metrics.map((m) => m.lcp)),
      }
    })
  const cat = [
    ['performance', 'perf', targets.perf],
    ...(targets.all
      ? [
          ['accessibility', 'a11y', 100],
          ['best practices', 'bp', 100],
          ['SEO', 'seo', 100],
        ]
      : []),
  ]
  const httpErrors = per.filter((p) => p.x.httpStatus)
  const unscored = per.filter((p) => !p.x.httpStatus && p.perf === null)
  for (const [name, key, target] of cat) {
    const valid = per.filter((p) => p[key] !== null)
    const low = valid.length ? valid.reduce((w, p) => (p[key] < w[key] ? p : w)) : null
    const value = [
      low ? `${low[key]} (${low.route})` : 'n/a',
      ...httpErrors.map((p) => `${p.route}: HTTP ${p.x.httpStatus}`),
    ].join('; ')
    rows.push(
      row(
        `${title}: ${name} (median of ${CFG.lighthouseRuns}, worst page)`,
        value,
        `>= ${target}`,
        unscored.length ? null : low ? low[key] >= target && !httpErrors.length : false,
        unscored.length ? `no score for ${unscored.map((p) => p.route).join(', ')}` : ''
      )
    )
  }
  if (targets.all) {
    // issue 25: the worst single run, not the median (a long task that comes and goes)
    const runs = per.flatMap((p) => p.x.metrics.map((m) => ({ route: p.route, tbt: m.tbt })))
    const valid = runs.filter((r) => Number.isFinite(r.tbt))
    const high = valid.length ? valid.reduce((w, r) => (r.tbt > w.tbt ? r : w)) : null
    rows.push(
      row(
        `${title}: TBT, worst of every run on every page`,
        high ? `${ms(high.tbt)} (${high.route})` : 'n/a',
        '<= 100 ms',
        high && valid.length === runs.length ? high.tbt <= 100 : null,
        floorNote
      )
    )
  }
  if (targets.lcpMs) {
    const valid = per.filter((p) => Number.isFinite(p.lcp))
    const high = valid.length ? valid.reduce((w, p) => (p.lcp > w.lcp ? p : w)) : null
    rows.push(
      row(
        `${title}: LCP (median of ${CFG.lighthouseRuns}, worst page)`,
        high ? `${ms(high.lcp)} (${high.route})` : 'n/a',
        `<= ${targets.lcpMs} ms`,
        high && valid.length === per.length ? high.lcp <= targets.lcpMs : null
      )
    )
  }
  sections.push({
    title: `Lighthouse per page (${label})`,
    body: [
      mdTable(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'runs (perf/a11y/bp/seo)',
          'LH FCP / LCP / TBT / CLS (median)',
          'LCP element',
          `LCP phases (${LCP_PHASES.map(([, n]) => n).join(' / ')}, last run)`,
          'audits losing points (runs)',
          'opportunities (max est. saving)',
        ],
        per.map((p) => {
          const last = p.x.metrics.at(-1)
          return [
            p.route,
            p.perf ?? 'n/a',
            p.a11y ?? 'n/a',
            p.bp ?? 'n/a',
            p.seo ?? 'n/a',
            p.x.runs
              .map((s) => `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}`)
              .join(', ') +
              (p.x.httpStatus ? `the page answers HTTP ${p.x.httpStatus}` : '') +
              (p.x.errors.length ? `; errors: ${p.x.errors.join('; ')}` : ''),
            `${ms(median(p.x.metrics.map((m) => m.fcp)))} / ${ms(p.lcp)} / ${ms(median(p.x.metrics.map((m) => m.tbt)))} / ${fixed(median(p.x.metrics.map((m) => m.cls)))}`,
            (last?.lcpElement ?? '').replace(/\|/g, '/') || 'n/a',
            last
              ? LCP_PHASES.map(([k]) => (k in last.lcpPhases ? ms(last.lcpPhases[k]) : '-')).join(
                  ' / '
                )
              : 'n/a',
            Object.entries(p.x.lost)
              .map(([id, n]) => `${id} (${n})`)
              .join(', ') || 'none',
            Object.entries(p.x.opportunities)
              .sort((a, b) => b[1] - a[1])
              .map(([id, v]) => `${id} ${Math.round(v)} ms`)
              .join(', ') || 'none',
          ]
        })
      ),
      '',
      'Lighthouse 12, default mobile config (simulated slow 4G, 4x CPU, Moto G Power screen), categories',
      'performance, accessibility, best-practices, SEO; run in-process against a headless Chromium the',
      `bench starts with the project flags (\`scripts/chromium.mjs\`); dist/ served over HTTPS and HTTP/2, as static hosts do (\`TLS=1\`, a self-signed certificate), ${label === 'uncompressed' ? 'without compression (`COMPRESS=none`)' : 'with gzip at level 6 (`COMPRESS=gzip6`)'}.`,
      'LCP phases are those of the observed (unthrottled) load: a text LCP has no resource phases.',
      ...(floorNote
        ? [
            `TBT floor: ${floorNote}. Lighthouse simulates 4x CPU by multiplying each task's wall time in the unthrottled load, so a task the machine descheduled (other processes on its cores) counts as the page's.`,
          ]
        : []),
    ].join('\n'),
  })
}

/** What the sections measured on both paths say of the software path. */
const SOFT_NOTE = [
  '',
  "Software path: the same measurement in Chromium with the project's flags plus",
  '`--disable-gpu-compositing --disable-gpu-rasterization` (scripts/chromium.mjs), what Chromium',
  'does on a machine without a usable GPU: the page is rasterised and composited on the CPU and',
  "WebGL stays on SwiftShader. The project's flags alone make SwiftShader the GPU, so every",
  "raster and composite is emulated GPU work in Chromium's GPU process, which no visitor's",
  'browser does and which is slower on some hosts than others (docs/performance-notes.md,',
  'twenty-second pass).',
]

/** The LCP-at-4x figures of one Chromium path (`path`: '' or ', software path'). */
function lcpFigures(lcpByRoute, path, rows, sections, note = [], statusNote = '') {
  const lcp = Object.entries(lcpByRoute).filter(([, v]) => v && v.ms !== null)
  if (lcp.length) {
    const [wr, w] = worst(lcp, (v) => v.ms)
    const canvas = lcp.filter(([, v]) => v.canvasEver).map(([r]) => r)
    const kinds = [...new Set(lcp.map(([, v]) => v.el?.kind))].join('/')
    rows.push(
      row(
        `LCP at 4x CPU, 390x844, worst route${path}`,
        `${ms(w.ms)} (${wr}); elements: ${canvas.length ? `CANVAS on ${canvas.join(', ')}` : kinds}`,
        '<= 1200 ms, text or image',
        lcp.length === ROUTES.length ? lcp.every(([, v]) => v.ms <= 1200) && !canvas.length : null,
        statusNote
      )
    )
  } else
    rows.push(
      row(`LCP at 4x CPU, 390x844, worst route${path}`, 'n/a', '<= 1200 ms, text or image', null)
    )
  sections.push({
    title: `LCP at 4x CPU slowdown${path}`,
    body: [
      mdTable(
        ['route', 'HTTP', 'LCP (median)', 'runs', 'LCP element'],
        ROUTES.map((r) => {
          const v = lcpByRoute[r]
          if (!v) return [r, 'n/a', 'error', '', '']
          return [
            r,
            v.status,
            ms(v.ms),
            v.runs.map((x) => Math.round(x)).join(', '),
            v.el
              ? `${v.el.kind}: <${v.el.tag}> "${v.el.text}"${v.el.url ? ` ${v.el.url}` : ''}`
              : 'none',
          ]
        })
      ),
      '',
      `Cold context, 390x844 touch (a phone's screen) at dpr 1, CDP \`Emulation.setCPUThrottlingRate\` 4, no network`,
      `throttling (the site is local); the last \`largest-contentful-paint\` entry 1.5 s after load. Median of`,
      `${CFG.lcpRuns} run(s).`,
      ...note,
    ].join('\n'),
  })
}

/** The scroll figures of one Chromium path (`path`: '' or ', software path'). */
function feelFigures(feel, path, rows, sections, note = []) {
  for (const size of SIZES) {
    const per = feel[size.name]
    const got = Object.entries(per.routes).filter(([, v]) => v && v.p50 !== null)
    const floor = per.floor
    const floorNote = floor
      ? `plain page ${ms1(floor.p50)} / ${ms1(floor.p95)}`
      : 'plain page not measured'
    if (got.length) {
      const [w50r, w50] = worst(got, (v) => v.p50)
      const [w95r, w95] = worst(got, (v) => v.p95)
      rows.push(
        row(
          `scroll frame interval p50 / p95, worst route, ${size.name} (${size.how})${path}`,
          `${ms1(w50.p50)} (${w50r}) / ${ms1(w95.p95)} (${w95r})`,
          '<= 25 / 50 ms',
          got.length === ROUTES.length ? got.every(([, v]) => v.p50 <= 25 && v.p95 <= 50) : null,
          floorNote
        )
      )
    } else
      rows.push(
        row(`scroll frame interval p50 / p95, ${size.name}${path}`, 'n/a', '<= 25 / 50 ms', null)
      )
  }
  sections.push({
    title: `Scrolling: frame intervals${path}`,
    body: [
      mdTable(
        ['page', ...SIZES.map((z) => `${z.name} p50 / p95 (max); scrolled to, of height; tier`)],
        [
          ...ROUTES.map((r) => [r, (z) => feel[z.name].routes[r]]),
          ['plain page (floor)', (z) => feel[z.name].floor],
        ].map(([name, pick]) => [
          name,
          ...SIZES.map((z) => {
            const v = pick(z)
            return v
              ? `${ms1(v.p50)} / ${ms1(v.p95)} (${ms1(v.max)}); ${v.scrolledTo} of ${v.height} px in ${(v.ms / 1000).toFixed(1)} s; ${v.tiers}`
              : 'error'
          }),
        ])
      ),
      '',
      'Intervals between requestAnimationFrame callbacks (a loop the bench adds) while the page',
      'scrolls from the top to the bottom (at most 15 s), 2 s after its load event, dpr 1, fresh',
      'context, default preferences. 1440x900: mouse-wheel steps of 170 px, 10 per second (the site',
      'smooths the wheel with Lenis, as for a visitor). 390x844 (touch, mobile emulation): CDP',
      'touch scroll gestures of 400 px at 1700 px/s back to back (native scrolling). The floor is a',
      'plain text page, as tall as the tallest route, scrolled the same way in the same run.',
      "Tier: the page's quality tier (`data-quality`) when the scroll started and when it ended.",
      ...note,
    ].join('\n'),
  })
}

/** The CPU-at-rest figures of one Chromium path (`path`: '' or ', software path'). */
function restFigures(rest, path, rows, sections, note = []) {
  const blank = rest.blank
  const got = Object.entries(rest.routes).filter(([, v]) => v)
  const still = got.filter(([, v]) => !v.onScreen)
  for (const [key, label] of [
    ['early', 'from 3 s after load'],
    ['late', 'from 10 s after load'],
  ]) {
    if (still.length) {
      const [wr, w] = worst(still, (v) => v[key].cpu)
      rows.push(
        row(
          `browser CPU at rest in 5 s ${label}, worst route without a scene on screen${path}`,
          `${w[key].cpu.toFixed(2)} s (${wr})`,
          '<= 0.25 s',
          got.length === ROUTES.length ? w[key].cpu <= 0.25 : null,
          blank ? `blank page ${blank[key].cpu.toFixed(2)} s` : ''
        )
      )
    } else rows.push(row(`browser CPU at rest in 5 s ${label}${path}`, 'n/a', '<= 0.25 s', null))
  }
  sections.push({
    title: `CPU at rest, every route${path}`,
    body: [
      mdTable(
        [
          'page',
          'CPU 3-8 s (load avg)',
          'CPU 10-15 s (load avg)',
          'by process, 3-8 s',
          'canvas frames 3-8 / 10-15 s',
          'scene on screen',
          'infinite animations running',
        ],
        [['blank page', blank], ...ROUTES.map((r) => [r, rest.routes[r]])].map(([name, v]) =>
          v
            ? [
                name,
                `${v.early.cpu.toFixed(2)} s (${v.early.load.toFixed(1)})`,
                `${v.late.cpu.toFixed(2)} s (${v.late.load.toFixed(1)})`,
                fmtTypes(v.early.byType),
                `${v.early.frames} / ${v.late.frames}`,
                v.onScreen ? 'yes' : 'no',
                v.infinite.length ? v.infinite.join(', ') : 'none',
              ]
            : [name, 'error', '', '', '', '', '']
        )
      ),
      '',
      "CPU seconds (utime + stime from /proc) of every process of the bench's Chromium (browser,",
      'GPU, renderer, utility) in 5 s, one page open, 1440x900, dpr 1, fresh context with default',
      'preferences (so the ambience hint shows), no input. "load avg" is the 1-min load average at',
      'the start of the window: other jobs share the 2 cores. The target applies to pages whose 3D',
      'scene is not on screen (the /build-service globe turns by itself).',
      ...note,
    ].join('\n'),
  })
}

/** Builds the table rows and the detail sections from the raw results. */
function figures(R, bundle) {
  const rows = []
  const sections = []

  // Lighthouse, served with gzip 6 (every category) and uncompressed (performance)
  lighthouseFigures(R.lh, 'gzip 6', { perf: 98, lcpMs: 1200, all: true }, rows, sections)
  lighthouseFigures(R.lhPlain, 'uncompressed', { perf: 95 }, rows, sections)

  const not200 = ROUTES.filter((r) => R.load[r] && R.load[r].status !== 200)
  const statusNote = not200.length
    ? `${not200.map((r) => `${r} answers HTTP ${R.load[r].status}`).join(', ')}`
    : ''

  // LCP
  lcpFigures(R.lcp ?? {}, '', rows, sections, [], statusNote)
  if (R.softLcp) lcpFigures(R.softLcp, ', software path', rows, sections, SOFT_NOTE, statusNote)

  // TBT, CLS
  const loads = Object.entries(R.load).filter(([, v]) => v)
  if (loads.length) {
    const [wr, w] = worst(loads, (v) => v.tbt)
    rows.push(
      row(
        'TBT, load to load + 5 s, worst route',
        `${ms(w.tbt)} (${wr})`,
        '<= 100 ms',
        loads.length === ROUTES.length ? w.tbt <= 100 : null,
        statusNote
      )
    )
  } else rows.push(row('TBT, load to load + 5 s, worst route', 'n/a', '<= 100 ms', null))
  const clsAll = [
    ...loads.map(([r, v]) => [r, v.cls]),
    ...(R.scroll ? [['/ scrolled', R.scroll.cls]] : []),
  ]
  if (clsAll.length) {
    const [wr, w] = clsAll.reduce((a, b) => (b[1] > a[1] ? b : a))
    rows.push(
      row(
        'CLS, every route + a scroll through /',
        `${fixed(w, 4)} (${wr})`,
        '<= 0.01',
        R.scroll && loads.length === ROUTES.length ? w <= 0.01 : null
      )
    )
  } else rows.push(row('CLS, every route + a scroll through /', 'n/a', '<= 0.01', null))
  sections.push({
    title: 'Load at full speed: TBT, CLS, draw calls, frames at rest',
    body: [
      mdTable(
        [
          'route',
          'HTTP',
          'hydrated',
          'canvas',
          'TBT',
          'long tasks (longest)',
          'CLS',
          'max draws/frame',
          'frames in 2 s at rest',
          'WebGL contexts',
          'page errors',
        ],
        ROUTES.map((r) => {
          const v = R.load[r]
          if (!v) return [r, 'error', '', '', '', '', '', '', '', '', '']
          return [
            r,
            v.status,
            v.hydrated ? 'yes' : 'NO',
            v.canvasOnLoad ? 'on load' : v.canvas ? 'on hover' : 'no',
            ms(v.tbt),
            `${v.longTasks} (${ms(v.longestTask)})`,
            fixed(v.cls, 4) + (v.shiftNodes.length ? ` (${v.shiftNodes.join(', ')})` : ''),
            v.maxDraws,
            `${v.restFrames}${v.settled ? '' : ' (never quiet)'}`,
            v.contexts,
            v.errors.length ? v.errors.join('; ').slice(0, 200) : 'none',
          ]
        })
      ),
      '',
      R.scroll
        ? `Scroll through / with the mouse wheel (360 px steps every 120 ms, Lenis smoothing): ${R.scroll.steps} steps to y = ${R.scroll.scrolledTo} of ${R.scroll.height} px; CLS ${fixed(R.scroll.cls, 4)}; ${R.scroll.frames} frames drawn, max ${R.scroll.maxDraws} draw calls per frame. Largest shifts: ${R.scroll.shifts.map((x) => `${fixed(x.value, 4)} at scrollY ${x.y} (${x.nodes.join(', ') || '?'})`).join('; ') || 'none'}.`
        : 'Scroll through /: could not be measured.',
      '',
      'Cold context, 1280x720, dpr 1, no throttling. TBT = sum of (duration - 50 ms) of long tasks',
      '(PerformanceObserver `longtask`) starting between loadEventEnd and loadEventEnd + 5 s, without',
      'any input. The 3D stage starts only when a scene comes near the screen (on load: the',
      '/build-service globe) or a pointer touches a tilt card; "canvas" says which. CLS = largest',
      'session window of `layout-shift` entries without recent input. "At rest" = after the TBT',
      'window (a pointer on a card starts the canvas where nothing did, then leaves), after the',
      'canvas drew its first frame and then none for 1 s (or 4 s passed), then 2 s counted.',
    ].join('\n'),
  })

  // JS before canvas, 3D chunk, leva
  /** gzip size of a file of dist/ at `level` (9 as the bundle analysis has it, 6 as hosts serve). */
  const gz = (p, level = 9) => {
    const rel = p.replace(/^\//, '')
    const name = path.basename(rel)
    if (level === 9 && bundle.chunks.has(name) && rel.startsWith('assets/'))
      return bundle.chunks.get(name).gzip
    try {
      return zlib.gzipSync(fs.readFileSync(path.join(dist, rel)), { level }).length
    } catch {
      return 0
    }
  }
  if (R.sound) {
    const { rest, play } = R.sound
    const parts = (o) =>
      ['html', 'css', 'js', 'fonts', 'images', 'sound test', 'ambience']
        .filter((k) => o[k])
        .map((k) => `${k} ${kb(o[k])}`)
        .join(', ')
    rows.push(
      row(
        'article page bytes at rest / added by play',
        `${kb(rest.total ?? 0)} at rest / +${kb(play?.['sound test'] ?? 0)} recordings and +${kb(play?.js ?? 0)} JS on play`,
        'no audio before play',
        !rest['sound test'] && !rest.ambience && (play?.['sound test'] ?? 0) > 0,
        'the first press also starts the ambience'
      )
    )
    sections.push({
      title: 'An article page and its sound test (/keyboards/azoth)',
      body: [
        `At rest, 5 s after load with no input (text at gzip 6): ${parts(rest)}; ${kb(rest.total ?? 0)} in all.`,
        play
          ? `Pressing play adds ${parts(play)}; ${kb(play.total ?? 0)} in all (the press is also the visit's first gesture, which starts the ambience):`
          : 'The page has no sound test.',
        '',
        ...R.sound.playFiles.map((f) => `- ${f}`),
      ].join('\n'),
    })
  }
  if (R.js) {
    const before = R.js.before.reduce((n, p) => n + gz(p), 0)
    const before6 = R.js.before.reduce((n, p) => n + gz(p, 6), 0)
    rows.push(
      row(
        'JS (gzip 6) loaded on / before the 3D chunk',
        `${kb(before6)} at gzip 6, ${kb(before)} at gzip 9 (${R.js.before.length} files)`,
        '<= 90 KB at gzip 6',
        R.js.stageRequested ? before6 <= 90 * 1024 : null,
        R.js.stageRequested ? '' : 'the 3D chunk was never requested'
      )
    )
    sections.push({
      title: 'JavaScript on /',
      body: [
        mdTable(
          ['file', 'gzip 9', 'gzip 6', 'raw', 'when'],
          R.js.requested.map((p) => {
            const name = path.basename(p)
            const c = bundle.chunks.get(name)
            return [
              p,
              kb(gz(p)),
              kb(gz(p, 6)),
              c ? kb(c.bytes) : '',
              R.js.before.includes(p)
                ? 'before the 3D chunk'
                : bundle.stage.has(name)
                  ? '3D chunk'
                  : 'after',
            ]
          })
        ),
        '',
        `3D chunk(s) (the stage chunk \`${bundle.stageChunk ?? 'not found'}\` and what it imports that the entry does not): ${[...bundle.stage].map((f) => `${f} ${kb(bundle.chunks.get(f).gzip)}`).join(', ') || 'none'}.`,
        'Sizes are gzip of the files in dist/ (zlib, levels 9 and 6; 1 KB = 1024 bytes), in the order the browser requested them.',
      ].join('\n'),
    })
  } else
    rows.push(row('JS (gzip 6) loaded on / before the 3D chunk', 'n/a', '<= 90 KB at gzip 6', null))
  jsAtRestFigures(R.jsRest, rows, sections)
  tapFigures(R.taps, R.softTaps, rows, sections)
  rows.push(
    row(
      '3D chunk (gzip): three, R3F, stage',
      bundle.stage.size ? `${kb(bundle.stageGzip)} (${bundle.stage.size} files)` : 'not found',
      '<= 200 KB',
      bundle.stage.size ? bundle.stageGzip <= 200 * 1024 : null
    )
  )
  rows.push(
    row(
      'leva in dist/',
      bundle.levaHits.length ? `found in ${bundle.levaHits.join(', ')}` : 'none',
      'none',
      bundle.levaHits.length === 0
    )
  )

  // frames at rest, hidden
  const about = R.load['/about']
  rows.push(
    row(
      'frames drawn in 2 s, /about at rest',
      about ? String(about.restFrames) : 'n/a',
      '0',
      about ? about.restFrames === 0 : null,
      about && !about.canvas ? 'no canvas on the page' : ''
    )
  )
  rows.push(
    row(
      'frames drawn in 2 s, hidden tab (/build-service)',
      R.hidden ? `${R.hidden.hiddenFrames} (visible: ${R.hidden.visibleFrames})` : 'n/a',
      '0',
      R.hidden ? R.hidden.hiddenFrames === 0 && R.hidden.state === 'hidden' : null,
      R.hidden && !R.hidden.canvas
        ? 'no canvas on the page'
        : R.hidden && R.hidden.visibleFrames === 0
          ? 'it drew nothing while visible either: proves nothing yet'
          : ''
    )
  )
  sections.push({
    title: 'Frames when nothing moves',
    body: [
      `Frames in 2 s at rest per route: ${ROUTES.map((r) => `${r} ${R.load[r]?.restFrames ?? 'n/a'}`).join(', ')}.`,
      R.hidden
        ? `Hidden tab: /build-service drew ${R.hidden.visibleFrames} frames in 2 s while visible, ${R.hidden.hiddenFrames} in 2 s while hidden (document.visibilityState '${R.hidden.state}'), ${R.hidden.framesAfterShow} in the 1 s after it was shown again.`
        : 'Hidden tab: could not be measured.',
      '',
      'A frame = a task in which the page cleared a colour buffer (WebGL `clear` with COLOR_BUFFER_BIT,',
      'wrapped in an init script, bench/probe.js). Headless Chromium never hides a tab, so the probe',
      'emulates one: `document.visibilityState` reads `hidden`, `visibilitychange` fires and',
      'requestAnimationFrame callbacks are held back, as in a background tab; timers keep running.',
    ].join('\n'),
  })

  // frame intervals
  for (const [key, label] of [
    ['globe', '/build-service, globe in view'],
    ['tunnel', '/, scrolled to the tunnel'],
  ]) {
    const v = R[key]
    const enough = v && v.frames >= CFG.frames + 1
    rows.push(
      row(
        `frame interval p95, ${label}`,
        v && v.p95 !== null
          ? `${fixed(v.p95, 1)} ms over ${Math.max(0, v.frames - 1)} intervals`
          : 'n/a',
        '<= 33.4 ms over 300 frames',
        v && v.slot?.live && v.slot?.visible && enough ? v.p95 <= 33.4 : v ? false : null,
        !v
          ? ''
          : !v.slot
            ? 'no 3D slot on the page'
            : !v.slot.live
              ? 'the slot shows its fallback'
              : !v.slot.visible
                ? 'the slot is not in view'
                : `${v.driven ? 'idle scene, frames driven by pointer moves' : 'own animation'}${enough ? '' : `, only ${v.frames} frames`}; ${v.missed} over 34 ms; unrounded p95 ${fixed(v.rawP95, 1)} ms, at the draw call ${fixed(v.callP95, 1)} ms${R.peerFrames?.p95 ? `; empty page rAF p95 ${fixed(R.peerFrames.rafP95, 1)} ms, cobe peer ${fixed(R.peerFrames.p95, 1)} ms` : ''}`
      )
    )
  }
  sections.push({
    title: 'Frame intervals while 3D is in view',
    body: [
      mdTable(
        [
          'scene',
          'slot',
          'frames',
          'p50',
          'p95',
          'p95 unrounded',
          'max',
          'over 34 ms',
          'p95 at the draw call',
          'max draws/frame',
          'how',
        ],
        [
          ['/build-service globe', R.globe],
          ['/ tunnel', R.tunnel],
        ].map(([n, v]) =>
          v
            ? [
                n,
                v.slot
                  ? `${v.slot.label} ${Math.round(v.slot.rect.width)}x${Math.round(v.slot.rect.height)} ${v.slot.live ? 'live' : 'fallback'}${v.slot.visible ? '' : ', out of view'}`
                  : 'none',
                v.frames,
                ms(v.p50),
                v.p95 === null ? 'n/a' : `${fixed(v.p95, 1)} ms`,
                ms1(v.rawP95),
                ms1(v.max),
                v.missed,
                ms1(v.callP95),
                v.maxDraws,
                v.driven ? 'pointer moves over the slot' : 'its own animation',
              ]
            : [n, 'error', '', '', '', '', '', '', '', '', '']
        )
      ),
      '',
      R.peerFrames
        ? `References, same run: an empty page's requestAnimationFrame intervals (the browser's own frame rate here) p50 ${ms(R.peerFrames.rafP50)}, p95 ${fixed(R.peerFrames.rafP95, 1)} ms over ${Math.max(0, R.peerFrames.rafFrames - 1)} intervals; the cobe peer page (a ${R.globe?.slot?.rect?.height ? Math.round(R.globe.slot.rect.height) : 600} px WebGL globe redrawn every frame) p50 ${ms(R.peerFrames.p50)}, p95 ${fixed(R.peerFrames.p95, 1)} ms (at the draw call ${fixed(R.peerFrames.callP95, 1)} ms) over ${Math.max(0, R.peerFrames.frames - 1)}.`
        : 'Reference (cobe peer page): could not be measured.',
      '',
      `1280x720, dpr 1; intervals between consecutive drawn frames (colour clears), the first ${CFG.frames} after`,
      'the scene is in view (waiting up to 45 s), on the frame clock: each drawn frame counts at its',
      "frame's time (`document.timeline.currentTime`, requestAnimationFrame's argument), the frame the",
      'picture lands in, as the scroll figures count frames. That clock reads in steps of 0.1 ms here',
      '(no cross-origin isolation) and wobbles by as much, so two 60 Hz frames read 33.3 to 33.5 ms: an',
      'interval within 0.5 ms of a whole number of frames counts as that many (p95; "unrounded" beside',
      "it). In 'lite' a scene steps every other frame, 30 a second, which is the target's 33.4 ms;",
      '"over 34 ms" counts the frames it missed. "At the draw call": the intervals between the `clear`',
      'calls themselves (`performance.now()`), which add where in its frame the draw ran. A scene that',
      'draws nothing by itself in 2 s is driven by pointer moves over its slot for up to 20 s.',
    ].join('\n'),
  })

  // draw calls
  const draws = [
    ...loads.map(([r, v]) => [`${r} load`, v.maxDraws]),
    ...(R.scroll ? [['/ scroll', R.scroll.maxDraws]] : []),
    ...(R.globe ? [['/build-service globe', R.globe.maxDraws]] : []),
    ...(R.tunnel ? [['/ tunnel', R.tunnel.maxDraws]] : []),
    ...(R.cycles ? [['route cycles', R.cycles.maxDraws]] : []),
  ]
  if (draws.length) {
    const [wn, w] = draws.reduce((a, b) => (b[1] > a[1] ? b : a))
    rows.push(row('draw calls per frame, max on any page', `${w} (${wn})`, '<= 30', w <= 30))
    sections.push({
      title: 'Draw calls per frame',
      body: `Max per frame: ${draws.map(([n, v]) => `${n} ${v}`).join(', ')}. Counted by wrapping drawArrays, drawElements, their instanced forms and drawRangeElements.`,
    })
  } else rows.push(row('draw calls per frame, max on any page', 'n/a', '<= 30', null))

  // memory
  const c = R.cycles
  const kb0 = (n) => `${(n / 1024).toFixed(0)} KB`
  const heapTypeRows = (a, b) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .map((t) => [t, a[t] ?? 0, b[t] ?? 0])
      .sort((x, y) => Math.abs(y[2] - y[1]) - Math.abs(x[2] - x[1]))
      .slice(0, 8)
      .map(([t, x, y]) => [t, kb0(x), kb0(y), `${y >= x ? '+' : ''}${kb0(y - x)}`])
  if (c) {
    const mb = (n, sign = true) => {
      const v = (n / 2 ** 20).toFixed(2).replace(/^-(0\.00)$/, '$1') // no '-0.00'
      return `${sign && !v.startsWith('-') ? '+' : ''}${v} MB`
    }
    const code = (snap) => snap.byType.code ?? 0
    const kept = (snap) => snap.heap - code(snap) // what the page keeps alive: all but compiled code
    const mid = c.snaps[1] ?? c.first
    const dKept = kept(c.last) - kept(c.first)
    rows.push(
      row(
        `JS heap after GC, compiled code aside, cycle ${c.cycles} vs cycle 1`,
        `${mb(dKept)} (${mb(kept(c.first), false)} -> ${mb(kept(c.last), false)})`,
        '<= +1 MB',
        dKept <= 2 ** 20
      )
    )
    // compiled code grows as functions get hot (V8's tiers) and levels off: a leak would not
    const early = code(mid) - code(c.first)
    const late = code(c.last) - code(mid)
    rows.push(
      row(
        `compiled code (V8), cycle ${c.cycles} vs cycle 1`,
        `${mb(code(c.last) - code(c.first))}: ${mb(early)} to cycle ${mid.cycle}, ${mb(late)} after`,
        'levels off (less after the middle cycle than before)',
        late < early,
        `JS heap after GC, all of it: ${mb(c.last.heap - c.first.heap)}`
      )
    )
    rows.push(
      row(
        'live WebGL buffers / textures, last cycle vs cycle 1',
        `${c.first.buffers} -> ${c.last.buffers} / ${c.first.textures} -> ${c.last.textures}`,
        'back to baseline',
        c.last.buffers <= c.first.buffers && c.last.textures <= c.first.textures
      )
    )
    rows.push(
      row(
        'WebGL contexts created in the whole visit',
        String(c.last.contexts),
        '1',
        c.last.contexts === 1,
        c.canvas ? '' : 'the canvas never appeared on /'
      )
    )
    sections.push({
      title: 'Memory over route cycles',
      body: [
        `One page at 1280x720 starts at / and visits ${ROUTES.filter((r) => r !== '/').join(', ')} and / again by client-side`,
        `navigation (history.pushState, as wouter's <Link> does), ${c.cycles} times, waiting for each page's h1 and 250 ms.`,
        'After cycle 1, the middle cycle and the last: three CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`;',
        'live buffers/textures = createBuffer/createTexture minus deleteBuffer/deleteTexture (probe).',
        c.errors.length ? `Page errors: ${c.errors.join('; ').slice(0, 500)}` : 'No page errors.',
        '',
        'Where the heap grew: a heap snapshot after each measurement, self sizes summed by V8 node type',
        '(cycle 1 and the last below). `code` is compiled and optimised JavaScript: it grows as functions',
        "get hot (V8's tiers) and levels off, so the leak check is the heap with it aside, and `code` is",
        "checked for levelling off (less growth after the middle cycle than before). `native` includes the browser's",
        'own buffers (performance entries the probe observes, DevTools network records); `object`,',
        '`closure` and `array` are what the page keeps alive.',
        '',
        mdTable(
          ['node type', 'cycle 1', `cycle ${c.cycles}`, 'change'],
          heapTypeRows(c.first.byType, c.last.byType)
        ),
        '',
        mdTable(
          ['after visiting', 'live buffers / textures, cycle 1', `cycle ${c.cycles}`],
          Object.keys(c.perRoute.first).map((r) => [
            r,
            c.perRoute.first[r].join(' / '),
            (c.perRoute.last[r] ?? ['n/a']).join(' / '),
          ])
        ),
      ].join('\n'),
    })
  } else {
    rows.push(
      row('JS heap after GC, compiled code aside, last cycle vs cycle 1', 'n/a', '<= +1 MB', null)
    )
    rows.push(row('compiled code (V8), last cycle vs cycle 1', 'n/a', 'levels off', null))
    rows.push(row('live WebGL buffers / textures', 'n/a', 'back to baseline', null))
    rows.push(row('WebGL contexts created in the whole visit', 'n/a', '1', null))
  }

  // what the visitor feels: frame intervals while scrolling, at two sizes, on each path
  if (R.feel) feelFigures(R.feel, '', rows, sections)
  if (R.softFeel) feelFigures(R.softFeel, ', software path', rows, sections, SOFT_NOTE)

  if (R.engines) {
    rows.push(...engineRows(R.engines, row))
    sections.push(engineSection(R.engines, mdTable))
  }

  // CPU at rest, every route
  if (R.rest) restFigures(R.rest, '', rows, sections)
  if (R.softRest) restFigures(R.softRest, ', software path', rows, sections, SOFT_NOTE)

  // CPU
  const cpu = R.cpu
  if (cpu) {
    const ratio = cpu.peer > 0 ? cpu.site / cpu.peer : null
    rows.push(
      row(
        'CPU at rest, /build-service vs a cobe globe page',
        ratio === null
          ? 'n/a'
          : `${ratio.toFixed(2)}x (${cpu.site.toFixed(2)} s vs ${cpu.peer.toFixed(2)} s CPU)`,
        '<= 1.0x',
        ratio === null ? null : ratio <= 1.0,
        cpu.canvas ? '' : 'no canvas on /build-service'
      )
    )
    const perSite = cpu.siteFrames ? (cpu.site / cpu.siteFrames) * 1000 : null
    const perPeer = cpu.peerFrames ? (cpu.peer / cpu.peerFrames) * 1000 : null
    rows.push(
      row(
        'CPU per drawn globe frame, /build-service vs the cobe peer',
        perSite && perPeer
          ? `${(perSite / perPeer).toFixed(2)}x (${perSite.toFixed(1)} ms vs ${perPeer.toFixed(1)} ms)`
          : 'n/a',
        '<= 1.0x',
        perSite && perPeer ? perSite <= perPeer : null,
        perSite ? `${cpu.siteFrames} vs ${cpu.peerFrames} frames` : 'no globe frames drawn'
      )
    )
    sections.push({
      title: 'CPU at rest vs a cobe globe',
      body: [
        `CPU time (utime + stime from /proc/<pid>/stat) of every Chromium process of the bench's browser in`,
        `5 s, ${cpu.rounds} round(s) alternating /build-service and the peer page (bench/peer/: cobe 2 at ${cpu.size} px${cpu.sizeGuessed ? ', a guess: no 3D slot found on /build-service' : ', the size of the /build-service 3D slot'},`,
        `auto-rotating as in cobe's demo), each after 3 s of settling, one page open at a time, 1280x720, dpr 1.`,
        `Totals: /build-service ${cpu.site.toFixed(2)} s CPU while drawing ${cpu.siteFrames} frames, peer ${cpu.peer.toFixed(2)} s CPU while drawing ${cpu.peerFrames} frames. Load average (1 min) at each window: ${cpu.load.map((x) => x.toFixed(1)).join(', ')}: with the machine shared, a busy moment gives a page fewer frames and so less CPU.`,
        `By process type: /build-service ${fmtTypes(cpu.siteByType)}; peer ${fmtTypes(cpu.peerByType)}.`,
      ].join('\n'),
    })
  } else {
    rows.push(row('CPU at rest, /build-service vs a cobe globe page', 'n/a', '<= 1.0x', null))
    rows.push(
      row('CPU per drawn globe frame, /build-service vs the cobe peer', 'n/a', '<= 1.0x', null)
    )
  }

  if (broken.length)
    sections.push({ title: 'Could not measure', body: broken.map((b) => `- ${b}`).join('\n') })
  sections.push({
    title: 'Caveats',
    body: [
      'This is a 2-core machine shared with other jobs (builds, browsers), and WebGL is software',
      '(SwiftShader): time figures (LCP, TBT, frame intervals, Lighthouse performance) are noisy and',
      'slower than on a phone or laptop with a GPU. Ratios (CPU vs cobe) are measured in the same run.',
    ].join('\n'),
  })
  return { rows, sections }
}

main()
  .then(async (ok) => {
    await cleanup()
    process.exit(ok ? 0 : 1)
  })
  .catch(async (e) => {
    console.error(`\nbench failed: ${e.stack ?? e.message}`)
    await cleanup()
    process.exit(1)
  })
