import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TierSection } from '../../../../src/routes/home/tier-section'

class FakeObserver {
  constructor(private cb?: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.cb?.([{ isIntersecting: true }])
  }
  unobserve() {}
  disconnect() {}
}

describe('home tier section', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('ResizeObserver', FakeObserver)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    cleanup()
  })

  it('opens essentials first, one card at a time, as buttons with aria-expanded', () => {
    render(<TierSection />)
    const essentials = screen.getByRole('button', { name: /the essentials\./ })
    const craft = screen.getByRole('button', { name: /the craft\./ })
    expect(essentials.getAttribute('aria-expanded')).toBe('true')
    expect(craft.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(craft)
    expect(craft.getAttribute('aria-expanded')).toBe('true')
    expect(essentials.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('region', { name: /the craft\./ })).toBeTruthy()
  })

  it('restarts the keyword line on the new tier and announces its phrase once', () => {
    render(<TierSection />)
    const current = () => screen.getByTestId('keyword-line').querySelector('[data-current]')
    expect(current()?.textContent).toBe('tuned.')
    act(() => {
      vi.advanceTimersByTime(1655)
    })
    expect(current()?.textContent).toBe('to.')
    fireEvent.click(screen.getByRole('button', { name: /the craft\./ }))
    expect(current()?.textContent).toBe('crafted.')
    const live = document.querySelector('[aria-live="polite"]')
    expect(live?.textContent).toBe('the craft. crafted for precision.')
    act(() => {
      vi.advanceTimersByTime(1655)
    })
    expect(current()?.textContent).toBe('for.')
    expect(live?.textContent).toBe('the craft. crafted for precision.')
  })
})
