import {
  LineCounter,
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Node,
  type Pair,
  type YAMLMap,
} from 'yaml'
import {
  SEASON_SLOTS,
  SLOT_STAGES,
  SLOT_STATUSES,
  type Season,
  type SeasonSlot,
  type SlotStage,
} from '../src/content/season-types.ts'

/** A problem in the season file, with the file and line it is on (the build prints it). */
export class SeasonError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string
  ) {
    super(`[season] ${file}:${line}: ${detail}`)
    this.name = 'SeasonError'
  }
}

/** The keys each kind of slot may have (anything else is a typo the build points at). */
const KEYS: Readonly<Record<SeasonSlot['status'], readonly string[]>> = {
  open: ['status'],
  reserved: ['status', 'confirmed'],
  commission: ['status', 'stage', 'slug', 'confirmed', 'shipped'],
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar day written 'YYYY-MM-DD'. */
function isDay(text: string): boolean {
  const m = DATE.exec(text)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))
  return d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!
}

const list = (xs: readonly string[]) => xs.join(', ')

/**
 * Reads and checks the season file: exactly SEASON_SLOTS slots, each open, reserved or a
 * commission at a known stage, slugs that name an article (once each), real dates, no unknown
 * keys. Throws a SeasonError naming the file and the line of the first problem.
 * @example parseSeason('content/season.yaml', text, new Set(['azoth'])).slots[0] // { status: 'open' }
 */
export function parseSeason(file: string, text: string, slugs: ReadonlySet<string>): Season {
  const lines = new LineCounter()
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const first = doc.errors[0]
  if (first)
    throw new SeasonError(
      file,
      lines.linePos(first.pos[0]).line,
      `not valid YAML (${first.message.split('\n')[0]})`
    )
  // a pair is pointed at by its key (the line the builder wrote it on)
  const lineOf = (node: Node | Pair | null | undefined): number => {
    const target = isPair(node) ? (node.key as Node | null) : node
    const at = target?.range?.[0]
    return typeof at === 'number' ? lines.linePos(at).line : 1
  }
  const fail = (node: Node | Pair | null | undefined, detail: string): never => {
    throw new SeasonError(file, lineOf(node), detail)
  }

  const root = doc.contents
  if (!isMap(root)) return fail(root, 'expected `name:` and `slots:` at the top of the file')
  checkKeys(root, ['name', 'slots'], 'the file', fail)
  const namePair = root.items.find((p) => isScalar(p.key) && p.key.value === 'name')
  const name = namePair?.value
  if (!isScalar(name) || typeof name.value !== 'string' || !name.value.trim())
    return fail(namePair ?? root, "`name:` is missing or empty: the season's name, e.g. '2024-25'")
  const slotsPair = root.items.find((p) => isScalar(p.key) && p.key.value === 'slots')
  const seq = slotsPair?.value
  if (!isSeq(seq)) return fail(slotsPair ?? root, '`slots:` is missing or not a list of slots')
  if (seq.items.length > SEASON_SLOTS)
    return fail(
      seq.items[SEASON_SLOTS] as Node,
      `slot ${SEASON_SLOTS + 1}: a season has ${SEASON_SLOTS} slots, this list has ${seq.items.length}; remove ${seq.items.length - SEASON_SLOTS}`
    )
  if (seq.items.length < SEASON_SLOTS)
    return fail(
      slotsPair,
      `a season has ${SEASON_SLOTS} slots, this list has ${seq.items.length}; add ${SEASON_SLOTS - seq.items.length} (\`- status: open\`)`
    )

  const used = new Map<string, number>()
  const slots = seq.items.map((item, i): SeasonSlot => {
    const where = `slot ${i + 1}`
    if (!isMap(item)) return fail(item as Node, `${where}: expected a slot (\`- status: open\`)`)
    const field = (key: string) => item.items.find((p) => isScalar(p.key) && p.key.value === key)
    const text = (key: string): string | undefined => {
      const pair = field(key)
      if (!pair) return undefined
      const v = pair.value
      if (!isScalar(v) || (typeof v.value !== 'string' && typeof v.value !== 'number'))
        return fail(pair, `${where}: \`${key}:\` should be a single value`)
      return String(v.value).trim()
    }
    const status = text('status')
    if (status === undefined)
      return fail(item, `${where}: \`status:\` is missing (${list(SLOT_STATUSES)})`)
    if (!(SLOT_STATUSES as readonly string[]).includes(status))
      return fail(
        field('status'),
        `${where}: status "${status}" is not one of ${list(SLOT_STATUSES)}`
      )
    const kind = status as SeasonSlot['status']
    checkKeys(item, KEYS[kind], `${where} (${kind})`, fail)
    const day = (key: string): string | undefined => {
      const v = text(key)
      if (v !== undefined && !isDay(v))
        fail(field(key), `${where}: ${key} "${v}" is not a date written YYYY-MM-DD`)
      return v
    }
    const confirmed = day('confirmed')
    if (kind === 'open') return { status: 'open' }
    if (kind === 'reserved')
      return confirmed ? { status: 'reserved', confirmed } : { status: 'reserved' }

    const stage = text('stage')
    if (stage === undefined)
      return fail(item, `${where}: a commission needs \`stage:\` (${list(SLOT_STAGES)})`)
    if (!(SLOT_STAGES as readonly string[]).includes(stage))
      return fail(field('stage'), `${where}: stage "${stage}" is not one of ${list(SLOT_STAGES)}`)
    const slug = text('slug')
    if (slug !== undefined) {
      if (!slugs.has(slug))
        fail(
          field('slug'),
          `${where}: slug "${slug}" has no article (no content/keyboards/${slug}.md with that slug)`
        )
      const before = used.get(slug)
      if (before !== undefined)
        fail(field('slug'), `${where}: slug "${slug}" is already slot ${before}'s`)
      used.set(slug, i + 1)
    }
    const shipped = day('shipped')
    if (shipped !== undefined && stage !== 'shipped')
      fail(field('shipped'), `${where}: a shipped date, but the stage is "${stage}"`)
    if (shipped !== undefined && confirmed !== undefined && shipped < confirmed)
      fail(field('shipped'), `${where}: shipped ${shipped} is before confirmed ${confirmed}`)
    return {
      status: 'commission',
      stage: stage as SlotStage,
      ...(slug !== undefined && { slug }),
      ...(confirmed !== undefined && { confirmed }),
      ...(shipped !== undefined && { shipped }),
    }
  })
  return { name: name.value.trim(), slots }
}

/** Fails on the first key of a map that is not one of `allowed` (a typo, most likely). */
function checkKeys(
  map: YAMLMap,
  allowed: readonly string[],
  where: string,
  fail: (node: Pair, detail: string) => never
): void {
  for (const pair of map.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '?'
    if (!allowed.includes(key))
      fail(pair, `${where}: unknown key "${key}" (it may have ${list(allowed)})`)
  }
}
