// The script budget as the visitor pays it: every script a first visit fetches from the
// start of the page until 5 s after its load event, with no input, at gzip 6 (what static
// hosts serve), three.js and the 3D stage aside. Per route, at a desktop and a phone size.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { kb, sleep } from './util.mjs'
import { mdTable, row } from './report.mjs'

export const JS_BUDGET = 90 * 1024 // bytes at gzip 6
const AT_REST_MS = 5000
const SIZES = [
  { name: '1440x900', viewport: { width: 1440, height: 900 } },
  { name: '390x844', viewport: { width: 390, height: 844 }, touch: true },
]

/** Script URLs (module, worker, dynamic import) fetched by a cold visit of `url` until load + 5 s. */
async function scriptsFetched(browser, url, size) {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: 1,
    hasTouch: !!size.touch,
    isMobile: !!size.touch,
  })
  const page = await context.newPage()
  const fetched = []
  const note = (u) => {
    const p = new URL(u).pathname
    if (p.endsWith('.js') || p.endsWith('.mjs')) fetched.push(p)
  }
  context.on('request', (req) => note(req.url())) // also a worker's script
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await sleep(AT_REST_MS)
  } finally {
    await context.close().catch(() => {})
  }
  return [...new Set(fetched)]
}

/** gzip 6 size of a dist/ file named by its URL path (0 when it is not in dist/). */
function gzip6(dist, p) {
  try {
    return zlib.gzipSync(fs.readFileSync(path.join(dist, p.replace(/^\//, ''))), { level: 6 })
      .length
  } catch {
    return 0
  }
}

/**
 * Chunks that are three.js or need it (the stage, the renderer, the scenes and their shaders):
 * the chunk holding three.js and every chunk that imports it. `chunks` is bench/lib/bundle.mjs's.
 */
export function threeFiles(chunks) {
  const holds = new Set([...chunks].filter(([, c]) => c.three).map(([n]) => n))
  return new Set(
    [...chunks]
      .filter(([n, c]) => holds.has(n) || c.imports.some((i) => holds.has(i)))
      .map(([n]) => n)
  )
}

/**
 * For each route and size: the scripts fetched, which of them are 3D (`threeFiles`), and the
 * gzip 6 total of the rest.
 */
export async function jsAtRest(browser, base, routes, dist, chunks, log = () => {}) {
  const stageFiles = threeFiles(chunks)
  const out = {}
  for (const route of routes)
    for (const size of SIZES) {
      log(`JS at rest: ${route} at ${size.name}`)
      const files = await scriptsFetched(browser, base + route, size)
      const list = files.map((p) => ({
        path: p,
        gzip6: gzip6(dist, p),
        stage: stageFiles.has(path.basename(p)),
      }))
      ;(out[route] ??= {})[size.name] = {
        files: list,
        total: list.filter((f) => !f.stage).reduce((n, f) => n + f.gzip6, 0),
      }
    }
  return out
}

/** The table row (the worst route) and a section with every route and file. */
export function jsAtRestFigures(res, rows, sections) {
  const title =
    'JS at rest (gzip 6): every script a first visit fetches by load + 5 s, no input, 3D aside'
  if (!res) {
    rows.push(row(title, 'n/a', '<= 90 KB on every route', null))
    return
  }
  const all = Object.entries(res).flatMap(([route, bySize]) =>
    Object.entries(bySize).map(([size, v]) => ({ route, size, ...v }))
  )
  const home = all.filter((x) => x.route === '/')
  const others = all.filter((x) => x.route !== '/')
  rows.push(
    row(
      'JS at rest on / (gzip 6): every script fetched by load + 5 s, no input, 3D aside',
      home.map((x) => `${kb(x.total)} at ${x.size}`).join(', '),
      '<= 90 KB',
      home.every((x) => x.total <= JS_BUDGET)
    )
  )
  if (others.length) {
    const worst = others.reduce((a, b) => (b.total > a.total ? b : a))
    const over = [...new Set(others.filter((x) => x.total > JS_BUDGET).map((x) => x.route))]
    rows.push(
      row(
        'JS at rest on every other route (same rule)',
        `worst ${worst.route} ${kb(worst.total)} at ${worst.size}`,
        '<= 90 KB',
        !over.length,
        over.length ? `over: ${over.join(', ')}` : ''
      )
    )
  }
  const short = (p) => path.basename(p).replace(/-[\w-]{8}\.js$/, '')
  sections.push({
    title: 'JavaScript at rest, per route (as fetched)',
    body: [
      mdTable(
        ['route', 'size', 'total gzip 6 (3D aside)', 'files (gzip 6)', '3D (not counted)'],
        all.map((x) => [
          x.route,
          x.size,
          kb(x.total),
          x.files
            .filter((f) => !f.stage)
            .map((f) => `${short(f.path)} ${kb(f.gzip6)}`)
            .join(', '),
          x.files
            .filter((f) => f.stage)
            .map((f) => short(f.path))
            .join(', ') || 'none',
        ])
      ),
      '',
      'A cold context per route and size (1440x900 mouse, 390x844 touch), no CPU slowdown, no input:',
      'every request for a `.js` file (modules, dynamic imports, workers) from navigation until 5 s',
      'after the load event, sized as the file in dist/ at gzip level 6 (1 KB = 1024 bytes). The',
      'chunk holding three.js and every chunk that imports it (the stage, the renderer, the scenes and',
      'their shaders) are listed but not counted. Target: <= 90 KB on every route at both sizes.',
    ].join('\n'),
  })
}
