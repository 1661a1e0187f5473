import fs from 'node:fs/promises'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parseAst, transformWithOxc, type Plugin, type ViteDevServer } from 'vite'
import type { Motion } from '../src/tuning/motion.ts'
import { motionCssRule } from '../src/tuning/motion-css.ts'

/** Where the tuning constants live, relative to the project root. */
export const MOTION_FILE = 'src/tuning/motion.ts'
/** The dev server endpoint the panel's "save" posts the current values to. */
export const SAVE_ENDPOINT = '/__thock/motion'

const VIRTUAL_CSS = 'virtual:thock-motion.css'
const RESOLVED_CSS = '\0' + VIRTUAL_CSS
const CUSTOM_MEDIA = /\(\s*--([a-z-]+)\s*\)/g
const COLOUR = /^#[0-9a-f]{6}$/i
const MAX_BODY = 64 * 1024

/** A request the save endpoint refuses, with the message the panel shows. */
class SaveError extends Error {}

type Leaf = { group: string; key: string; start: number; end: number; value: number | string }

interface Node {
  type: string
  start: number
  end: number
  [k: string]: unknown
}

/** Finds `export const MOTION = { group: { key: literal } } as const` and its leaves, with positions. */
export function motionLeaves(source: string): Leaf[] {
  const ast = parseAst(source, { lang: 'ts' }) as unknown as { body: Node[] }
  const decl = ast.body
    .map((n) => (n.type === 'ExportNamedDeclaration' ? (n.declaration as Node | null) : n))
    .flatMap((n) => (n?.type === 'VariableDeclaration' ? (n.declarations as Node[]) : []))
    .find((d) => (d.id as Node & { name?: string }).name === 'MOTION')
  let init = decl?.init as Node | undefined
  while (init && (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression'))
    init = init.expression as Node
  if (init?.type !== 'ObjectExpression') throw new Error(`${MOTION_FILE}: no MOTION object literal`)
  const leaves: Leaf[] = []
  for (const g of init.properties as Node[]) {
    const group = propertyName(g)
    const body = g.value as Node
    if (body.type !== 'ObjectExpression')
      throw new Error(`MOTION.${group} is not an object literal`)
    for (const p of body.properties as Node[]) {
      const key = propertyName(p)
      const v = p.value as Node & { value?: unknown; operator?: string; argument?: Node }
      let value: unknown = v.value
      if (v.type === 'UnaryExpression' && v.operator === '-')
        value = -((v.argument as Node & { value: unknown }).value as number)
      if (typeof value !== 'number' && typeof value !== 'string')
        throw new Error(`MOTION.${group}.${key} is not a number or colour literal`)
      leaves.push({ group, key, start: v.start, end: v.end, value })
    }
  }
  return leaves
}

function propertyName(p: Node): string {
  const k = p.key as Node & { name?: string; value?: string }
  if (p.type !== 'Property' || p.computed) throw new Error('MOTION: plain properties only')
  return String(k.name ?? k.value)
}

/**
 * Writes `values` into the MOTION literal of `source`: checks every group and key is the
 * file's own (no key missing, none added), each number finite and each colour '#rrggbb',
 * then replaces only the literals, so comments and order stay. Throws SaveError otherwise.
 */
export function writeMotion(source: string, values: unknown): string {
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new SaveError('expected an object of groups')
  const leaves = motionLeaves(source)
  const given = values as Record<string, unknown>
  const problems: string[] = []
  const groups = new Set(leaves.map((l) => l.group))
  for (const g of Object.keys(given)) if (!groups.has(g)) problems.push(`unknown group '${g}'`)
  for (const g of groups) {
    const vals = given[g]
    if (typeof vals !== 'object' || vals === null) {
      problems.push(`missing group '${g}'`)
      continue
    }
    const keys = new Set(leaves.filter((l) => l.group === g).map((l) => l.key))
    for (const k of Object.keys(vals)) if (!keys.has(k)) problems.push(`unknown key '${g}.${k}'`)
  }
  let out = source
  // from the end, so earlier positions stay valid
  for (const leaf of [...leaves].sort((a, b) => b.start - a.start)) {
    const name = `${leaf.group}.${leaf.key}`
    const v = (given[leaf.group] as Record<string, unknown> | undefined)?.[leaf.key]
    let text: string
    if (typeof leaf.value === 'number') {
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        problems.push(`${name} must be a finite number`)
        continue
      }
      text = String(v)
    } else {
      if (typeof v !== 'string' || !COLOUR.test(v)) {
        problems.push(`${name} must be a colour like '#ff00aa'`)
        continue
      }
      text = `'${v.toLowerCase()}'`
    }
    out = out.slice(0, leaf.start) + text + out.slice(leaf.end)
  }
  if (problems.length) throw new SaveError(problems.join('; '))
  return out
}

/** The MOTION object of a motion.ts source (it imports nothing: types are stripped, then it runs). */
export async function evaluateMotion(source: string): Promise<Motion> {
  const { code } = await transformWithOxc(source, 'motion.ts', { lang: 'ts' })
  const mod = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    MOTION: Motion
  }
  return mod.MOTION
}

/** The custom media the CSS may use, from the breakpoint of the tuning constants. */
export function customMedia(motion: Motion): Record<string, string> {
  const px = motion.layout.breakpointPx
  return { wide: `(min-width: ${px}px)`, narrow: `(max-width: ${px - 0.02}px)` }
}

