import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { usePreferencesStore } from '../../../src/state/preferences-store'
import { SiteConfigProvider, useSiteConfig } from '../../../src/dom/site-config'

function Probe() {
  const { site } = useSiteConfig()
  return (
    <p>
      {site.brand} {site.location.city}
    </p>
  )
}

describe('site config', () => {
  it('gives the brand and the location inside its provider', () => {
    render(
      <SiteConfigProvider>
        <Probe />
      </SiteConfigProvider>
    )
    expect(screen.getByText('thock&co. Urbana-Champaign, IL')).toBeTruthy()
  })

  it('keeps one value when the theme changes (a new value would reset sections not yet hydrated)', () => {
    const seen = new Set<unknown>()
    function Watch() {
      seen.add(useSiteConfig())
      usePreferencesStore((s) => s.theme) // renders again with the theme
      return null
    }
    render(
      <SiteConfigProvider>
        <Watch />
      </SiteConfigProvider>
    )
    const before = usePreferencesStore.getState().theme
    act(() => usePreferencesStore.getState().toggleTheme())
    expect(usePreferencesStore.getState().theme).not.toBe(before)
    expect(seen.size).toBe(1)
  })

  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow(
      'useSiteConfig must be used within a SiteConfigProvider'
    )
  })
})
