import { describe, expect, it } from 'vitest'
import {
  EMPTY_ESTIMATE,
  itemId,
  withLine,
  withSwitches,
  withoutLine,
  type Estimate,
} from '../../../../src/content/estimate/model'
import {
  estimateTotal,
  formatCents,
  formatShare,
  formatTotal,
  parsePrice,
  paymentSchedule,
  scheduleLines,
  viewLines,
} from '../../../../src/content/estimate/sums'
import { LAYOUTS, PRICING, priceFor } from '../../../../src/content/pricing'

const essentials = (over: Partial<Estimate> = {}): Estimate => ({ ...EMPTY_ESTIMATE, ...over })
const total = (e: Estimate) => formatTotal(estimateTotal(e))

describe('parsePrice', () => {
  it('reads every price of the list for every layout, and nothing as a guess', () => {
    for (const tier of PRICING)
      for (const c of tier.services)
        for (const item of c.items)
          for (const l of LAYOUTS) {
            const text = priceFor(item, l.key)
            const p = parsePrice(text)
            expect(p.kind === 'quote', `${item.name} ${l.key}: ${text}`).toBe(text === 'Contact')
          }
    expect(parsePrice('$0.75')).toEqual({ kind: 'fixed', cents: 75 })
    expect(parsePrice('$120 to $400')).toEqual({ kind: 'range', min: 12000, max: 40000 })
    expect(parsePrice('about $5')).toEqual({ kind: 'quote' })
    expect(parsePrice('$5.5')).toEqual({ kind: 'quote' })
  })
})

describe('sums', () => {
  it('multiplies per-switch items by the switch count, in whole cents', () => {
    let e = withLine(essentials(), 'standard-lubing') // 60-65%: 68 switches by default
    expect(viewLines(e)[0]).toMatchObject({ switches: 68, costText: '$51' })
    e = withSwitches(e, 'standard-lubing', 67)
    expect(viewLines(e)[0]!.costText).toBe('$50.25')
    e = withLine(e, 'stabilizer-tuning')
    expect(total(e)).toBe('$65.25')
  })

  it('prices per-job items for the chosen layout and adds them up', () => {
    let e = essentials({ layout: 'full' })
    for (const id of ['desoldering', 'tape-mod', 'pe-foam-mod', 'stabilizer-tuning'])
      e = withLine(e, id)
    expect(viewLines(e).map((l) => l.costText)).toEqual(['$60', '$20', '$50', '$15'])
    expect(total(e)).toBe('$145')
    expect(estimateTotal(e)).toEqual({ min: 14500, max: 14500, quoted: 0, plusParts: false })
  })

  it("lists 'Contact' prices as quoted on request beside the priced sum", () => {
    let e = essentials({ layout: 'custom' })
    e = withLine(withLine(withLine(e, 'tape-mod'), 'desoldering'), 'stabilizer-tuning')
    expect(viewLines(e).map((l) => l.costText)).toEqual([
      'quoted on request',
      'quoted on request',
      '$15',
    ])
    expect(total(e)).toBe('$15 + 2 items quoted on request')
    expect(total(withoutLine(e, 'stabilizer-tuning'))).toBe('2 items quoted on request')
  })

  it('shows the vision fee as a range plus parts', () => {
    const e = withLine(essentials({ tier: 'vision' }), 'full-custom-build-optimization')
    expect(viewLines(e)[0]!.costText).toBe('$120 to $400 plus parts')
    expect(total(e)).toBe('$120 to $400 plus parts')
  })

  it('totals an empty estimate as $0', () => {
    expect(total(essentials())).toBe('$0')
  })

  it('makes the lines of an estimate once, and new ones for a changed estimate', () => {
    const e = withLine(essentials(), 'desoldering')
    expect(viewLines(e)).toBe(viewLines(e))
    const more = withLine(e, 'standard-lubing')
    expect(viewLines(more)).not.toBe(viewLines(e))
    expect(viewLines(more).map((l) => l.id)).toEqual(['desoldering', 'standard-lubing'])
  })

  it('writes large sums with separators', () => {
    expect(formatCents(123456)).toBe('$1,234.56')
    expect(formatCents(100_000_000)).toBe('$1,000,000')
    expect(formatCents(99_900)).toBe('$999')
    expect(formatCents(0)).toBe('$0')
    expect(formatCents(7)).toBe('$0.07')
  })
})

describe('what is paid when', () => {
  it('essentials and craft: the whole service fee up front, nothing on completion', () => {
    const e = withLine(essentials({ layout: '75' }), 'desoldering')
    expect(paymentSchedule(e)).toMatchObject({
      upfrontPercent: 100,
      upfront: { min: 5000, max: 5000 },
      completion: { min: 0, max: 0, quoted: 0, plusParts: false },
    })
    const craft = withLine(essentials({ tier: 'craft', layout: 'full' }), 'soldered-assembly')
    expect(scheduleLines(craft)).toEqual([
      { label: 'due up front', text: '$125 (the service fee)' },
      { label: 'on completion', text: 'nothing more' },
    ])
  })

  it('vision: a 50% deposit up front and 50% on completion, parts split the same way', () => {
    const e = withLine(essentials({ tier: 'vision' }), 'full-custom-build-optimization')
    expect(paymentSchedule(e)).toMatchObject({
      upfrontPercent: 50,
      upfront: { min: 6000, max: 20000, plusParts: true },
      completion: { min: 6000, max: 20000, plusParts: true },
    })
    expect(scheduleLines(e)).toEqual([
      { label: 'due up front', text: '$60 to $200 plus 50% of the parts (50% deposit)' },
      { label: 'on completion', text: '$60 to $200 plus 50% of the parts' },
    ])
  })

  it('the two shares add up to the total, to the cent, for every service of every tier', () => {
    for (const tier of PRICING)
      for (const layout of LAYOUTS)
        for (const item of tier.services.flatMap((c) => c.items)) {
          let e = withLine(essentials({ tier: tier.key, layout: layout.key }), itemId(item.name))
          e = withSwitches(e, itemId(item.name), 67) // 67 x $0.75: an odd number of cents
          const { upfront, completion } = paymentSchedule(e)
          const total = estimateTotal(e)
          expect(upfront.min + completion.min).toBe(total.min)
          expect(upfront.max + completion.max).toBe(total.max)
          expect(upfront.min).toBeGreaterThanOrEqual(completion.min)
        }
  })

  it('a share with nothing priced names only what is quoted', () => {
    const quoted = { min: 0, max: 0, quoted: 2, plusParts: false }
    expect(formatShare(quoted, 50)).toBe('50% of 2 items quoted on request')
    expect(formatShare({ ...quoted, quoted: 0 }, 50)).toBe('nothing more')
    expect(formatShare({ min: 4000, max: 4000, quoted: 1, plusParts: false }, 100)).toBe(
      '$40 + 1 item quoted on request'
    )
  })
})
