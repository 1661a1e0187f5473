import fs from 'node:fs'
import path from 'node:path'

/**
 * `thock/no-cycle`: no file under src/ reaches itself through its imports, counting every
 * kind: static, `import type`, `export … from`, and dynamic `import()`. (import-x's no-cycle
 * leaves type-only imports out; a cycle of types still ties two modules' designs together.)
 * The graph is built once per lint run from the files' import specifiers (relative ones:
 * packages cannot import us back); a file in a cycle is reported with the cycle's path.
 */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s+['"]([^'"]+)['"]/gm
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx']

function resolveFrom(file, spec) {
  if (!spec.startsWith('.')) return null
  const base = path.resolve(path.dirname(file), spec.split('?')[0])
  if (/\.(tsx?)$/.test(base) && fs.existsSync(base)) return base
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext
  return null
}

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
  const out = new Set()
  for (const m of text.matchAll(SPECIFIER)) {
    const target = resolveFrom(file, m[1] ?? m[2] ?? m[3])
    if (target) out.add(target)
  }
  return out
}

/** Every cycle's members, as file -> the cycle's path (Tarjan's strongly connected components). */
export function findCycles(root) {
  const files = fs
    .readdirSync(root, { recursive: true })
    .map((f) => path.join(root, f))
    .filter((f) => /\.tsx?$/.test(f))
  const graph = new Map(files.map((f) => [f, importsOf(f)]))
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = new Map()
  let next = 0
  const visit = (v) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
    }
    if (low.get(v) !== index.get(v)) return
    const members = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      members.push(w)
    } while (w !== v)
    const self = members.length === 1 && graph.get(v).has(v)
    if (members.length > 1 || self) {
      const names = members.map((m) => path.relative(root, m)).sort()
      for (const m of members) cycles.set(m, names)
    }
  }
  for (const f of graph.keys()) if (!index.has(f)) visit(f)
  return cycles
}

let cached = null // one graph per lint run (ESLint loads the config once per run)

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles under src/, type-only and dynamic imports included' },
    schema: [],
    messages: { cycle: 'import cycle: {{cycle}}' },
  },
  create(context) {
    const file = context.physicalFilename
    const root = path.resolve('src')
    if (!file.startsWith(root + path.sep)) return {}
    cached ??= findCycles(root)
    const cycle = cached.get(file)
    if (!cycle) return {}
    return {
      Program(node) {
        context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' -> ') } })
      },
    }
  },
}
