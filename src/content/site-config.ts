import type { CommissionStatusKey } from './commission-status'

/**
 * The builder's profiles elsewhere, each the full address of the profile itself
 * ('https://www.instagram.com/<name>/'), or null while there is none. A null one is shown as
 * 'coming soon' wherever it appears (the footer's icons, the about page's links), never as a
 * link: a site's home page would be a dead end for a visitor. Set the address and both go live.
 */
export const PROFILES: Record<
  'instagram' | 'discord' | 'youtube' | 'linkedin',
  `https://${string}` | null
> = {
  instagram: null,
  discord: null,
  youtube: null,
  linkedin: null,
}

/** The address visitors write to: the contact page, the footer's mail icon, structured data. */
const EMAIL = 'hello@thockandco.com'

/**
 * Every brand fact in one place: the builder edits this file, nothing else.
 * A link whose `href` is null has no destination yet (SPEC.md section 2: the footer's targets
 * are placeholders): it shows as 'coming soon', not as a link.
 */
export const SITE = {
  brand: 'thock&co.',
  year: 2025,
  origin: 'https://thockandco.com', // canonical origin for prerendered meta tags
  tagline: 'custom mechanical keyboards, tuned by hand in urbana-champaign.',
  location: {
    city: 'Urbana-Champaign, IL',
    lat: 40.1106, // degrees north
    lng: -88.2073, // degrees east (negative = west)
  },
  email: EMAIL,
  // the Atom feed of builds, made by the build from the articles (every page's head links it)
  feed: { path: '/feed.xml', title: 'thock&co. builds' },
  commissionStatus: 'limited' as CommissionStatusKey,
  footerLinks: [
    { key: 'photos', label: 'thock&co. on instagram', href: PROFILES.instagram },
    { key: 'chat', label: 'chat with thock&co. on discord', href: PROFILES.discord },
    { key: 'mail', label: 'email thock&co.', href: `mailto:${EMAIL}` },
  ],
  // the about page's 'follow the builds' card
  socials: [
    { key: 'photos', label: 'instagram', kind: 'photos', href: PROFILES.instagram },
    { key: 'video', label: 'youtube', kind: 'videos', href: PROFILES.youtube },
    { key: 'work', label: 'linkedin', kind: 'professional profile', href: PROFILES.linkedin },
  ],
  portfolio: { label: 'personal portfolio' },
  music: {
    src: '/audio/ambience.mp3',
    loop: true,
    autoplay: true,
  },
} as const

export type SiteConfig = typeof SITE
