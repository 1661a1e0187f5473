import { describe, expect, it } from 'vitest'
import {
  EMPTY_ESTIMATE,
  SWITCHES_MAX,
  withLine,
  withSwitches,
  type Estimate,
} from '../../../../src/content/estimate/model'
import { estimateTotal, formatTotal } from '../../../../src/content/estimate/sums'
import { estimateSearch, readEstimate } from '../../../../src/content/estimate/url-codec'

const essentials = (over: Partial<Estimate> = {}): Estimate => ({ ...EMPTY_ESTIMATE, ...over })
const total = (e: Estimate) => formatTotal(estimateTotal(e))

describe('the URL', () => {
  it('round-trips an estimate', () => {
    let e = essentials({ layout: '75' })
    e = withSwitches(withLine(e, 'standard-lubing'), 'standard-lubing', 90)
    e = withLine(e, 'tape-mod')
    const search = estimateSearch(e)
    expect(search).toBe('tier=essentials&layout=75&items=standard-lubing.90,tape-mod')
    expect(readEstimate(`?${search}`)).toEqual({ estimate: e, problems: [] })
    expect(readEstimate('')).toEqual({ estimate: EMPTY_ESTIMATE, problems: [] })
  })

  it('reads a hand-edited URL without crashing, saying what it left out or clamped', () => {
    const { estimate, problems } = readEstimate(
      '?tier=deluxe&layout=42&items=standard-lubing.10000,lubing-filming.abc,warp-drive,tape-mod,tape-mod,stabilizer-tuning.0'
    )
    expect(estimate.tier).toBe('essentials')
    expect(estimate.layout).toBe('60')
    expect(estimate.lines).toEqual([
      { id: 'standard-lubing', switches: SWITCHES_MAX },
      { id: 'tape-mod' },
      { id: 'stabilizer-tuning' },
    ])
    expect(problems).toEqual([
      'there is no "deluxe" tier; showing Essentials.',
      'there is no "42" layout; showing 60-65%.',
      'Standard Lubing: 200 switches at most; counted as 200.',
      'Lubing + Filming is an alternative to Standard Lubing, not an addition; left out.',
      '"warp-drive" is not a service of the Essentials tier; left out.',
    ])
    expect(total(estimate)).toBe('$180')
    expect(readEstimate('?items=lubing-filming.0').problems).toEqual([
      'Lubing + Filming: at least 1 switch; counted as 1.',
    ])
  })

  it('keeps the first of two alternatives an old link names, and says so', () => {
    const read = (items: string) => readEstimate(`?tier=essentials&layout=75&items=${items}`)
    const old = read('standard-lubing.90,tape-mod,lubing-filming.50')
    expect(old.estimate.lines).toEqual([
      { id: 'standard-lubing', switches: 90 },
      { id: 'tape-mod' },
    ])
    expect(old.problems).toEqual([
      'Lubing + Filming is an alternative to Standard Lubing, not an addition; left out.',
    ])
    expect(total(old.estimate)).toBe('$82.50') // 90 x $0.75 + $15, the filming not charged too
    // either order: the first named is the one kept; the next change writes one of them
    expect(read('lubing-filming,standard-lubing.90').estimate.lines).toEqual([
      { id: 'lubing-filming', switches: 84 },
    ])
    expect(estimateSearch(old.estimate)).toBe(
      'tier=essentials&layout=75&items=standard-lubing.90,tape-mod'
    )
    const craft = readEstimate('?tier=craft&items=soldered-assembly,hotswap-assembly')
    expect(craft.estimate.lines).toEqual([{ id: 'soldered-assembly' }])
    const stabs = read('stabilizer-replacement-tuning,stabilizer-tuning,stabilizer-tuning')
    expect(stabs.estimate.lines).toEqual([{ id: 'stabilizer-replacement-tuning' }])
    expect(stabs.problems).toHaveLength(1) // said once, however often it is named
  })
})
