import { describe, expect, it } from 'vitest'
import {
  composeMailto,
  validateContact,
  type ContactFields,
} from '../../../../src/routes/contact/compose'
import { estimateText } from '../../../../src/content/estimate/email'
import { readEstimate } from '../../../../src/content/estimate/url-codec'
import {
  SEASON,
  SEASON_SLOTS,
  nextOpenSlot,
  nextSlotLine,
  slotNumber,
  type Season,
} from '../../../../src/content/season'

const OK: ContactFields = {
  name: 'Sam',
  email: 'sam@example.com',
  layout: '75%-TKL',
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

  it('takes an address a reply can reach, and says which one cannot', () => {
    for (const email of ['sam@example.com', 'sam.lee+kb@mail.example.co.uk'])
      expect(validateContact({ ...OK, email }).email, email).toBeUndefined()
    for (const email of [
      'sam@example..com',
      'sam@.example.com',
      'sam.@example.com',
      '.sam@example.com',
      'sam..lee@example.com',
      'sam@example.com.',
      'sam@x',
      'a b@c.com',
    ])
      expect(validateContact({ ...OK, email }).email, email).toMatch(/incomplete/)
  })

  it('counts characters as a reader does: three emoji are not twenty characters', () => {
    expect(validateContact({ ...OK, message: '👩🏽‍💻👩🏽‍💻👩🏽‍💻' }).message).toMatch(/at least 20/)
    expect(validateContact({ ...OK, name: '👩🏽‍💻'.repeat(100) }).name).toBeUndefined()
  })

  it('keeps the short answers short, so the email stays a link a mail app opens', () => {
    const long = 'holy pandas, '.repeat(20) // 260 characters
    const e = validateContact({ ...OK, switches: long, budget: long, timeline: long })
    expect(Object.keys(e).sort()).toEqual(['budget', 'switches', 'timeline'])
    expect(e.switches).toMatch(/200 characters at most/)
    expect(validateContact({ ...OK, switches: 'x'.repeat(200) })).toEqual({})
    expect(validateContact({ ...OK, email: `${'a'.repeat(250)}@example.com` }).email).toMatch(
      /too long/
    )
  })

  it('composes an encoded mailto with subject and every field', () => {
    const href = composeMailto('hello@thockandco.com', OK)
    expect(href.startsWith('mailto:hello@thockandco.com?subject=')).toBe(true)
    const url = new URL(href)
    const body = url.searchParams.get('body')!
    expect(url.searchParams.get('subject')).toBe('commission request: 75%-TKL (Sam)')
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
    expect(body.split('\r\n').slice(-7)).toEqual([
      'estimate (Essentials, 75%-TKL):',
      '- Lubing + Filming, 90 switches x $1.00: $90',
      '- Tape Mod: $15',
      'total: $105',
      'due up front: $105 (the service fee)',
      'on completion: nothing more',
      'shipping both ways is not included.',
    ])
    expect(body.indexOf('deep sound please')).toBeLessThan(body.indexOf('estimate ('))
  })

  it('names the next open slot of the season, or says the season is full', () => {
    const season = (open: number[]): Season => ({
      name: '2024-25',
      slots: Array.from({ length: SEASON_SLOTS }, (_, i) =>
        open.includes(i) ? { status: 'open' } : { status: 'reserved' }
      ),
    })
    const bodyWith = (s: Season) =>
      new URL(composeMailto('hello@thockandco.com', OK, [], nextSlotLine(s))).searchParams.get(
        'body'
      )!
    expect(bodyWith(season([6, 8]))).toContain(
      'timeline: by june\r\nslot: next open slot: 07 of 10 (the 2024-25 season)\r\n'
    )
    expect(bodyWith(season([]))).toContain(
      "slot: the 2024-25 season is full: i'd like to be first in line for the next one."
    )
    // the site's own season, as the contact form sends it
    const next = nextOpenSlot(SEASON)
    expect(next).not.toBeNull()
    expect(bodyWith(SEASON)).toContain(`next open slot: ${slotNumber(next!)} of 10`)
  })
})
