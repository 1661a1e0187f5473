import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { useRouteFocus } from '../../../src/app/effects/route'

function Focus() {
  useRouteFocus()
  return null
}

/** Two pages in the site's shape: a heading in main, the route's hook in the shell above. */
function site(hook: ReturnType<typeof memoryLocation>['hook']) {
  return (
    <Router hook={hook}>
      <Focus />
      <main>
        <Switch>
          <Route path="/">
            <h1>thock&co.</h1>
          </Route>
          <Route path="/about">
            <h1>about thock&co.</h1>
          </Route>
        </Switch>
      </main>
    </Router>
  )
}

describe('focus after a navigation', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    // jsdom lays nothing out: every element with a parent counts as shown
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement
    ) {
      return this.parentElement
    })
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('moves to the new page heading as soon as it is there, not after a wait', () => {
    const { hook, navigate } = memoryLocation({ path: '/' })
    const { getByRole } = render(site(hook))
    // the page and the location land in one commit (the shell's location is deferred with the page)
    act(() => navigate('/about'))
    act(() => void vi.advanceTimersByTime(0))
    const heading = getByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('about thock&co.')
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
  })

  it('leaves focus where it is on the first render (a page loaded, not navigated to)', () => {
    const { hook } = memoryLocation({ path: '/' })
    const { getByRole } = render(site(hook))
    act(() => void vi.advanceTimersByTime(1000))
    expect(document.activeElement).not.toBe(getByRole('heading', { level: 1 }))
  })
})