/** Replaces `(--wide)` / `(--narrow)` in the preludes of @media rules. */
export function replaceCustomMedia(css: string, media: Record<string, string>, id: string): string {
  return css.replace(/@media([^{;]*)\{/g, (rule, prelude: string) =>
    prelude.includes('--')
      ? rule.replace(CUSTOM_MEDIA, (_, name: string) => {
          const query = media[name]
          if (!query) throw new Error(`${id}: unknown custom media (--${name})`)
          return query
        })
      : rule
  )
}

interface Options {
  /** The motion.ts that "save" writes (tests point it at a scratch copy); env THOCK_MOTION_FILE. */
  saveTo?: string
}

/**
 * The tuning constants in CSS and, in `npm run dev`, back to source:
 * - `virtual:thock-motion.css` is a :root rule of the custom properties CSS reads
 *   (MOTION_CSS_VARS), so first paint has the values of motion.ts;
 * - `@media (--wide)` / `(--narrow)` in any stylesheet become the breakpoint's queries;
 * - dev only: POST /__thock/motion with the panel's values writes them into motion.ts,
 *   formatted with the project's prettier (the write does not reload the page).
 */
export function motionPlugin(options: Options = {}): Plugin[] {
  let root = process.cwd()
  let motion: Motion | null = null
  const tokenCss = new Set<string>() // stylesheets that use the custom media
  const load = async () => {
    motion ??= await evaluateMotion(await fs.readFile(path.join(root, MOTION_FILE), 'utf8'))
    return motion
  }

  const css: Plugin = {
    name: 'thock-motion-css',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    // hook filters: the bundler calls these only for the modules they name
    resolveId: {
      filter: { id: /^virtual:thock-motion\.css$/ },
      handler: () => RESOLVED_CSS,
    },
    load: {
      filter: { id: /^\0virtual:thock-motion\.css$/ },
      handler: async () => motionCssRule(await load()),
    },
    transform: {
      filter: { id: /\.css(\?|$)/, code: '(--' },
      async handler(code, id) {
        tokenCss.add(id)
        return { code: replaceCustomMedia(code, customMedia(await load()), id), map: null }
      },
    },
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          const text = String(file.source)
          if (/@media[^{]*\(\s*--/.test(text))
            this.error(`${file.fileName}: a custom media query was left unreplaced`)
        }
    },
  }

  let lastWritten = ''
  const save: Plugin = {
    name: 'thock-motion-save',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(SAVE_ENDPOINT, (req, res) => {
        void handleSave(server, req, res, saveTarget(root, options), (written) => {
          lastWritten = written
        })
      })
    },
    handleHotUpdate({ file, server, read, modules }) {
      if (path.resolve(file) !== path.join(root, MOTION_FILE)) return
      return (async () => {
        const content = await read()
        motion = null // stylesheets made from it are built again on the next request
        for (const id of [RESOLVED_CSS, ...tokenCss]) {
          const mod = server.moduleGraph.getModuleById(id)
          if (mod) server.moduleGraph.invalidateModule(mod)
        }
        // our own save: the page already shows these values; no reload
        return content === lastWritten ? [] : modules
      })()
    },
  }
  return [css, save]
}

function saveTarget(root: string, options: Options): string {
  return path.resolve(root, options.saveTo ?? process.env.THOCK_MOTION_FILE ?? MOTION_FILE)
}

async function handleSave(
  server: ViteDevServer,
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  onWrite: (content: string) => void
): Promise<void> {
  const reply = (status: number, body: object) => {
    res.statusCode = status
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(body))
  }
  try {
    if (req.method !== 'POST') return reply(405, { error: 'POST the values as JSON' })
    // a JSON content type forces a CORS preflight: another site cannot post here unseen
    if (!String(req.headers['content-type']).startsWith('application/json'))
      return reply(415, { error: 'send Content-Type: application/json' })
    const origin = req.headers.origin
    if (origin && new URL(origin).host !== req.headers.host)
      return reply(403, { error: `origin ${origin} may not save` })
    let body = ''
    for await (const chunk of req) {
      body += chunk
      if (body.length > MAX_BODY) throw new SaveError('body too large')
    }
    let values: unknown
    try {
      values = JSON.parse(body)
    } catch {
      throw new SaveError('the body is not JSON')
    }
    const source = await fs.readFile(target, 'utf8')
    const prettier = await import('prettier')
    // the project's settings, wherever the target is (a scratch copy may sit outside it)
    const config = (await prettier.resolveConfig(path.join(server.config.root, MOTION_FILE))) ?? {}
    const next = await prettier.format(writeMotion(source, values), { ...config, filepath: target })
    if (next !== source) {
      onWrite(next) // before the watcher can see it
      await fs.writeFile(target, next)
    }
    server.config.logger.info(
      `[thock] tuning saved to ${path.relative(server.config.root, target)}`
    )
    reply(200, {
      ok: true,
      file: path.relative(server.config.root, target),
      changed: next !== source,
    })
  } catch (error) {
    const known = error instanceof SaveError
    reply(known ? 400 : 500, { error: error instanceof Error ? error.message : String(error) })
    if (!known) server.config.logger.error(`[thock] saving the tuning failed: ${String(error)}`)
  }
}
