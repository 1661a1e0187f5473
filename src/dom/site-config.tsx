import { createContext, useContext, type ReactNode } from 'react'
import { SITE } from '../content/site-config'

interface SiteConfigValue {
  site: typeof SITE
}

/**
 * One value for the whole visit, never a new one: a provider whose value changes re-renders
 * every section below it that has not hydrated yet, and React drops such a section's server
 * HTML when that change comes from a tap (src/dom/near-screen.tsx). The theme is read from the
 * preferences store by what shows it, not from here.
 */
const VALUE: SiteConfigValue = { site: SITE }
const SiteConfigContext = createContext<SiteConfigValue | null>(null)

/** Provides the site config (brand facts, location, links) to the subtree. */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  return <SiteConfigContext.Provider value={VALUE}>{children}</SiteConfigContext.Provider>
}

/** Reads the site config; throws when used outside `SiteConfigProvider`. */
export function useSiteConfig(): SiteConfigValue {
  const value = useContext(SiteConfigContext)
  if (!value) throw new Error('useSiteConfig must be used within a SiteConfigProvider')
  return value
}
