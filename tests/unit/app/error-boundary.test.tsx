import { describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ErrorBoundary } from '../../../src/app/error-boundary'
import { SectionBoundary } from '../../../src/lib/error-boundary'

function Boom(): never {
  throw new Error('the switch tester exploded')
}

describe('error boundaries', () => {
  it('the root boundary shows the default error view with the message and stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    window.history.pushState(null, '', '/keyboards/azoth?from=gallery')
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>
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

  it('code that did not arrive says so in plain words, in the page’s place until the visitor moves on', () => {
    cleanup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // the words of Chromium, Firefox and WebKit for an import whose file did not arrive
    const messages = [
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/about-x1.js',
      'error loading dynamically imported module: http://127.0.0.1/assets/about-x1.js',
      'Importing a module script failed.',
    ]
    for (const message of messages) {
      const Offline = (): never => {
        throw new TypeError(message)
      }
      const page = (at: string) => (
        <ErrorBoundary key={at}>{at === '/about' ? <Offline /> : <p>the gallery</p>}</ErrorBoundary>
      )
      const { rerender, unmount } = render(page('/about'))
      expect(screen.getByRole('heading', { name: 'this page did not load' })).toBeTruthy()
      expect(screen.getByRole('alert').textContent).not.toContain(message)
      expect(document.querySelector('pre')).toBeNull()
      expect(screen.queryAllByRole('heading')).toHaveLength(1) // its advice is a sentence
      rerender(page('/keyboards')) // a link in the header: the next page shows
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.getByText('the gallery')).toBeTruthy()
      unmount()
    }
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
