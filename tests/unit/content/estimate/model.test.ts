import { describe, expect, it } from 'vitest'
import {
  EMPTY_ESTIMATE,
  SWITCHES_MAX,
  alternativesOf,
  itemId,
  layoutLabel,
  lineReplacedBy,
  readSwitches,
  switchTier,
  withLayout,
  withLine,
  withSwitches,
  withoutLine,
  type Estimate,
} from '../../../../src/content/estimate/model'
import { estimateTotal, formatTotal, viewLines } from '../../../../src/content/estimate/sums'
import type { LayoutKey } from '../../../../src/content/pricing'

const essentials = (over: Partial<Estimate> = {}): Estimate => ({ ...EMPTY_ESTIMATE, ...over })
const total = (e: Estimate) => formatTotal(estimateTotal(e))

describe('switch counts', () => {
  it('clamps 0 and 10000 with a message, and refuses text without a NaN', () => {
    expect(readSwitches('0')).toEqual({ value: 1, message: 'at least 1 switch; counted as 1.' })
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
    const left = withLine(essentials(), 'standard-lubing')
    const typed = withSwitches(withLine(essentials(), 'lubing-filming'), 'lubing-filming', 90)
    expect(withLayout(left, 'full').lines).toEqual([{ id: 'standard-lubing', switches: 104 }])
    expect(withLayout(typed, 'full').lines).toEqual([{ id: 'lubing-filming', switches: 90 }])
  })
})

describe('changes', () => {
  it('adds a service once, only from the chosen tier', () => {
    const e = withLine(withLine(essentials(), 'tape-mod'), 'tape-mod')
    expect(e.lines).toEqual([{ id: 'tape-mod' }])
    expect(withLine(e, 'hotswap-assembly')).toBe(e)
  })

  it('names items by their name', () => {
    expect(itemId('Lubing + Filming')).toBe('lubing-filming')
    expect(itemId('Stabilizer Replacement & Tuning')).toBe('stabilizer-replacement-tuning')
  })
})

describe("alternatives (the price list's oneOf)", () => {
  it('are the other ways of the same work, in the same tier', () => {
    expect(alternativesOf('essentials', 'standard-lubing')).toEqual(['lubing-filming'])
    expect(alternativesOf('essentials', 'lubing-filming')).toEqual(['standard-lubing'])
    expect(alternativesOf('essentials', 'stabilizer-tuning')).toEqual([
      'stabilizer-replacement-tuning',
    ])
    expect(alternativesOf('craft', 'soldered-assembly')).toEqual(['hotswap-assembly'])
    // foam and tape mods add up; a service of another tier has none here
    expect(alternativesOf('essentials', 'tape-mod')).toEqual([])
    expect(alternativesOf('essentials', 'hotswap-assembly')).toEqual([])
  })

  it('replace each other in place, a per-switch line keeping its count', () => {
    let e = withLine(essentials(), 'tape-mod')
    e = withSwitches(withLine(e, 'standard-lubing'), 'standard-lubing', 90)
    e = withLine(e, 'stabilizer-tuning')
    expect(lineReplacedBy(e, 'lubing-filming')).toEqual({ id: 'standard-lubing', switches: 90 })
    expect(lineReplacedBy(e, 'desoldering')).toBeUndefined()
    const filmed = withLine(e, 'lubing-filming')
    expect(filmed.lines).toEqual([
      { id: 'tape-mod' },
      { id: 'lubing-filming', switches: 90 },
      { id: 'stabilizer-tuning' },
    ])
    expect(total(filmed)).toBe('$120') // 15 + 90 x 1.00 + 15, not 15 + 67.50 + 90 + 15
    expect(e.lines).toHaveLength(3) // the one it was made from is unchanged
    expect(withLine(filmed, 'stabilizer-replacement-tuning').lines.map((l) => l.id)).toEqual([
      'tape-mod',
      'lubing-filming',
      'stabilizer-replacement-tuning',
    ])
    // and back: the reviewer's 68 switches are charged once
    const back = withLine(
      withLine(withLine(essentials(), 'standard-lubing'), 'lubing-filming'),
      'standard-lubing'
    )
    expect(back.lines).toEqual([{ id: 'standard-lubing', switches: 68 }])
    expect(total(back)).toBe('$51')
  })

  it('in the craft tier: one assembly, hotswap or soldered', () => {
    const craft = essentials({ tier: 'craft' })
    const e = withLine(withLine(craft, 'hotswap-assembly'), 'soldered-assembly')
    expect(e.lines).toEqual([{ id: 'soldered-assembly' }])
    expect(total(e)).toBe('$100')
  })
})

describe('tiers left and come back to', () => {
  it("sets a tier's lines aside and gives them back when the visitor returns", () => {
    let e = withLine(withLine(essentials(), 'standard-lubing'), 'stabilizer-tuning')
    let moved = switchTier(e, 'craft', {})
    expect(moved.estimate).toEqual({ tier: 'craft', layout: '60', lines: [] })
    expect(moved.aside).toEqual({ essentials: e })
    expect(total(moved.estimate)).toBe('$0') // only the tier in view is summed
    moved = switchTier(withLine(moved.estimate, 'hotswap-assembly'), 'vision', moved.aside)
    expect(Object.keys(moved.aside).sort()).toEqual(['craft', 'essentials'])
    moved = switchTier(moved.estimate, 'essentials', moved.aside)
    expect(moved.estimate).toEqual(e)
    expect(total(moved.estimate)).toBe('$66')
    // the tier in view is not also set aside; an empty one is not kept
    expect(Object.keys(moved.aside)).toEqual(['craft'])
    e = withoutLine(withoutLine(moved.estimate, 'standard-lubing'), 'stabilizer-tuning')
    expect(switchTier(e, 'craft', moved.aside)).toEqual({
      estimate: { tier: 'craft', layout: '60', lines: [{ id: 'hotswap-assembly' }] },
      aside: {},
    })
  })

  it('gives the lines back at the layout in view, default counts moving with it', () => {
    let e = withLine(withLine(essentials(), 'standard-lubing'), 'tape-mod')
    e = withSwitches(withLine(e, 'lubing-filming'), 'lubing-filming', 68) // typed, the default
    let moved = switchTier(e, 'craft', {})
    moved = switchTier(withLayout(moved.estimate, 'full'), 'essentials', moved.aside)
    expect(moved.estimate).toEqual({
      tier: 'essentials',
      layout: 'full',
      lines: [{ id: 'lubing-filming', switches: 104 }, { id: 'tape-mod' }],
    })
    expect(total(moved.estimate)).toBe('$124')
  })

  it('changes nothing for the tier in view, and never changes what it was given', () => {
    const e = withLine(essentials(), 'tape-mod')
    const aside = Object.freeze({})
    expect(switchTier(e, 'essentials', aside)).toEqual({ estimate: e, aside })
    const frozen = Object.freeze({ ...e, lines: Object.freeze([...e.lines]) })
    expect(() => switchTier(frozen, 'craft', aside)).not.toThrow()
    expect(aside).toEqual({})
    // lines set aside under the wrong tier are not given back to this one
    expect(switchTier(e, 'craft', { craft: e }).estimate.lines).toEqual([])
  })
})

describe('labels', () => {
  it("names a layout by the price list's label, an unknown key by itself", () => {
    expect(layoutLabel('75')).toBe('75%-TKL')
    expect(layoutLabel('nope' as LayoutKey)).toBe('nope')
  })
})
