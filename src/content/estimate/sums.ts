/**
 * What an estimate adds up to: each line's price for the layout, the total, and what is due
 * up front and on completion under the tier's payment terms (terms.ts). Pure.
 */
import { priceFor, type ServiceItem } from '../pricing'
import { TERMS } from '../terms'
import { clampSwitches, findItem, perSwitch, type Estimate } from './model'

/** A price read from the price list, in cents: one amount, a range, or 'quoted on request'. */
export type Price =
  { kind: 'fixed'; cents: number } | { kind: 'range'; min: number; max: number } | { kind: 'quote' }

const AMOUNT = /^\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?$/
const toCents = (m: RegExpExecArray) => Number(m[1]!.replaceAll(',', '')) * 100 + Number(m[2] ?? 0)

/**
 * Reads a price of the list ('$0.75', '$40', '$1,200', '$120 to $400', 'Contact') in cents;
 * anything else is 'quoted on request', never a guess (the build stops at such a price in the
 * list: pricing-check.ts).
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
 * Cents as the site writes money: whole dollars without cents, otherwise two decimals, with a
 * comma every three digits. Not `Intl.NumberFormat`: the page's first one loads the locale's
 * data, 47 ms at 4x CPU in the task that hydrates the estimate (and `toLocaleString` builds a
 * new formatter on every call, 4-7 ms each); the site writes US dollars only.
 * @example formatCents(5100) // '$51' · formatCents(5025) // '$50.25' · formatCents(123456) // '$1,234.56'
 */
export function formatCents(cents: number): string {
  const dollars = Math.floor(cents / 100)
  const rest = cents % 100
  const whole = String(dollars).replace(/\B(?=(\d{3})+$)/g, ',')
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

/** The lines of each estimate seen, made once: an estimate is never changed, only replaced. */
const viewed = new WeakMap<Estimate, LineView[]>()

/**
 * Each line of an estimate with its price for the estimate's layout (unknown ids are skipped).
 * Made once per estimate: the box, its total and its schedule all read them in one render.
 */
export function viewLines(estimate: Estimate): LineView[] {
  let lines = viewed.get(estimate)
  if (!lines) viewed.set(estimate, (lines = makeLines(estimate)))
  return lines
}

function makeLines(estimate: Estimate): LineView[] {
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
