import { describe, expect, it } from 'vitest'
import { checkPricing } from '../../../src/content/pricing-check'
import { PRICING, type ServiceItem, type ServiceTier } from '../../../src/content/pricing'
import { parsePrice } from '../../../src/content/estimate/sums'

/** checkPricing's message for the list with its first item changed, or null when it would build. */
function problem(change: Partial<ServiceItem>, sameForAllLayouts?: boolean) {
  const [first, ...rest] = PRICING as ServiceTier[]
  const [category, ...others] = first!.services
  const changed: ServiceTier = {
    ...first!,
    services: [
      {
        ...category!,
        sameForAllLayouts: sameForAllLayouts ?? category!.sameForAllLayouts,
        items: [{ ...category!.items[0]!, ...change }, ...category!.items.slice(1)],
      },
      ...others,
    ],
  }
  try {
    checkPricing([changed, ...rest])
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('price list check (the build stops at a price the estimate cannot add up)', () => {
  it('passes as it is', () => {
    expect(() => checkPricing(PRICING)).not.toThrow()
  })

  it('names a price written so the estimate cannot read it, and the way to write it', () => {
    // '$0.8' showed in the list, and the estimate quoted the line 'on request'
    expect(problem({ price: { all: '$0.8' } })).toMatch(
      /pricing\.ts: Essentials \/ switches \/ Standard Lubing: "\$0\.8" is not a price: write .*'\$0\.75'/
    )
    expect(problem({ price: { all: 'about $5' } })).toMatch(/"about \$5" is not a price/)
    expect(problem({ price: {} })).toMatch(/Standard Lubing: no price/)
    expect(problem({ price: { all: undefined } })).toMatch(/Lubing: nothing is not a price/)
    expect(problem({ price: { all: 40 as never } })).toMatch(/Lubing: 40 is not a price/)
  })

  it('reads thousands written with commas, and Contact as quoted on request', () => {
    expect(parsePrice('$1,200')).toEqual({ kind: 'fixed', cents: 120000 })
    expect(parsePrice('$1,200.50 to $2,000')).toEqual({ kind: 'range', min: 120050, max: 200000 })
    expect(parsePrice('$1,20')).toEqual({ kind: 'quote' })
    expect(problem({ price: { all: '$1,200' } })).toBeNull()
    expect(problem({ price: { all: 'Contact' } })).toBeNull()
  })

  it('names a layout the list does not have (the build does not type-check)', () => {
    expect(problem({ price: { '65': '$40' } as never }, false)).toMatch(
      /Standard Lubing: "65" is not a layout: price one of '60', '75', 'full', 'custom', 'all'/
    )
  })

  it('names a price by layout in a category whose layout switcher is off', () => {
    expect(problem({ price: { '60': '$1.00', full: '$2.00' } })).toMatch(
      /Standard Lubing: its category costs the same for every layout/
    )
    expect(problem({ price: { '60': '$1.00', full: '$2.00' } }, false)).toBeNull()
  })

  it('names two services of a tier whose address names are the same', () => {
    expect(problem({ name: 'Lubing & Filming' })).toMatch(
      /Lubing \+ Filming: its address name "lubing-filming" is also "Lubing & Filming"'s/
    )
  })
})
