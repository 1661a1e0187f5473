import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { RootErrorBoundary } from '../../../src/app/root-error-boundary'
import { SectionBoundary } from '../../../src/lib/error-boundary'

function Boom(): never {
  throw new Error('the switch tester exploded')
}

describe('error boundaries', () => {
  it('the root boundary shows the default error view with the message and stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState(null, '', '/keyboards/azoth?from=gallery')
    render(
      <RootErrorBoundary>
        <Boom />
      </RootErrorBoundary>
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.getByText('the switch tester exploded')).toBeTruthy()
    expect(document.querySelector('pre')?.textContent).toContain('Boom')
    // two ways on: this address loaded afresh as a new page, and the home page
    expect(screen.getByRole('link', { name: 'try again' }).getAttribute('href')).toBe(
      '/keyboards/azoth?from=gallery'
    )
    expect(screen.getByRole('link', { name: 'back to the home page' }).getAttribute('href')).toBe(
      '/'
    )
    window.history.pushState(null, '', '/')
  })

  it('a section boundary reports the error and keeps the rest of the page', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <div>
        <p>still here</p>
        <SectionBoundary name="pricing">
          <Boom />
        </SectionBoundary>
      </div>
    )
    expect(screen.getByText('still here')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('could not be shown')
    expect(report.mock.calls.some((c) => String(c[0]).includes('pricing'))).toBe(true)
  })

  it('a section stopped because the page is being left is not reported; once back, errors are', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    const section = () =>
      render(
        <SectionBoundary name="season">
          <Boom />
        </SectionBoundary>
      )
    window.dispatchEvent(new Event('pagehide')) // the visitor leaves: the import is stopped
    section()
    expect(report.mock.calls.some((c) => String(c[0]).includes('season'))).toBe(false)
    window.dispatchEvent(new Event('pageshow')) // back from the back-forward cache
    section()
    expect(report.mock.calls.some((c) => String(c[0]).includes('season'))).toBe(true)
  })
})
