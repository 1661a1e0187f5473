import { describe, expect, it } from 'vitest'
import { estimateText } from '../../../../src/content/estimate/email'
import { EMPTY_ESTIMATE, withLine, type Estimate } from '../../../../src/content/estimate/model'

const essentials = (over: Partial<Estimate> = {}): Estimate => ({ ...EMPTY_ESTIMATE, ...over })

describe('the email', () => {
  it('writes each line and the total', () => {
    let e = essentials({ layout: '75' })
    e = withLine(withLine(e, 'standard-lubing'), 'desoldering')
    expect(estimateText(e)).toEqual([
      'estimate (Essentials, 75%-TKL):',
      '- Standard Lubing, 84 switches x $0.75: $63',
      '- Desoldering: $50',
      'total: $113',
      'due up front: $113 (the service fee)',
      'on completion: nothing more',
      'shipping both ways is not included.',
    ])
    expect(estimateText(essentials())).toEqual([])
  })
})
