import { describe, expect, it } from 'vitest'
import {
  composeMailto,
  validateContact,
  type ContactFields,
} from '../../../../src/routes/contact/compose'
import { estimateText, readEstimate } from '../../../../src/content/estimate'

const OK: ContactFields = {
  name: 'Sam',
  email: 'sam@example.com',
  layout: '75% / tkl',
  switches: 'linear',
  budget: '$300',
  timeline: 'by june',
  message: 'a quiet 75% for the office, deep sound please & thanks',
}

describe('the contact form rules', () => {
  it('accepts a complete request', () => {
    expect(validateContact(OK)).toEqual({})
  })

  it('explains each missing or invalid field', () => {
    const e = validateContact({ ...OK, name: ' ', email: 'sam@', layout: '', message: 'hi' })
    expect(Object.keys(e).sort()).toEqual(['email', 'layout', 'message', 'name'])
    expect(e.email).toMatch(/incomplete/)
    expect(e.message).toMatch(/at least 20/)
  })

  it('composes an encoded mailto with subject and every field', () => {
    const href = composeMailto('hello@thockandco.com', OK)
    expect(href.startsWith('mailto:hello@thockandco.com?subject=')).toBe(true)
    const url = new URL(href)
    const body = url.searchParams.get('body')!
    expect(url.searchParams.get('subject')).toBe('commission request: 75% / tkl (Sam)')
    expect(body).toContain('budget: $300')
    expect(body).toContain('deep sound please & thanks')
    expect(href).not.toMatch(/[ \n&](?!body=)[^=]*$/) // spaces, newlines and & are encoded
  })

  it('puts the estimate after the message, line by line with the total', () => {
    const estimate = readEstimate(
      '?tier=essentials&layout=75&items=lubing-filming.90,tape-mod'
    ).estimate
    const body = new URL(
      composeMailto('hello@thockandco.com', OK, estimateText(estimate))
    ).searchParams.get('body')!
    expect(body.split('\r\n').slice(-4)).toEqual([
      'estimate (Essentials, 75%-TKL):',
      '- Lubing + Filming, 90 switches x $1.00: $90',
      '- Tape Mod: $15',
      'total: $105',
    ])
    expect(body.indexOf('deep sound please')).toBeLessThan(body.indexOf('estimate ('))
  })
})
