import { describe, expect, it } from 'vitest'
import {
  EMPTY_ESTIMATE,
  SWITCHES_MAX,
  itemId,
  layoutLabel,
  readSwitches,
  withLayout,
  withLine,
  withSwitches,
  withTier,
  type Estimate,
} from '../../../../src/content/estimate/model'
import { estimateTotal, formatTotal, viewLines } from '../../../../src/content/estimate/sums'
import type { LayoutKey } from '../../../../src/content/pricing'

const essentials = (over: Partial<Estimate> = {}): Estimate => ({ ...EMPTY_ESTIMATE, ...over })
const total = (e: Estimate) => formatTotal(estimateTotal(e))

describe('switch counts', () => {
  it('clamps 0 and 10000 with a message, and refuses text without a NaN', () => {
    expect(readSwitches('0')).toEqual({ value: 1, message: 'at least 1 switch.' })
    expect(readSwitches('10000').value).toBe(SWITCHES_MAX)
    expect(readSwitches('10000').message).toMatch(/at most/)
    expect(readSwitches('abc')).toEqual({
      message: '"abc" is not a number of switches: use digits, e.g. 68.',
    })
    expect(readSwitches('  ').value).toBeUndefined()
    expect(readSwitches('84')).toEqual({ value: 84 })
    const e = withSwitches(withLine(essentials(), 'standard-lubing'), 'standard-lubing', NaN)
    expect(viewLines(e)[0]!.switches).toBe(68)
    expect(total(e)).not.toMatch(/NaN/)
  })

  it('moves counts left at the default along with the layout, keeps typed ones', () => {
    let e = withLine(withLine(essentials(), 'standard-lubing'), 'lubing-filming')
    e = withSwitches(e, 'lubing-filming', 90)
    e = withLayout(e, 'full')
    expect(e.lines.map((l) => l.switches)).toEqual([104, 90])
  })
})

describe('changes', () => {
  it('adds a service once, only from the chosen tier', () => {
    const e = withLine(withLine(essentials(), 'tape-mod'), 'tape-mod')
    expect(e.lines).toEqual([{ id: 'tape-mod' }])
    expect(withLine(e, 'hotswap-assembly')).toBe(e)
  })

  it("drops another tier's services when the tier changes", () => {
    const e = withTier(withLine(essentials(), 'tape-mod'), 'craft')
    expect(e).toMatchObject({ tier: 'craft', lines: [] })
  })

  it('names items by their name', () => {
    expect(itemId('Lubing + Filming')).toBe('lubing-filming')
    expect(itemId('Stabilizer Replacement & Tuning')).toBe('stabilizer-replacement-tuning')
  })
})

describe('labels', () => {
  it("names a layout by the price list's label, an unknown key by itself", () => {
    expect(layoutLabel('75')).toBe('75%-TKL')
    expect(layoutLabel('nope' as LayoutKey)).toBe('nope')
  })
})
