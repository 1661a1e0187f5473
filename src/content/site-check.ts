import { COMMISSION_STATUS } from './commission-status'
import { EMAIL_ADDRESS } from './email-address'
import type { PROFILES, SiteConfig } from './site-config'

/** A mistake in site-config.ts, named as the builder wrote it; the build stops with it. */
export class SiteConfigError extends Error {
  constructor(field: string, detail: string) {
    super(`[site] src/content/site-config.ts: ${field}: ${detail}`)
    this.name = 'SiteConfigError'
  }
}

/** Whether text is a whole https:// address with a host (a handle or a bare name is not). */
function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * Throws a SiteConfigError for the first fact a visitor would find broken: an address that is
 * not one (a profile written as '@handle' became a link to a 404 page), a profile that is a
 * site's bare home page (a dead end), a location off the globe, an unknown commission status,
 * or one the season's queue contradicts (`openSlots`: how many slots content/season.yaml has
 * open; /build-service shows both side by side).
 */
export function checkSite(site: SiteConfig, profiles: typeof PROFILES, openSlots: number): void {
  if (!EMAIL_ADDRESS.test(site.email))
    throw new SiteConfigError('email', `"${site.email}" is not an email address`)
  if (!isHttpsUrl(site.origin) || new URL(site.origin).origin !== site.origin)
    throw new SiteConfigError(
      'origin',
      `"${site.origin}" must be the site's https:// address, with no path or trailing slash`
    )
  for (const [name, href] of Object.entries(profiles)) {
    if (href === null) continue
    if (!isHttpsUrl(href))
      throw new SiteConfigError(
        `PROFILES.${name}`,
        `"${href}" is not an address: write the profile's full address ('https://…'), or null while there is none`
      )
    if (new URL(href).pathname.replace(/\/+$/, '') === '')
      throw new SiteConfigError(
        `PROFILES.${name}`,
        `"${href}" is a site's home page, not the profile: write the profile's own address`
      )
  }
  const { lat, lng } = site.location
  if (!(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180))
    throw new SiteConfigError(
      'location',
      `${lat}, ${lng} is not on the globe (lat -90 to 90 north, lng -180 to 180 east)`
    )
  if (!(site.commissionStatus in COMMISSION_STATUS))
    throw new SiteConfigError(
      'commissionStatus',
      `"${site.commissionStatus}" must be one of ${Object.keys(COMMISSION_STATUS).join(', ')}`
    )
  const slots = `${openSlots} ${openSlots === 1 ? 'slot is' : 'slots are'} open in content/season.yaml`
  if (site.commissionStatus === 'closed' && openSlots > 0)
    throw new SiteConfigError(
      'commissionStatus',
      `'closed' says the queue is full, but ${slots}: set it to 'limited', or mark those slots reserved`
    )
  if (site.commissionStatus === 'open' && openSlots === 0)
    throw new SiteConfigError(
      'commissionStatus',
      `'open' says the bench is free, but no slot is open in content/season.yaml: set it to 'limited' or 'closed', or open a slot there`
    )
}
