#!/usr/bin/env node
// npm run test:engines: the cross-engine e2e suite (tests/engines/suite.mjs) in Chromium,
// Firefox ESR and WebKitGTK, against the built dist/ (npm test builds it for the Playwright
// e2e just before; this script builds only when dist/ is missing). Installs what it needs
// from Debian when run as root, starts its own Xvfb display with Mesa's software GL, and serves
// dist/ through scripts/serve.mjs behind a small proxy that adds tests/engines/probe.js as
// the first script of every page. Ends with `engines: N passed, M failed`; exits 1 on any
// failure.
//
//   node scripts/e2e-engines.mjs                       all engines, all tests
//   node scripts/e2e-engines.mjs --engines=webkit --grep=globe
//   ENGINES_PORT=4421 (the proxy's port; serve.mjs gets a free one)
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ENGINES,
  ensureEngineTools,
  freePort,
  launchEngine,
  startNullAudio,
  startXvfb,
  withDeadline,
} from './browsers.mjs'
import { centreOf, TESTS } from '../tests/engines/suite.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const arg = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const engines = (arg('engines') ?? ENGINES.join(',')).split(',').filter(Boolean)
const grep = arg('grep')
const PORT = Number(process.env.ENGINES_PORT ?? 4393)
const RETRIES = process.env.CI ? 1 : 0
const TEST_MS = 120_000 // one test, whatever hangs
const STEP_MS = 15_000 // one condition a test waits for (a scene's first draw: 45 s)

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function main() {
  const unknown = engines.filter((e) => !ENGINES.includes(e))
  if (unknown.length) {
    console.error(`unknown engine ${unknown.join(', ')} (known: ${ENGINES.join(', ')})`)
    return 1
  }
  if (!fs.existsSync(path.join(root, 'dist/index.html')))
    execSync('node scripts/build.mjs', { cwd: root, stdio: 'inherit' })
  const started = Date.now()
  const server = await startServer()
  const results = []
  const children = new Set()
  const stopAll = () => {
    server.close()
    for (const c of children) c.close().catch(() => {})
  }
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(sig, () => {
      stopAll()
      process.exit(130)
    })
  try {
    for (const engine of engines) {
      const tests = TESTS.filter((t) => !grep || t.name.includes(grep))
      let tab = null
      for (const test of tests) {
        // under CI a failed test gets one more try in a fresh browser, as Playwright's retries: 1
        for (let attempt = 0; attempt <= RETRIES; attempt++) {
          const t0 = Date.now()
          let error = null
          try {
            if (!tab) {
              tab = await launchEngine(engine, tools)
              children.add(tab)
              console.log(`${engine}: ${await tab.version()}`)
            }
            const helper = new Helper(tab, server.url, engine)
            await withDeadline(`"${test.name}"`, TEST_MS, test.run(helper))
            await helper.noErrors('the end of the test')
          } catch (e) {
            error = e
          }
          const secs = ((Date.now() - t0) / 1000).toFixed(1)
          const last = !error || attempt === RETRIES
          if (last) results.push({ engine, name: test.name, ok: !error })
          const mark = error ? (last ? 'FAIL' : 'retry') : attempt ? 'ok (flaky)' : 'ok  '
          console.log(`  ${mark} ${engine} › ${test.name} (${secs} s)`)
          if (error) {
            console.log(
              `       ${String(error.stack ?? error)
                .split('\n')
                .slice(0, 4)
                .join('\n       ')}`
            )
            // a failed test may leave the browser in any state: the next one gets a fresh one
            await tab?.close()
            children.delete(tab)
            tab = null
          }
          if (!error) break
        }
      }
      await tab?.close()
      children.delete(tab)
    }
  } finally {
    stopAll()
  }
  const passed = results.filter((r) => r.ok).length
  const failed = results.length - passed
  for (const engine of engines) {
    const mine = results.filter((r) => r.engine === engine)
    console.log(`  ${engine}: ${mine.filter((r) => r.ok).length}/${mine.length} passed`)
  }
  const secs = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`engines: ${passed} passed, ${failed} failed (${secs} s)`)
  return failed || !results.length ? 1 : 0
}

