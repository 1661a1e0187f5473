/**
 * The price list (SPEC.md sections 3 and 9): three service tiers, each with
 * categories of items; an item's price is keyed by layout or 'all'.
 */

import { TERMS, type TierKey } from './terms'

/** Keyboard layout keys: 60-65%, 75%-TKL, full-size, special. */
export type LayoutKey = '60' | '75' | 'full' | 'custom'

/** A layout the visitor can pick in the layout switcher. */
export interface LayoutOption {
  key: LayoutKey
  label: string
}

export const LAYOUTS: readonly LayoutOption[] = [
  { key: '60', label: '60-65%' },
  { key: '75', label: '75%-TKL' },
  { key: 'full', label: 'full-size' },
  { key: 'custom', label: 'special' },
]

export const DEFAULT_LAYOUT: LayoutKey = '60'

/** What a price is counted in. */
export type PriceUnit = 'per switch' | 'per set' | 'per job' | 'per build, plus parts'

/** One service with its price per layout (or one price for 'all' layouts). */
export interface ServiceItem {
  name: string
  price: Partial<Record<LayoutKey | 'all', string>>
  unit: PriceUnit
  details?: string
  /**
   * Services of a tier with the same `oneOf` are alternatives for the same work (lubing switches
   * one way or the other): an estimate holds one of them, and adding one replaces the other.
   */
  oneOf?: string
}

/** A group of services (a tab in the Essentials tier). */
export interface ServiceCategory {
  category: string
  /** True when every item costs the same for every layout (the layout switcher is disabled). */
  sameForAllLayouts: boolean
  items: ServiceItem[]
}

export type { TierKey } from './terms'

/** A service tier: what it covers, how it is paid and its price list. */
export interface ServiceTier {
  key: TierKey
  level: 'Basic' | 'Standard' | 'Premium'
  label: string
  description: string
  paymentTerms: string
  turnaround: string
  parts: string
  services: ServiceCategory[]
}

/** A tier's terms, worded in full for the price panel. */
const terms = (key: TierKey) => ({
  paymentTerms: TERMS[key].payment.full,
  turnaround: TERMS[key].turnaround.full,
  parts: TERMS[key].parts.full,
})

export const PRICING: readonly ServiceTier[] = [
  {
    key: 'essentials',
    ...terms('essentials'),
    level: 'Basic',
    label: 'Essentials',
    description:
      'you already own the board. i take it apart, lube the switches (and film them, if you like), tune the stabilizers and add the foam and tape it needs to sound the way you want.',
    services: [
      {
        category: 'switches',
        sameForAllLayouts: true,
        items: [
          {
            name: 'Standard Lubing',
            price: { all: '$0.75' },
            unit: 'per switch',
            oneOf: 'switch lubing',
          },
          {
            name: 'Lubing + Filming',
            price: { all: '$1.00' },
            unit: 'per switch',
            oneOf: 'switch lubing',
          },
        ],
      },
      {
        category: 'stabilizers',
        sameForAllLayouts: true,
        items: [
          {
            name: 'Stabilizer Tuning',
            price: { all: '$15' },
            unit: 'per set',
            oneOf: 'stabilizer work',
          },
          {
            name: 'Stabilizer Replacement & Tuning',
            price: { all: '$40' },
            unit: 'per set',
            oneOf: 'stabilizer work', // tuning is part of it
          },
        ],
      },
      {
        category: 'desoldering',
        sameForAllLayouts: false,
        items: [
          {
            name: 'Desoldering',
            price: { '60': '$40', '75': '$50', full: '$60' },
            unit: 'per job',
          },
        ],
      },
      {
        category: 'Foam Mods',
        sameForAllLayouts: false,
        items: [
          {
            name: 'Case Foam Installation',
            price: { '60': '$20', '75': '$20', full: '$30' },
            unit: 'per job',
          },
          {
            name: 'PCB-Plate Foam Installation',
            price: { '60': '$25', '75': '$25', full: '$40' },
            unit: 'per job',
          },
          {
            name: 'PE Foam Mod',
            price: { '60': '$30', '75': '$40', full: '$50' },
            unit: 'per job',
          },
          {
            name: 'Tape Mod',
            price: { '60': '$15', '75': '$15', full: '$20' },
            unit: 'per job',
          },
        ],
      },
    ],
  },
  {
    key: 'craft',
    ...terms('craft'),
    level: 'Standard',
    label: 'Craft',
    description:
      'you pick the case, plate, pcb, switches and keycaps; i put them together by hand, hotswap or soldered, and tune the build before it goes back to you.',
    services: [
      {
        category: 'assembly',
        sameForAllLayouts: false,
        items: [
          { name: 'Hotswap Assembly', price: { all: '$75' }, unit: 'per job', oneOf: 'assembly' },
          {
            name: 'Soldered Assembly',
            price: { '60': '$100', '75': '$100', full: '$125' },
            unit: 'per job',
            details: 'includes basic stabilizer tuning',
            oneOf: 'assembly', // a board is put together one way
          },
        ],
      },
    ],
  },
  {
    key: 'vision',
    ...terms('vision'),
    level: 'Premium',
    label: 'Vision',
    description:
      'tell me how you want it to look, feel and sound. i source the parts, build it, tune it and type on it for a day before it ships to you.',
    services: [
      {
        category: 'full build',
        sameForAllLayouts: false,
        items: [
          {
            name: 'Full Custom Build & Optimization',
            price: { all: '$120 to $400' },
            unit: 'per build, plus parts',
            details:
              'labor and curation fee plus the cost of all parts; depends on complexity, sourcing and mods',
          },
        ],
      },
    ],
  },
]

/** The price shown for an item: the chosen layout's, else the 'all' price, else 'Contact'. */
export function priceFor(item: ServiceItem, layout: LayoutKey): string {
  return item.price[layout] ?? item.price.all ?? 'Contact'
}

/** Whether the layout switcher applies to a category (false = same price for every layout). */
export function layoutApplies(category: ServiceCategory): boolean {
  return !category.sameForAllLayouts
}
