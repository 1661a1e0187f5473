/**
 * The estimate a visitor builds in the pricing panel: which tier and layout, which services
 * (with a switch count for per-switch items), what they add up to, and how it is written into
 * a URL and an email. Pure: prices come from pricing.ts, nothing here touches the page.
 */
import {
  DEFAULT_LAYOUT,
  LAYOUTS,
  PRICING,
  priceFor,
  type LayoutKey,
  type ServiceItem,
  type ServiceTier,
  type TierKey,
} from './pricing'
import { TERMS } from './terms'

/** One service in the estimate: its id (from its name) and, for per-switch items, how many. */
export interface EstimateLine {
  id: string
  switches?: number
}

/** A tier, a layout and the services added for them. */
export interface Estimate {
  tier: TierKey
  layout: LayoutKey
  lines: EstimateLine[]
}

/** A price read from the price list, in cents: one amount, a range, or 'quoted on request'. */
export type Price =
  { kind: 'fixed'; cents: number } | { kind: 'range'; min: number; max: number } | { kind: 'quote' }

/** The fewest and most switches a count may be (a count outside is clamped, with a message). */
export const SWITCHES_MIN = 1
export const SWITCHES_MAX = 200

/** Switches on a typical board of each layout: the count a per-switch item starts with. */
export const DEFAULT_SWITCHES: Record<LayoutKey, number> = {
  '60': 68,
  '75': 84,
  full: 104,
  custom: 68,
}

export const EMPTY_ESTIMATE: Estimate = { tier: PRICING[0]!.key, layout: DEFAULT_LAYOUT, lines: [] }

/**
 * The id of a service in URLs: its name in lower-case words joined by dashes.
 * @example itemId('Lubing + Filming') // 'lubing-filming'
 */
export function itemId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The tier with this key (the first tier for an unknown key). */
export function tierOf(key: TierKey): ServiceTier {
  return PRICING.find((t) => t.key === key) ?? PRICING[0]!
}

/** Every service of a tier, across its categories. */
export function tierItems(key: TierKey): ServiceItem[] {
  return tierOf(key).services.flatMap((c) => c.items)
}

/** The service with this id in a tier, if there is one. */
export function findItem(tier: TierKey, id: string): ServiceItem | undefined {
  return tierItems(tier).find((item) => itemId(item.name) === id)
}

/** True for items priced per switch (they take a switch count). */
export function perSwitch(item: ServiceItem): boolean {
  return item.unit === 'per switch'
}

const AMOUNT = /^\$(\d+)(?:\.(\d{2}))?$/
const toCents = (m: RegExpExecArray) => Number(m[1]) * 100 + Number(m[2] ?? 0)

/**
 * Reads a price of the list ('$0.75', '$40', '$120 to $400', 'Contact') in cents;
 * anything else is 'quoted on request', never a guess.
 * @example parsePrice('$120 to $400') // { kind: 'range', min: 12000, max: 40000 }
 */
export function parsePrice(text: string): Price {
  const parts = text.split(/\s+to\s+/)
  const amounts = parts.map((p) => AMOUNT.exec(p.trim()))
  if (amounts.some((m) => !m) || amounts.length > 2) return { kind: 'quote' }
  const [a, b] = amounts.map((m) => toCents(m!))
  if (b === undefined) return { kind: 'fixed', cents: a! }
  return { kind: 'range', min: Math.min(a!, b), max: Math.max(a!, b) }
}

/**
 * Cents as the site writes money: whole dollars without cents, otherwise two decimals.
 * @example formatCents(5100) // '$51' · formatCents(5025) // '$50.25'
 */
