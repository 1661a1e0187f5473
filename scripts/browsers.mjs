// Every engine the project is checked in, from Debian only (never a downloaded browser):
// Chromium and Firefox ESR driven by puppeteer-core (CDP and WebDriver BiDi), WebKitGTK's
// MiniBrowser driven by WebKitWebDriver (classic W3C WebDriver, spoken here over fetch).
// Each launch returns the same small `Tab` so one test or one measurement runs in all three.
// The cross-engine e2e suite (scripts/e2e-engines.mjs) and the bench (bench/lib/engines.mjs)
// use it; both run under Xvfb with Mesa's software GL (LIBGL_ALWAYS_SOFTWARE=1).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs'
import { ensureDebianTool } from './debian-tool.mjs'

export const ENGINES = ['chromium', 'firefox', 'webkit']

const MINIBROWSER_DIRS = ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']

/** MiniBrowser's path ('' when WebKitGTK is not installed): it is not on the PATH. */
function miniBrowser() {
  const arch = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']
  for (const lib of arch)
    for (const dir of MINIBROWSER_DIRS) {
      const p = path.join(lib, dir, 'MiniBrowser')
      if (fs.existsSync(p)) return p
    }
  return ''
}

/**
 * Makes sure what the engines need is installed (Debian's chromium, firefox-esr,
 * webkit2gtk-driver, xvfb; apt-get when root), and returns the executables. Exits with a clear message
 * when something is still missing.
 */
export function ensureEngineTools() {
  const tools = {
    chromium: ensureChromium(),
    firefox: ensureDebianTool('firefox-esr', 'firefox-esr'),
    webkitDriver: ensureDebianTool('WebKitWebDriver', 'webkit2gtk-driver'),
    xvfb: ensureDebianTool('Xvfb', 'xvfb'),
    pulseaudio: ensureDebianTool('pulseaudio', 'pulseaudio'),
    miniBrowser: miniBrowser(),
  }
  const missing = Object.entries(tools).filter(([, v]) => !v)
  if (missing.length) {
    console.error(
      `missing ${missing.map(([k]) => k).join(', ')}: run ` +
        '`sudo apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb pulseaudio` and try again.'
    )
    process.exit(1)
  }
  return tools
}

/**
 * Starts a virtual X display (Xvfb picks a free display number) for the engines that need
 * one (Firefox with a window, MiniBrowser), with Mesa's software GL (LIBGL_ALWAYS_SOFTWARE),
 * and points this process's DISPLAY at it. Returns a stop function; the display also goes
 * when this process exits.
 */
export async function startXvfb(xvfb) {
  const x = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  x.stderr.on('data', (d) => (stderr = (stderr + d).slice(-1000)))
  const stop = () => x.exitCode === null && x.kill('SIGKILL')
  process.on('exit', stop)
  const display = await withDeadline(
    'starting Xvfb',
    20_000,
    new Promise((resolve, reject) => {
      let out = ''
      x.stdio[3].on('data', (d) => {
        out += d
        if (out.includes('\n')) resolve(`:${out.trim()}`)
      })
      x.on('exit', () => reject(new Error(`Xvfb exited: ${stderr}`)))
    })
  ).catch((e) => {
    stop()
    throw e
  })
  process.env.DISPLAY = display
  process.env.LIBGL_ALWAYS_SOFTWARE = '1'
  return stop
}

/**
 * Starts a PulseAudio server whose only sink is a null one, for the browsers to play into. A
 * machine without a sound card (CI, a container) otherwise gives Firefox no audio output, and its
 * AudioContext never leaves 'suspended': the site's sound could not be tested there. The sound goes
 * nowhere, but the browser's audio clock runs as it does on a visitor's machine. Returns a stop
 * function; the server also goes when this process exits.
 */
