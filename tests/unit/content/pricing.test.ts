import { describe, expect, it } from 'vitest'
import {
  DEFAULT_LAYOUT,
  LAYOUTS,
  PRICING,
  priceFor,
  type LayoutKey,
  type ServiceItem,
} from '../../../src/content/pricing'

function item(name: string): ServiceItem {
  for (const tier of PRICING)
    for (const c of tier.services) for (const i of c.items) if (i.name === name) return i
  throw new Error(`no item ${name}`)
}

const L: LayoutKey[] = ['60', '75', 'full', 'custom']

// SPEC.md section 9: every row, for every layout, with its unit
const TABLE: [string, [string, string, string, string], string][] = [
  ['Standard Lubing', ['$0.75', '$0.75', '$0.75', '$0.75'], 'per switch'],
  ['Lubing + Filming', ['$1.00', '$1.00', '$1.00', '$1.00'], 'per switch'],
  ['Stabilizer Tuning', ['$15', '$15', '$15', '$15'], 'per set'],
  ['Stabilizer Replacement & Tuning', ['$40', '$40', '$40', '$40'], 'per set'],
  ['Desoldering', ['$40', '$50', '$60', 'Contact'], 'per job'],
  ['Case Foam Installation', ['$20', '$20', '$30', 'Contact'], 'per job'],
  ['PCB-Plate Foam Installation', ['$25', '$25', '$40', 'Contact'], 'per job'],
  ['PE Foam Mod', ['$30', '$40', '$50', 'Contact'], 'per job'],
  ['Tape Mod', ['$15', '$15', '$20', 'Contact'], 'per job'],
  ['Hotswap Assembly', ['$75', '$75', '$75', '$75'], 'per job'],
  ['Soldered Assembly', ['$100', '$100', '$125', 'Contact'], 'per job'],
  [
    'Full Custom Build & Optimization',
    ['$120 to $400', '$120 to $400', '$120 to $400', '$120 to $400'],
    'per build, plus parts',
  ],
]

describe('price list', () => {
  it.each(TABLE)('%s costs what SPEC section 9 says for every layout', (name, prices, unit) => {
    const i = item(name)
    expect(L.map((l) => priceFor(i, l))).toEqual(prices)
    expect(i.unit).toBe(unit)
  })

  it('lists exactly the services of the spec', () => {
    const names = PRICING.flatMap((t) => t.services.flatMap((c) => c.items.map((i) => i.name)))
    expect(names.sort()).toEqual(TABLE.map((r) => r[0]).sort())
  })

  it('prefers the layout price, then the price for all, then Contact', () => {
    const both: ServiceItem = { name: 'x', price: { '60': '$1', all: '$9' }, unit: 'per job' }
    expect(priceFor(both, '60')).toBe('$1')
    expect(priceFor(both, '75')).toBe('$9')
    expect(priceFor({ name: 'y', price: {}, unit: 'per job' }, 'full')).toBe('Contact')
  })

  it('soldered assembly includes basic stabilizer tuning', () => {
    expect(item('Soldered Assembly').details).toMatch(/basic stabilizer tuning/)
  })

  it('maps Basic/Standard/Premium to Essentials/Craft/Vision with the terms', () => {
    expect(PRICING.map((t) => `${t.level}:${t.label}`)).toEqual([
      'Basic:Essentials',
      'Standard:Craft',
      'Premium:Vision',
    ])
    expect(PRICING[0]!.paymentTerms).toMatch(/upfront/)
    expect(PRICING[1]!.paymentTerms).toMatch(/upfront/)
    expect(PRICING[2]!.paymentTerms).toBe('50% deposit upfront, 50% on completion')
    expect(PRICING[0]!.turnaround).toMatch(/3-7 business days/)
    expect(PRICING[2]!.turnaround).toMatch(/2-4 weeks/)
    expect(PRICING[0]!.services.map((c) => c.category)).toEqual([
      'switches',
      'stabilizers',
      'desoldering',
      'Foam Mods',
    ])
  })

  it('names the alternatives for the same work, each set within one tier and one unit', () => {
    const sets = new Map<string, { tier: string; names: string[]; units: Set<string> }>()
    for (const tier of PRICING)
      for (const c of tier.services)
        for (const i of c.items) {
          if (i.oneOf === undefined) continue
          const set = sets.get(i.oneOf) ?? { tier: tier.key, names: [], units: new Set() }
          expect(set.tier, i.name).toBe(tier.key)
          set.names.push(i.name)
          set.units.add(i.unit)
          sets.set(i.oneOf, set)
        }
    expect([...sets.values()].map((v) => v.names)).toEqual([
      ['Standard Lubing', 'Lubing + Filming'],
      ['Stabilizer Tuning', 'Stabilizer Replacement & Tuning'],
      ['Hotswap Assembly', 'Soldered Assembly'],
    ])
    // one takes the other's place with its quantity: the same kind of count
    for (const v of sets.values()) expect(v.units.size).toBe(1)
  })

  it('offers the four layouts, 60-65% first and by default', () => {
    expect(LAYOUTS.map((l) => l.label)).toEqual(['60-65%', '75%-TKL', 'full-size', 'special'])
    expect(DEFAULT_LAYOUT).toBe('60')
  })
})
