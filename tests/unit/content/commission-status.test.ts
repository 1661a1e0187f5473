import { describe, expect, it } from 'vitest'
import { COMMISSION_STATUS } from '../../../src/content/commission-status'
import { SITE } from '../../../src/content/site-config'

describe('commission status', () => {
  it('has open (green), limited (amber) and closed (red), each with label and icon', () => {
    expect(
      Object.values(COMMISSION_STATUS).map((o) => [o.key, o.label, o.colorName, o.icon])
    ).toEqual([
      ['open', 'open', 'green', 'check'],
      ['limited', 'limited', 'amber', 'hourglass'],
      ['closed', 'closed', 'red', 'cross'],
    ])
  })
  it('the site is fixed to limited', () => {
    expect(SITE.commissionStatus).toBe('limited')
  })
})