/** What a test does with its tab: visits, waits for a condition, clicks like a visitor. */
class Helper {
  constructor(tab, base, engine) {
    this.tab = tab
    this.base = base
    this.engine = engine
  }
  eval(fn, ...args) {
    return this.tab.evaluate(fn, ...args)
  }
  /**
   * Opens `path` on a fresh visit (storage cleared unless kept; `session`: sessionStorage entries
   * the page starts with) and waits for hydration.
   */
  async visit(path, { keepStorage = false, session = {} } = {}) {
    if (!keepStorage) {
      const before = this.tab.consoleErrors.length
      await this.tab.goto(`${this.base}/robots.txt`)
      // Firefox fails the imports of the page it leaves (a section coming into view) and the page
      // reports them as it goes: no visitor sees that, nor does the page that comes next
      const left = this.tab.consoleErrors.splice(before)
      this.tab.consoleErrors.push(...left.filter((m) => !/dynamically imported module/.test(m)))
      // just after a tab's first navigation Chromium over CDP may still evaluate in its first
      // document (about:blank, whose storage is denied): waitFor tries again until it works.
      // Entries set here, not on a first visit of the page: leaving a page that has just
      // hydrated cuts its sections' imports, which Firefox reports before the page is hidden
      await this.waitFor(
        (entries) => {
          localStorage.clear()
          sessionStorage.clear()
          for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v)
          return true
        },
        [session],
        "the site's storage cleared"
      )
    }
    await this.tab.goto(this.base + path)
    await this.waitFor(
      () => document.documentElement.dataset.hydrated === 'true' && !!window.__engines,
      [],
      `${path} hydrated`
    )
  }
  /** Polls `fn(...args)` in the page until it returns something truthy, and returns it. */
  async waitFor(fn, args, label, ms = STEP_MS) {
    const end = Date.now() + ms
    let last = null
    for (;;) {
      try {
        const v = await this.eval(fn, ...args)
        if (v) return v
      } catch (e) {
        last = e // a page between documents: try again
      }
      if (Date.now() > end)
        throw new Error(`waited ${ms / 1000} s for ${label}${last ? ` (${last.message})` : ''}`)
      await sleep(150)
    }
  }
  waitForText(selector, text) {
    return this.waitFor(
      (s, text) => [...document.querySelectorAll(s)].some((n) => n.textContent.includes(text)),
      [selector, text],
      `"${text}" in ${selector}`
    )
  }
  /** A real pointer click at the centre of the first `selector` (whose text has `text`). */
  async click(selector, text) {
    const at = await this.waitFor(centreOf, [selector, text ?? ''], `${selector} ${text ?? ''}`)
    await this.tab.click(at.x, at.y)
  }
  clickText(selector, text) {
    return this.click(selector, text)
  }
  async focus(selector) {
    await this.waitFor(
      (s) => {
        const el = document.querySelector(s)
        el?.focus()
        return !!el && document.activeElement === el
      },
      [selector],
      `focus on ${selector}`
    )
  }
  /** Asks the probe for the share of `selector`'s rectangle that the next drawn frame covered. */
  async drawnPixels(selector, last = false) {
    let lit = 0
    for (let i = 0; i < 20 && lit < 0.01; i++) {
      await this.eval(
        (s, last) => {
          const all = document.querySelectorAll(s)
          const r = all[last ? all.length - 1 : 0].getBoundingClientRect()
          window.__engines.lit = null
          window.__engines.sample = { x: r.left, y: r.top, w: r.width, h: r.height }
        },
        selector,
        last
      )
      lit = await this.waitFor(
        () => window.__engines.lit !== null && { lit: window.__engines.lit },
        [],
        `a drawn frame in ${selector}`
      ).then((v) => v.lit)
      if (lit < 0.01) await sleep(250) // fading in: ask again
    }
    if (!(lit >= 0.01))
      throw new Error(`${selector}: the canvas drew ${(lit * 100).toFixed(2)}% of its rectangle`)
  }
  /** Fails with every error the page recorded (and the engine's console errors) since the last check. */
  async noErrors(where) {
    const page =
      (await this.eval(() => window.__engines?.errors.splice(0) ?? []).catch(() => [])) ?? []
    const all = [...page, ...this.tab.consoleErrors.splice(0)]
    if (all.length) throw new Error(`errors on ${where}:\n${all.join('\n')}`)
  }
}

