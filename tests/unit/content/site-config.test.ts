import { describe, expect, it } from 'vitest'
import { checkSite } from '../../../src/content/site-check'
import { openSlots, SEASON } from '../../../src/content/season-slots'
import { PROFILES, SITE, type SiteConfig } from '../../../src/content/site-config'

const NO_PROFILES = { instagram: null, discord: null, youtube: null, linkedin: null } as const

/** checkSite's message for one changed fact, or null when the build would go on. */
function problem(
  site: Partial<SiteConfig>,
  profiles: Partial<typeof PROFILES> = {},
  open = openSlots(SEASON)
) {
  try {
    checkSite({ ...SITE, ...site } as SiteConfig, { ...NO_PROFILES, ...profiles }, open)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('site config', () => {
  it('passes as it is', () => {
    expect(() => checkSite(SITE, PROFILES, openSlots(SEASON))).not.toThrow()
  })

  it("stops the build on a profile that is not a profile's address, naming it", () => {
    // a handle was a relative link, to a 404 page
    expect(problem({}, { instagram: '@thockandco' as never })).toMatch(
      /site-config\.ts: PROFILES\.instagram: "@thockandco" is not an address/
    )
    // a site's bare home page is a dead end for a visitor
    expect(problem({}, { youtube: 'https://www.youtube.com/' })).toMatch(
      /PROFILES\.youtube: .* home page/
    )
    expect(problem({}, { youtube: 'https://www.youtube.com/@thockandco' })).toBeNull()
  })

  it('stops the build on an email, an origin or a location that cannot work', () => {
    expect(problem({ email: 'hello at thockandco' as never })).toMatch(/email: .* not an email/)
    expect(problem({ origin: 'https://thockandco.com/' as never })).toMatch(/origin: /)
    expect(problem({ origin: 'thockandco.com' as never })).toMatch(/origin: /)
    expect(problem({ location: { ...SITE.location, lat: 140 as never } })).toMatch(/location: /)
    expect(problem({ commissionStatus: 'busy' as never })).toMatch(/commissionStatus: .*open/)
  })

  it("stops the build on a commission status the season's queue contradicts", () => {
    // 'closed' reads "the queue is full" beside the ring's 'your build here'
    expect(problem({ commissionStatus: 'closed' }, {}, 2)).toMatch(
      /commissionStatus: 'closed' says the queue is full, but 2 slots are open in content\/season\.yaml/
    )
    expect(problem({ commissionStatus: 'closed' }, {}, 1)).toMatch(/1 slot is open/)
    expect(problem({ commissionStatus: 'closed' }, {}, 0)).toBeNull()
    // 'open' reads "the bench is free" beside 'all 10 slots taken'
    expect(problem({ commissionStatus: 'open' }, {}, 0)).toMatch(/'open' says the bench is free/)
    expect(problem({ commissionStatus: 'open' }, {}, 3)).toBeNull()
    expect(problem({ commissionStatus: 'limited' }, {}, 0)).toBeNull()
    expect(problem({ commissionStatus: 'limited' }, {}, 2)).toBeNull()
  })

  it("writes the footer's mail link from the one email address", () => {
    const mail = SITE.footerLinks.find((l) => l.key === 'mail')
    expect(mail?.href).toBe(`mailto:${SITE.email}`)
  })

  it('has the three footer icons and the three about-page profiles the spec names', () => {
    expect(SITE.footerLinks.map((l) => l.key)).toEqual(['photos', 'chat', 'mail'])
    expect(SITE.socials.map((l) => l.key)).toEqual(['photos', 'video', 'work'])
  })
})
