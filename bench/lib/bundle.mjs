// Static analysis of dist/: gzip size of every JS chunk, the import graph, which
// chunks make up the 3D stage (three / R3F), and whether leva shipped.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]))
}

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length

/** Static imports of a Vite chunk (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code) {
  const out = new Set()
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
    out.add(m[1].slice(2))
  return [...out]
}

function closure(start, graph) {
  const seen = new Set()
  const stack = [...start]
  while (stack.length) {
    const f = stack.pop()
    if (seen.has(f) || !graph.has(f)) continue
    seen.add(f)
    stack.push(...graph.get(f).imports)
  }
  return seen
}

/**
 * Reads dist/ and returns per-chunk sizes plus the chunk sets the bench needs:
 * `entry` (what index.html loads up front) and `stage` (the 3D chunks: the stage
 * chunk and everything it imports that the entry does not).
 */
export function analyzeDist(dist) {
  const assets = path.join(dist, 'assets')
  if (!fs.existsSync(assets)) throw new Error(`${assets} is missing: the build did not produce it`)
  const graph = new Map()
  for (const name of fs.readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const buf = fs.readFileSync(path.join(assets, name))
    const code = buf.toString('utf8')
    graph.set(name, {
      bytes: buf.length,
      gzip: gzipSize(buf),
      imports: staticImports(code),
      three: /\bWebGLRenderer\b|WebGLRenderingContext|THREE\.WebGLRenderer/.test(code),
    })
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  // the page's modules, which public/page-init.js loads after first paint
  const listed = /<meta name="thock-modules" content="([^"]+)"/.exec(html)?.[1]
  if (!listed) throw new Error('dist/index.html lists no modules (<meta name="thock-modules">)')
  const entryFiles = listed.split(' ').map((f) => f.replace(/^\/assets\//, ''))
  const entry = closure(entryFiles, graph)

  // the stage chunk: named after src/canvas/stage.tsx; else the first lazy chunk that holds three.js
  let stageChunk = [...graph.keys()].find((f) => /^stage-[\w-]+\.js$/.test(f))
  if (!stageChunk)
    stageChunk = [...graph.keys()].find((f) => !entry.has(f) && graph.get(f).three) ?? null
  const stage = stageChunk
    ? new Set([...closure([stageChunk], graph)].filter((f) => !entry.has(f)))
    : new Set()

  // any file in dist (JS, HTML, CSS) mentioning leva, as the build test checks
  const levaHits = walk(dist)
    .filter((f) => /\.(js|html|css)$/.test(f))
    .filter((f) => /\bleva\b|leva__|useControls/.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(dist, f))

  const sum = (set) => [...set].reduce((n, f) => n + graph.get(f).gzip, 0)
  return {
    chunks: graph,
    entry,
    entryGzip: sum(entry),
    stageChunk,
    stage,
    stageGzip: sum(stage),
    levaHits,
  }
}