export async function startNullAudio(pulseaudio) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-pulse-'))
  const socket = path.join(dir, 'native')
  const p = spawn(
    pulseaudio,
    [
      '-n', // no default configuration: only the modules below
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '-L',
      'module-null-sink',
      '-L',
      `module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: dir, XDG_RUNTIME_DIR: dir },
    }
  )
  let stderr = ''
  p.stderr.on('data', (d) => (stderr = (stderr + d).slice(-1000)))
  const stop = () => {
    if (p.exitCode === null) p.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
  process.on('exit', stop)
  const end = Date.now() + 10_000
  while (!fs.existsSync(socket)) {
    if (p.exitCode !== null || Date.now() > end) {
      stop()
      throw new Error(`PulseAudio did not start: ${stderr}`)
    }
    await sleep(100)
  }
  AUDIO_ENV.PULSE_SERVER = `unix:${socket}`
  return stop
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Rejects after `ms` with a message naming the step (a hung browser never hangs the run). */
export function withDeadline(label, ms, promise) {
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${label}: no answer in ${ms / 1000} s`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

// W3C WebDriver key codes for the keys the tests press
const WD_KEYS = {
  Shift: '\uE008',
  Enter: '\uE007',
  Tab: '\uE004',
  Escape: '\uE00C',
  Space: ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  Home: '\uE011',
  End: '\uE010',
}

/** The function source a page runs, called with JSON arguments (same text in every engine). */
const call = (fn, args) => `return (${fn.toString()}).apply(null, ${JSON.stringify(args)})`

/**
 * The one interface the suite and the bench use, whatever drives the browser:
 * goto, evaluate (a function and JSON arguments, run in the page), real pointer clicks, held
 * presses (`down`, then `up`) and wheel turns at viewport coordinates, key presses, the
 * viewport's size, the browser's process id (for CPU figures) and close. `engine` names the
 * engine, `version` its version.
 */
class PuppeteerTab {
  constructor(engine, browser, page, pid) {
    this.engine = engine
    this.browser = browser
    this.page = page
    this.pid = pid
    this.consoleErrors = []
    // Firefox ESR 153 over WebDriver BiDi: a key press reaches a focused button (keydown,
    // keypress, keyup, all trusted) but never activates it, even on a page with nothing but
    // a <button onclick>; headless, under Xvfb and with focusmanager.testmode alike
    this.keysActivateButtons = engine !== 'firefox'
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 404/.test(m.text())) this.consoleErrors.push(m.text())
    })
    page.on('pageerror', (e) => this.consoleErrors.push(`pageerror: ${e.message ?? e}`))
  }
  async version() {
    return this.browser.version()
  }
  async goto(url) {
    await this.page.goto(url, { waitUntil: 'load', timeout: 30_000 })
  }
  async evaluate(fn, ...args) {
    return this.page.evaluate(new Function(call(fn, args)))
  }
  async click(x, y) {
    await this.page.mouse.click(Math.round(x), Math.round(y))
  }
  async move(x, y) {
    await this.page.mouse.move(Math.round(x), Math.round(y))
  }
  async down(x, y) {
    await this.move(x, y)
    await this.page.mouse.down()
  }
  async up() {
    await this.page.mouse.up()
  }
  async wheel(x, y, deltaY) {
    await this.page.mouse.move(Math.round(x), Math.round(y))
    await this.page.mouse.wheel({ deltaY })
  }
  /** A key by name ('Enter', 'Space'), or with Shift held ('Shift+Tab'). */
  async press(key) {
    const [held, name] = key.startsWith('Shift+') ? ['Shift', key.slice(6)] : [null, key]
    if (held) await this.page.keyboard.down(held)
    await this.page.keyboard.press(name === 'Space' ? ' ' : name)
    if (held) await this.page.keyboard.up(held)
  }
  async setViewport(width, height) {
    await this.page.setViewport({ width, height, deviceScaleFactor: 1 })
  }
  async close() {
    await withDeadline('closing the browser', 10_000, this.browser.close()).catch(() => {})
    try {
      process.kill(this.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/** Where the browsers send their sound (startNullAudio sets it). */
const AUDIO_ENV = {}

/** Chromium (CDP) or Firefox ESR (WebDriver BiDi) through puppeteer-core. */
async function launchPuppeteer(engine, tools, { width, height }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `thock-${engine}-`))
  const options =
    engine === 'firefox'
      ? {
          browser: 'firefox',
          executablePath: tools.firefox,
          headless: false, // under Xvfb, as a visitor's window (WebGL on Mesa's llvmpipe)
          userDataDir: profile,
          env: { ...process.env, ...AUDIO_ENV },
          extraPrefsFirefox: {
            'webgl.force-enabled': true, // llvmpipe is on Firefox's block list
            'media.autoplay.default': 0,
            'browser.shell.checkDefaultBrowser': false,
            // the browser's own telemetry, collected though never sent: its delayed start some
            // 60 s after launch (a subprocess, ping files) and its work each minute after (0.1-0.4
            // s of the parent process here) land in whichever page's CPU-at-rest window is open
            // then (bench/lib/engines.mjs)
            'toolkit.telemetry.enabled': false,
            'toolkit.telemetry.unified': false,
          },
        }
      : {
          executablePath: tools.chromium,
          headless: true,
          userDataDir: profile,
          args: [...CHROMIUM_ARGS, `--window-size=${width},${height}`],
        }
  // loaded here, not at the top: the bench's Chromium-only runs (--gpu) need no puppeteer-core
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await withDeadline(
    `launching ${engine}`,
    60_000,
    puppeteer.launch({
      ...options,
      protocolTimeout: 60_000,
      defaultViewport: { width, height, deviceScaleFactor: 1 },
    })
  )
  const pages = await browser.pages()
  const page = pages[0] ?? (await browser.newPage())
  page.setDefaultTimeout(30_000)
  return new PuppeteerTab(engine, browser, page, browser.process()?.pid)
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver over HTTP). */
class WebDriverTab {
  constructor(driver, base, session, capabilities) {
    this.engine = 'webkit'
    this.driver = driver
    this.pid = driver.pid
    this.base = base
    this.session = session
    this.capabilities = capabilities
    this.consoleErrors = [] // classic WebDriver reports none: the page records its own
    this.keysActivateButtons = true
    this.wheelTotal = 0 // WebKitWebDriver 2.50 takes a wheel delta as a running total
  }
  async cmd(method, route, body) {
    const res = await withDeadline(
      `webdriver ${method} ${route}`,
      60_000,
      fetch(`${this.base}/session/${this.session}${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    )
    const json = await res.json().catch(() => ({}))
    if (!res.ok || json.value?.error)
      throw new Error(`webdriver ${route}: ${json.value?.error} ${json.value?.message ?? ''}`)
    return json.value
  }
  async version() {
    return `WebKitGTK ${this.capabilities.browserVersion ?? '?'}`
  }
  async goto(url) {
    await this.cmd('POST', '/url', { url })
  }
  async evaluate(fn, ...args) {
    return this.cmd('POST', '/execute/sync', { script: call(fn, args), args: [] })
  }
  /** The mouse's `actions`, then every button let go (`release`) unless a press is to be held. */
  async pointer(actions, release = true) {
    await this.cmd('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    })
    if (release) await this.cmd('DELETE', '/actions')
  }
  async click(x, y) {
    await this.pointer([
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ])
  }
  async move(x, y) {
    await this.pointer([
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
    ])
  }
  async down(x, y) {
    await this.pointer(
      [
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
      ],
      false
    )
  }
  async up() {
    await this.pointer([{ type: 'pointerUp', button: 0 }])
  }
  async wheel(x, y, deltaY) {
    this.wheelTotal += deltaY
    await this.cmd('POST', '/actions', {
      actions: [
        {
          type: 'wheel',
          id: 'wheel',
          actions: [
            {
              type: 'scroll',
              x: Math.round(x),
              y: Math.round(y),
              deltaX: 0,
              deltaY: this.wheelTotal,
              origin: 'viewport',
            },
          ],
        },
      ],
    })
  }
  /** A key by name ('Enter', 'Space'), or with Shift held ('Shift+Tab'). */
  async press(key) {
    const shift = key.startsWith('Shift+')
    const name = shift ? key.slice(6) : key
    const value = WD_KEYS[name] ?? name
    const keys = [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]
    if (shift) keys.unshift({ type: 'keyDown', value: WD_KEYS.Shift })
    if (shift) keys.push({ type: 'keyUp', value: WD_KEYS.Shift })
    await this.cmd('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: keys }],
    })
  }
  async setViewport(width, height) {
    // the window, not the viewport: grow it by what the browser's own chrome takes. The page
    // may still read the old size for a moment after the resize (from a wide window to a phone's,
    // that made the second size negative: 'Invalid width value'), so wait until it fits.
    await this.cmd('POST', '/window/rect', { width, height })
    let inner = [width, height]
    for (let i = 0; i < 20; i++) {
      inner = await this.evaluate(() => [innerWidth, innerHeight])
      if (inner[0] <= width && inner[1] <= height) break
      await sleep(100)
    }
    await this.cmd('POST', '/window/rect', {
      width: width + Math.max(0, width - inner[0]),
      height: height + Math.max(0, height - inner[1]),
    })
  }
  async close() {
    await withDeadline('closing WebKit', 10_000, this.cmd('DELETE', '')).catch(() => {})
    this.driver.kill('SIGKILL')
  }
}

async function launchWebKit(tools, { width, height }) {
  const port = await freePort()
  const driver = spawn(tools.webkitDriver, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // without a GPU the DMA-BUF renderer never presents: requestAnimationFrame then ran
    // about twice a second; the shared-memory path WebKitGTK falls back to is what works
    env: {
      ...process.env,
      ...AUDIO_ENV,
      LIBGL_ALWAYS_SOFTWARE: '1',
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
    },
  })
  let stderr = ''
  driver.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)))
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; ; i++) {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${stderr}`)
      if (
        await fetch(`${base}/status`).then(
          (r) => r.ok,
          () => false
        )
      )
        break
      if (i > 100) throw new Error('WebKitWebDriver did not start in 10 s')
      await sleep(100)
    }
    const res = await withDeadline(
      'starting MiniBrowser',
      60_000,
      fetch(`${base}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          capabilities: {
            alwaysMatch: {
              'webkitgtk:browserOptions': {
                binary: tools.miniBrowser,
                args: ['--automation'],
              },
            },
          },
        }),
      }).then((r) => r.json())
    )
    const { sessionId, capabilities } = res.value ?? {}
    if (!sessionId) throw new Error(`no WebKit session: ${JSON.stringify(res.value)}`)
    const tab = new WebDriverTab(driver, base, sessionId, capabilities)
    await tab.cmd('POST', '/timeouts', { script: 30_000, pageLoad: 30_000 })
    await tab.setViewport(width, height)
    return tab
  } catch (e) {
    driver.kill('SIGKILL')
    throw e
  }
}

/**
 * Starts `engine` with a viewport of the given size; one retry when the first launch fails
 * (a browser that hangs on a busy machine at start is not what we test).
 * @example const tab = await launchEngine('webkit', ensureEngineTools())
 */
export async function launchEngine(engine, tools, size = { width: 1280, height: 720 }) {
  const once = () =>
    engine === 'webkit' ? launchWebKit(tools, size) : launchPuppeteer(engine, tools, size)
  try {
    return await once()
  } catch (e) {
    console.error(`${engine}: launch failed (${e.message}); trying once more`)
    return once()
  }
}