/**
 * The chunks an offline test may fail: the about page's code, the gallery's, the phone menu's. The proxy marks
 * them `no-store`, so no HTTP cache answers for them; the tests that fail them run before any
 * other asks for them all the same (tests/engines/suite.mjs).
 */
const OFFLINE_CHUNKS = {
  about: /^\/assets\/about-[\w-]+\.js$/,
  menu: /^\/assets\/nav-drawer-[\w-]+\.js$/,
  keyboards: /^\/assets\/keyboards-[\w-]+\.js$/,
}

/**
 * dist/ as scripts/serve.mjs serves it (on a free port), behind a proxy on PORT that puts the
 * probe first in every page's <head> (a same-origin script, which the CSP allows). A test may
 * take the network away from one of OFFLINE_CHUNKS: `/__engines/offline?on=1&chunk=menu` (the
 * about page's without `chunk`; `on=0` gives it back);
 * each answers, as JSON, whether it is away and how many requests for it came since the switch.
 * A request while it is away is answered 503, which fails the import as a dropped network does
 * (a cut connection may be tried again by the engine itself, and the count would read double).
 */
async function startServer() {
  const upstream = await freePort()
  const serve = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(upstream) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const probe = fs.readFileSync(path.join(root, 'tests/engines/probe.js'))
  const offline = { on: false, asked: 0, chunk: 'about' }
  const proxy = http.createServer((req, res) => {
    if (req.url === '/__engines/probe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      return res.end(probe)
    }
    if (req.url.startsWith('/__engines/offline')) {
      const query = new URL(req.url, 'http://x').searchParams
      const on = query.get('on')
      if (on !== null)
        Object.assign(offline, { on: on === '1', asked: 0, chunk: query.get('chunk') ?? 'about' })
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      return res.end(JSON.stringify(offline))
    }
    const file = req.url.split('?')[0]
    const chunk = Object.values(OFFLINE_CHUNKS).some((re) => re.test(file)) // never cached
    const away = OFFLINE_CHUNKS[offline.chunk]?.test(file) ?? false
    if (away) offline.asked++
    if (away && offline.on) return res.writeHead(503, { 'cache-control': 'no-store' }).end()
    const headers = { ...req.headers }
    delete headers['accept-encoding'] // the HTML is rewritten: plain bytes
    // a connection of its own per request (`agent: false`): a kept-alive one that serve.mjs closes
    // as it idles out can be reused at that moment and reset, and the page's chunk would fail
    // with the 502 below (a section of /build-service once showed its error in Firefox)
    const up = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        path: req.url,
        method: req.method,
        headers,
        agent: false,
      },
      (r) => {
        if (!/text\/html/.test(r.headers['content-type'] ?? '')) {
          const h = chunk ? { ...r.headers, 'cache-control': 'no-store' } : r.headers
          res.writeHead(r.statusCode ?? 502, h)
          return r.pipe(res)
        }
        const chunks = []
        r.on('data', (c) => chunks.push(c))
        r.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/, '<head$1><script src="/__engines/probe.js"></script>')
          const h = { ...r.headers }
          delete h['content-length']
          delete h['content-encoding']
          res.writeHead(r.statusCode ?? 502, h)
          res.end(html)
        })
      }
    )
    up.on('error', () => res.writeHead(502).end())
    req.pipe(up)
  })
  await new Promise((resolve, reject) => {
    proxy.once('error', (e) => reject(new Error(`port ${PORT} is not free (${e.message})`)))
    proxy.listen(PORT, '127.0.0.1', resolve)
  })
  const url = `http://127.0.0.1:${PORT}`
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false
    )
    if (ok) break
    if (i > 100 || serve.exitCode !== null) throw new Error('scripts/serve.mjs did not start')
    await sleep(100)
  }
  return {
    url,
    close() {
      proxy.close()
      serve.kill('SIGKILL')
    },
  }
}

const tools = ensureEngineTools()
const stopXvfb = await startXvfb(tools.xvfb)
const stopAudio = await startNullAudio(tools.pulseaudio) // the sound test plays into it
const code = await main().catch((e) => {
  console.error(`engines: ${e.stack ?? e}`)
  return 1
})
stopAudio()
stopXvfb()
process.exit(code)
