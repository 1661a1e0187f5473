import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteConfigProvider } from '../../../../src/dom/site-config'
import { SITE } from '../../../../src/content/site-config'
import { CallToAction } from '../../../../src/routes/home/call-to-action'

const site = SITE as { commissionStatus: string }
const configured = site.commissionStatus

describe('the home call to action', () => {
  afterEach(() => {
    cleanup()
    site.commissionStatus = configured
  })

  it('shows the commission status of the site config', () => {
    site.commissionStatus = 'open'
    render(
      <SiteConfigProvider>
        <CallToAction />
      </SiteConfigProvider>
    )
    const status = screen.getByText('commissions: open')
    expect(status.dataset.status).toBe('open')
    expect(screen.getByRole('link', { name: 'build your dream keyboard' })).toHaveProperty(
      'pathname',
      '/build-service'
    )
  })
})
