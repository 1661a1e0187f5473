import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { SITE } from '../content/site-config'
import { usePreferencesStore } from '../state/preferences-store'

/** Names of the colour variables the theme sets on <body> (values live in styles/theme.css). */
export const THEME_VARIABLES = [
  '--bg',
  '--bg-raised',
  '--grid',
  '--text',
  '--text-muted',
  '--accent',
  '--accent-ink',
  '--action',
  '--action-hover',
  '--glass-fill',
  '--glass-border',
  '--glass-shine',
  '--focus',
] as const

interface SiteConfigValue {
  isDark: boolean
  music: typeof SITE.music
  themeVariables: typeof THEME_VARIABLES
  site: typeof SITE
}

const SiteConfigContext = createContext<SiteConfigValue | null>(null)

/** Provides the site config (brand facts, music settings, theme) to the subtree. */
export function SiteConfigProvider({ children }: { children: ReactNode }) {
  const theme = usePreferencesStore((s) => s.theme)
  const value = useMemo<SiteConfigValue>(
    () => ({
      isDark: theme === 'dark',
      music: SITE.music,
      themeVariables: THEME_VARIABLES,
      site: SITE,
    }),
    [theme]
  )
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>
}

/** Reads the site config; throws when used outside `SiteConfigProvider`. */
export function useSiteConfig(): SiteConfigValue {
  const value = useContext(SiteConfigContext)
  if (!value) throw new Error('useSiteConfig must be used within a SiteConfigProvider')
  return value
}
