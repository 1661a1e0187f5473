import { describe, expect, it } from 'vitest'
import { checkSite } from '../../../src/content/site-check'
import { PROFILES, SITE, type SiteConfig } from '../../../src/content/site-config'

const NO_PROFILES = { instagram: null, discord: null, youtube: null, linkedin: null } as const

/** checkSite's message for one changed fact, or null when the build would go on. */
function problem(site: Partial<SiteConfig>, profiles: Partial<typeof PROFILES> = {}) {
  try {
    checkSite({ ...SITE, ...site } as SiteConfig, { ...NO_PROFILES, ...profiles })
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('site config', () => {
  it('passes as it is', () => {
    expect(() => checkSite(SITE, PROFILES)).not.toThrow()
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

  it("writes the footer's mail link from the one email address", () => {
    const mail = SITE.footerLinks.find((l) => l.key === 'mail')
    expect(mail?.href).toBe(`mailto:${SITE.email}`)
  })

  it('has the three footer icons and the three about-page profiles the spec names', () => {
    expect(SITE.footerLinks.map((l) => l.key)).toEqual(['photos', 'chat', 'mail'])
    expect(SITE.socials.map((l) => l.key)).toEqual(['photos', 'video', 'work'])
  })
})
