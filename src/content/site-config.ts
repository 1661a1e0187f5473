import type { CommissionStatusKey } from './commission-status'

/**
 * Every brand fact in one place: the builder edits this file, nothing else.
 * Link targets marked `placeholder` have no destination yet (SPEC.md section 2).
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
  email: 'hello@thockandco.com',
  // the Atom feed of builds, made by the build from the articles (every page's head links it)
  feed: { path: '/feed.xml', title: 'thock&co. builds' },
  commissionStatus: 'limited' as CommissionStatusKey,
  footerLinks: [
    { key: 'photos', label: 'thock&co. on instagram', href: '#', placeholder: true },
    { key: 'chat', label: 'chat with thock&co. on discord', href: '#', placeholder: true },
    {
      key: 'mail',
      label: 'email thock&co.',
      href: 'mailto:hello@thockandco.com',
      placeholder: false,
    },
  ],
  socials: [
    { key: 'photos', label: 'instagram', href: 'https://www.instagram.com/' },
    { key: 'video', label: 'youtube', href: 'https://www.youtube.com/' },
    { key: 'work', label: 'linkedin', href: 'https://www.linkedin.com/' },
  ],
  portfolio: { label: 'personal portfolio' },
  music: {
    src: '/audio/ambience.mp3',
    loop: true,
    autoplay: true,
  },
} as const

export type SiteConfig = typeof SITE
