import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { SiteConfigProvider, useSiteConfig } from '../../../src/dom/site-config'

function Probe() {
  const { isDark, music, site } = useSiteConfig()
  return (
    <p>
      {site.brand} {isDark ? 'dark' : 'light'} {music.src} {String(music.loop)}
    </p>
  )
}

describe('site config', () => {
  it('gives the brand, theme and music settings inside its provider', () => {
    render(
      <SiteConfigProvider>
        <Probe />
      </SiteConfigProvider>
    )
    expect(screen.getByText('thock&co. dark /audio/ambience.mp3 true')).toBeTruthy()
  })

  it('throws a clear error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow(
      'useSiteConfig must be used within a SiteConfigProvider'
    )
  })
})
