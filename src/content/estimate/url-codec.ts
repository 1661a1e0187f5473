/**
 * An estimate in a URL's query string and back: written compactly, read forgivingly (whatever
 * was typed into the URL, with what could not be used described in plain words). Pure.
 */
import { LAYOUTS, PRICING } from '../pricing'
import {
  EMPTY_ESTIMATE,
  clampSwitches,
  findItem,
  perSwitch,
  readSwitches,
  lineReplacedBy,
  tierOf,
  withLine,
  withSwitches,
  type Estimate,
} from './model'

/**
 * The estimate as a query string (no leading '?'): tier, layout and items, a per-switch item
 * followed by its count. Ids are [a-z0-9-], so nothing needs escaping.
 * @example estimateSearch(e) // 'tier=essentials&layout=75&items=standard-lubing.84,tape-mod'
 */
export function estimateSearch(estimate: Estimate): string {
  const items = estimate.lines.map((l) =>
    l.switches === undefined ? l.id : `${l.id}.${l.switches}`
  )
  return [
    `tier=${estimate.tier}`,
    `layout=${estimate.layout}`,
    ...(items.length ? [`items=${items.join(',')}`] : []),
  ].join('&')
}

const clip = (s: string) => (s.length > 24 ? `${s.slice(0, 24)}…` : s)

/** What a query says: the estimate, and what in it could not be used as written. */
export type EstimateRead = { estimate: Estimate; problems: string[] }

/**
 * Reads an estimate from a query string, whatever was typed into it: what cannot be used is
 * left out or clamped, and each such thing is described in `problems` (in plain words).
 */
export function readEstimate(search: string): EstimateRead {
  const params = new URLSearchParams(search)
  const problems: string[] = []
  const tierText = params.get('tier')
  const tier = PRICING.find((t) => t.key === tierText)?.key
  if (tierText !== null && !tier)
    problems.push(`there is no "${clip(tierText)}" tier; showing ${PRICING[0]!.label}.`)
  const layoutText = params.get('layout')
  const layout = LAYOUTS.find((l) => l.key === layoutText)?.key
  if (layoutText !== null && !layout)
    problems.push(`there is no "${clip(layoutText)}" layout; showing ${LAYOUTS[0]!.label}.`)
  let estimate: Estimate = {
    tier: tier ?? EMPTY_ESTIMATE.tier,
    layout: layout ?? EMPTY_ESTIMATE.layout,
    lines: [],
  }
  const itemsText = params.get('items')
  for (const raw of (itemsText ?? '').split(',').filter(Boolean).slice(0, 50)) {
    const [id = '', count, ...rest] = raw.split('.')
    const item = findItem(estimate.tier, id)
    if (!item) {
      problems.push(
        `"${clip(id)}" is not a service of the ${tierOf(estimate.tier).label} tier; left out.`
      )
      continue
    }
    if (estimate.lines.some((l) => l.id === id)) continue
    // a link from before alternatives replaced each other can name both: the first one named
    // stays, as for a service named twice
    const first = lineReplacedBy(estimate, id)
    if (first) {
      const kept = findItem(estimate.tier, first.id)?.name ?? first.id
      problems.push(`${item.name} is an alternative to ${kept}, not an addition; left out.`)
      continue
    }
    estimate = withLine(estimate, id)
    if (!perSwitch(item)) continue
    if (count === undefined) continue // the layout's default count
    const read = readSwitches(rest.length ? `${count}.${rest.join('.')}` : count)
    if (read.value !== undefined) estimate = withSwitches(estimate, id, read.value)
    if (read.message)
      problems.push(
        `${item.name}: ${read.message}${read.value === undefined ? ` counted as ${clampSwitches(undefined, estimate.layout)}.` : ''}`
      )
  }
  // a thing named twice is said once (and each said is a list item, keyed by its words)
  return { estimate, problems: [...new Set(problems)] }
}
