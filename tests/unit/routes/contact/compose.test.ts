import { describe, expect, it } from 'vitest'
import {
  composeMailto,
  validateContact,
  type ContactFields,
} from '../../../../src/routes/contact/compose'

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
})
