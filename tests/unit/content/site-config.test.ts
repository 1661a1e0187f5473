import { describe, expect, it } from 'vitest'
import { SITE } from '../../../src/content/site-config'

const links = [...SITE.footerLinks, ...SITE.socials]

describe('site config: links elsewhere', () => {
  // a guard on the builder's edits: every address is null until real profiles exist
  it("a live link goes to a profile, never to a site's bare home page (a dead end)", () => {
    for (const { label, href } of links) {
      if (!href || href.startsWith('mailto:')) continue
      const url = new URL(href)
      expect(url.protocol, label).toBe('https:')
      expect(url.pathname.replace(/\/+$/, ''), `${label}: ${href}`).not.toBe('')
    }
  })

  it('has the three footer icons and the three about-page profiles the spec names', () => {
    expect(SITE.footerLinks.map((l) => l.key)).toEqual(['photos', 'chat', 'mail'])
    expect(SITE.socials.map((l) => l.key)).toEqual(['photos', 'video', 'work'])
  })
})
