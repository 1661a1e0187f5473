import { describe, expect, it } from 'vitest'
import { COMMISSION_STATUS } from '../../../src/content/commission-status'
import { SITE } from '../../../src/content/site-config'

describe('commission status', () => {
  it('has open, limited and closed, each with label and icon', () => {
    expect(Object.values(COMMISSION_STATUS).map((o) => [o.key, o.label, o.icon])).toEqual([
      ['open', 'open', 'check'],
      ['limited', 'limited', 'hourglass'],
      ['closed', 'closed', 'cross'],
    ])
  })
  it('the site is fixed to limited', () => {
    expect(SITE.commissionStatus).toBe('limited')
  })
})
