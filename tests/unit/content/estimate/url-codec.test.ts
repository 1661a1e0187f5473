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
      { id: 'lubing-filming', switches: 68 },
      { id: 'tape-mod' },
      { id: 'stabilizer-tuning' },
    ])
    expect(problems).toEqual([
      'there is no "deluxe" tier; showing Essentials.',
      'there is no "42" layout; showing 60-65%.',
      'Standard Lubing: 200 switches at most; counted as 200.',
      'Lubing + Filming: "abc" is not a number of switches: use digits, e.g. 68. counted as 68.',
      '"warp-drive" is not a service of the Essentials tier; left out.',
    ])
    expect(total(estimate)).toBe('$248')
  })
})