export function formatCents(cents: number): string {
  const dollars = Math.floor(cents / 100)
  const rest = cents % 100
  const whole = dollars.toLocaleString('en-US')
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`
}

/** A low and high sum in cents, plus whether parts and quoted items come on top. */
export interface Total {
  min: number
  max: number
  quoted: number // how many lines are quoted on request
  plusParts: boolean
}

/** One line as shown and emailed: the service, its quantity, its price and its cost. */
export interface LineView {
  id: string
  name: string
  item: ServiceItem
  switches?: number
  unitPrice: string // as in the price list for this layout
  cost: Price // for the whole line (switch count included)
  costText: string // e.g. '$51', '$120 to $400 plus parts', 'quoted on request'
}

function lineCost(price: Price, count: number): Price {
  if (price.kind === 'fixed') return { kind: 'fixed', cents: price.cents * count }
  if (price.kind === 'range')
    return { kind: 'range', min: price.min * count, max: price.max * count }
  return price
}

/** Writes a price for a line or a total: one amount, 'a to b', or 'quoted on request'. */
export function formatPrice(price: Price): string {
  if (price.kind === 'fixed') return formatCents(price.cents)
  if (price.kind === 'range')
    return price.min === price.max
      ? formatCents(price.min)
      : `${formatCents(price.min)} to ${formatCents(price.max)}`
  return 'quoted on request'
}

/** Each line of an estimate with its price for the estimate's layout (unknown ids are skipped). */
export function viewLines(estimate: Estimate): LineView[] {
  return estimate.lines.flatMap((line) => {
    const item = findItem(estimate.tier, line.id)
    if (!item) return []
    const unitPrice = priceFor(item, estimate.layout)
    const count = perSwitch(item) ? clampSwitches(line.switches, estimate.layout) : 1
    const cost = lineCost(parsePrice(unitPrice), count)
    const parts = item.unit === 'per build, plus parts' && cost.kind !== 'quote'
    return [
      {
        id: line.id,
        name: item.name,
        item,
        ...(perSwitch(item) && { switches: count }),
        unitPrice,
        cost,
        costText: formatPrice(cost) + (parts ? ' plus parts' : ''),
      },
    ]
  })
}

/** The sum of an estimate: low and high (equal unless a line is a range), quoted lines apart. */
export function estimateTotal(estimate: Estimate): Total {
  const total: Total = { min: 0, max: 0, quoted: 0, plusParts: false }
  for (const line of viewLines(estimate)) {
    const c = line.cost
    if (c.kind === 'fixed') {
      total.min += c.cents
      total.max += c.cents
    } else if (c.kind === 'range') {
      total.min += c.min
      total.max += c.max
    } else total.quoted++
    if (line.item.unit === 'per build, plus parts') total.plusParts = true
  }
  return total
}

/**
 * The total in words: the sum (a range where a line is one), then what comes on top.
 * @example formatTotal({ min: 6600, max: 6600, quoted: 1, plusParts: false }) // '$66 + 1 item quoted on request'
 */
export function formatTotal(total: Total): string {
  const priced = total.max > 0 || total.quoted === 0
  const parts = [
    priced ? formatPrice({ kind: 'range', min: total.min, max: total.max }) : '',
    total.plusParts ? 'plus parts' : '',
  ].filter(Boolean)
  const sum = parts.join(' ')
  if (!total.quoted) return sum
  const quoted = `${total.quoted === 1 ? '1 item' : `${total.quoted} items`} quoted on request`
  return priced ? `${sum} + ${quoted}` : quoted
}

/** What is due when: up front and on completion, split by the tier's payment terms (terms.ts). */
export interface PaymentSchedule {
  upfrontPercent: number // of the whole estimate, parts and quoted items included
  upfront: Total
  completion: Total
}

/**
 * Splits an estimate by its tier's payment terms: essentials and craft pay the whole fee up
 * front, vision a 50% deposit and 50% on completion. Shares are whole cents; the deposit is
 * rounded to the nearest cent and the rest is due on completion, so the two always add up.
 * @example paymentSchedule(vision).upfront // { min: 6000, max: 20000, quoted: 0, plusParts: true }
 */
export function paymentSchedule(estimate: Estimate): PaymentSchedule {
  const total = estimateTotal(estimate)
  const upfrontPercent = TERMS[estimate.tier].payment.upfrontPercent
  const share = (cents: number) => Math.round((cents * upfrontPercent) / 100)
  const upfront: Total = { ...total, min: share(total.min), max: share(total.max) }
  const later = upfrontPercent < 100
  const completion: Total = {
    min: total.min - upfront.min,
    max: total.max - upfront.max,
    quoted: later ? total.quoted : 0,
    plusParts: later && total.plusParts,
  }
  return { upfrontPercent, upfront, completion }
}

/**
 * One share of the schedule in words: its sum, and its share of the parts and of the quoted
 * items where the terms split them; 'nothing more' when nothing is left.
 * @example formatShare(schedule.upfront, 50) // '$60 to $200 plus 50% of the parts'
 */
export function formatShare(part: Total, percent: number): string {
  const of = percent >= 100 ? '' : `${percent}% of `
  const items = part.quoted === 1 ? '1 item' : `${part.quoted} items`
  const words = [
    part.max > 0 ? formatPrice({ kind: 'range', min: part.min, max: part.max }) : '',
    part.plusParts ? `plus ${of}the parts` : '',
    part.quoted ? `+ ${of}${items} quoted on request` : '',
  ].filter(Boolean)
  if (!words.length) return 'nothing more'
  // with no sum before it, the first addition reads on its own ('50% of the parts')
  return words.join(' ').replace(/^(plus|\+) /, '')
}

/** The two lines of the schedule as the estimate and the email write them. */
export function scheduleLines(estimate: Estimate): { label: string; text: string }[] {
  const { upfrontPercent: p, upfront, completion } = paymentSchedule(estimate)
  const rest = 100 - p
  return [
    {
      label: 'due up front',
      text: `${formatShare(upfront, p)} (${p >= 100 ? 'the service fee' : `${p}% deposit`})`,
    },
    {
      label: 'on completion',
      text: rest > 0 ? formatShare(completion, rest) : 'nothing more',
    },
  ]
}

/** What the estimate never includes. */
export const NOT_INCLUDED = 'shipping both ways is not included.'

/** The switch count a per-switch line uses: a whole number within the limits, else the layout's default. */
export function clampSwitches(value: number | undefined, layout: LayoutKey): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_SWITCHES[layout]
  return Math.min(SWITCHES_MAX, Math.max(SWITCHES_MIN, Math.round(value)))
}

/** What a typed switch count means: a count to use, and a message when it was not usable as typed. */
export function readSwitches(text: string): { value?: number; message?: string } {
  const t = text.trim()
  if (!t) return { message: `how many switches? ${SWITCHES_MIN} to ${SWITCHES_MAX}.` }
  if (!/^\d+$/.test(t))
    return { message: `"${t.slice(0, 12)}" is not a number of switches: use digits, e.g. 68.` }
  const n = Number(t)
  if (n < SWITCHES_MIN) return { value: SWITCHES_MIN, message: `at least ${SWITCHES_MIN} switch.` }
  if (n > SWITCHES_MAX)
    return {
      value: SWITCHES_MAX,
      message: `${SWITCHES_MAX} switches at most; counted as ${SWITCHES_MAX}.`,
    }
  return { value: n }
}

// ----- changes (each returns a new estimate) -----

/** Chooses a tier; services of another tier do not apply to it and leave the estimate. */
export function withTier(estimate: Estimate, tier: TierKey): Estimate {
  if (tier === estimate.tier) return estimate
  return { ...estimate, tier, lines: estimate.lines.filter((l) => findItem(tier, l.id)) }
}

/** Chooses a layout; per-switch counts still at the old layout's default move to the new one's. */
export function withLayout(estimate: Estimate, layout: LayoutKey): Estimate {
  if (layout === estimate.layout) return estimate
  const lines = estimate.lines.map((l) =>
    l.switches === DEFAULT_SWITCHES[estimate.layout]
      ? { ...l, switches: DEFAULT_SWITCHES[layout] }
      : l
  )
  return { ...estimate, layout, lines }
}

/** Adds a service of the estimate's tier (once); per-switch ones start at the layout's default count. */
export function withLine(estimate: Estimate, id: string): Estimate {
  const item = findItem(estimate.tier, id)
  if (!item || estimate.lines.some((l) => l.id === id)) return estimate
  const line: EstimateLine = perSwitch(item)
    ? { id, switches: DEFAULT_SWITCHES[estimate.layout] }
    : { id }
  return { ...estimate, lines: [...estimate.lines, line] }
}

/** Removes a service. */
export function withoutLine(estimate: Estimate, id: string): Estimate {
  return { ...estimate, lines: estimate.lines.filter((l) => l.id !== id) }
}

/** Sets the switch count of a per-switch line (clamped to the limits). */
export function withSwitches(estimate: Estimate, id: string, switches: number): Estimate {
  const value = clampSwitches(switches, estimate.layout)
  return {
    ...estimate,
    lines: estimate.lines.map((l) =>
      l.id === id && l.switches !== undefined ? { ...l, switches: value } : l
    ),
  }
}

// ----- the URL -----

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

/**
 * Reads an estimate from a query string, whatever was typed into it: what cannot be used is
 * left out or clamped, and each such thing is described in `problems` (in plain words).
 */
export function readEstimate(search: string): { estimate: Estimate; problems: string[] } {
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
  return { estimate, problems }
}

// ----- the email -----

/** The layout's label, e.g. '75%-TKL'. */
export function layoutLabel(layout: LayoutKey): string {
  return LAYOUTS.find((l) => l.key === layout)?.label ?? layout
}

/** The estimate written out for the email: a heading, one line per service, the total. */
export function estimateText(estimate: Estimate): string[] {
  const lines = viewLines(estimate)
  if (!lines.length) return []
  const tier = tierOf(estimate.tier)
  return [
    `estimate (${tier.label}, ${layoutLabel(estimate.layout)}):`,
    ...lines.map((l) =>
      l.switches === undefined
        ? `- ${l.name}: ${l.costText}`
        : `- ${l.name}, ${l.switches} switches x ${l.unitPrice}: ${l.costText}`
    ),
    `total: ${formatTotal(estimateTotal(estimate))}`,
    ...scheduleLines(estimate).map((l) => `${l.label}: ${l.text}`),
    NOT_INCLUDED,
  ]
}
