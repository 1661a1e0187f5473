/**
 * The estimate a visitor builds in the pricing panel: which tier and layout, which services
 * (with a switch count for per-switch items), what was added to other tiers and set aside, and
 * the changes the panel makes to it. Pure: prices come from pricing.ts, nothing here touches the
 * page. What it adds up to is in sums.ts, how it is written into a URL in url-codec.ts, into an
 * email in email.ts.
 */
import {
  DEFAULT_LAYOUT,
  LAYOUTS,
  PRICING,
  type LayoutKey,
  type ServiceItem,
  type ServiceTier,
  type TierKey,
} from '../pricing'

/** One service in the estimate: its id (from its name) and, for per-switch items, how many. */
export interface EstimateLine {
  id: string
  switches?: number
}

/** A tier, a layout and the services added for them. Never changed: a change is a new one. */
export interface Estimate {
  readonly tier: TierKey
  readonly layout: LayoutKey
  readonly lines: readonly Readonly<EstimateLine>[]
}

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

/**
 * The other services of the tier that are alternatives for the same work as this one (the
 * price list's `oneOf`): an estimate holds one of them.
 * @example alternativesOf('essentials', 'standard-lubing') // ['lubing-filming']
 */
export function alternativesOf(tier: TierKey, id: string): string[] {
  const group = findItem(tier, id)?.oneOf
  if (group === undefined) return []
  return tierItems(tier)
    .filter((item) => item.oneOf === group)
    .map((item) => itemId(item.name))
    .filter((other) => other !== id)
}

/** The line that adding this service would replace: an alternative of it already added. */
export function lineReplacedBy(estimate: Estimate, id: string): Readonly<EstimateLine> | undefined {
  const others = alternativesOf(estimate.tier, id)
  return estimate.lines.find((l) => others.includes(l.id))
}

/** True for items priced per switch (they take a switch count). */
export function perSwitch(item: ServiceItem): boolean {
  return item.unit === 'per switch'
}

/** The layout's label, e.g. '75%-TKL'. */
export function layoutLabel(layout: LayoutKey): string {
  return LAYOUTS.find((l) => l.key === layout)?.label ?? layout
}

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
  if (n < SWITCHES_MIN)
    return {
      value: SWITCHES_MIN,
      message: `at least ${SWITCHES_MIN} switch; counted as ${SWITCHES_MIN}.`,
    }
  if (n > SWITCHES_MAX)
    return {
      value: SWITCHES_MAX,
      message: `${SWITCHES_MAX} switches at most; counted as ${SWITCHES_MAX}.`,
    }
  return { value: n }
}

// ----- changes (each returns a new estimate) -----

/**
 * What was added to the tiers not in view, each as its tier's estimate: set aside when the
 * visitor chose another tier, given back when they choose it again. Only the estimate in view
 * is summed, shown, written into the URL and carried to the contact page.
 */
export type SetAside = Readonly<Partial<Record<TierKey, Estimate>>>

/**
 * Chooses a tier without losing what was added to the one left: its lines are set aside, and
 * the lines set aside for the chosen tier come back, their counts moved to the layout in view
 * the way `withLayout` moves them (a tier with none set aside starts empty).
 */
export function switchTier(
  estimate: Estimate,
  tier: TierKey,
  aside: SetAside
): { estimate: Estimate; aside: SetAside } {
  if (tier === estimate.tier) return { estimate, aside }
  const back = aside[tier]
  const next =
    back?.tier === tier
      ? withLayout(
          { ...back, lines: back.lines.filter((l) => findItem(tier, l.id)) },
          estimate.layout
        )
      : { tier, layout: estimate.layout, lines: [] }
  const rest: Partial<Record<TierKey, Estimate>> = { ...aside }
  delete rest[tier]
  if (estimate.lines.length) rest[estimate.tier] = estimate
  else delete rest[estimate.tier]
  return { estimate: next, aside: rest }
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

/**
 * Adds a service of the estimate's tier (once); per-switch ones start at the layout's default
 * count. An alternative of it already added (lubing with or without film) is replaced in its
 * place, and a per-switch one hands over its count: the same switches, done the other way.
 */
export function withLine(estimate: Estimate, id: string): Estimate {
  const item = findItem(estimate.tier, id)
  if (!item || estimate.lines.some((l) => l.id === id)) return estimate
  const replaced = lineReplacedBy(estimate, id)
  const line: EstimateLine = perSwitch(item)
    ? { id, switches: replaced?.switches ?? DEFAULT_SWITCHES[estimate.layout] }
    : { id }
  if (!replaced) return { ...estimate, lines: [...estimate.lines, line] }
  const others = alternativesOf(estimate.tier, id)
  return {
    ...estimate,
    lines: estimate.lines.flatMap((l) =>
      l === replaced ? [line] : others.includes(l.id) ? [] : [l]
    ),
  }
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
