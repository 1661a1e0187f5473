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

  it("fills the current word's step only while the line is on screen", () => {
    // the line starts off screen: a fill started then was over before anyone saw it (the first
    // word stood beside a full step for its whole time)
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(cb)
        }
        observe() {}
        disconnect() {}
      }
    )
    render(<TierSection />)
    const filling = () =>
      [...screen.getByTestId('keyword-line').querySelectorAll('span')].filter((el) =>
        /stepOn/.test(el.className)
      )
    expect(filling()).toHaveLength(0)
    act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])))
    expect(filling()).toHaveLength(1)
    act(() => observers.forEach((cb) => cb([{ isIntersecting: false }])))
    expect(filling()).toHaveLength(0)
  })
})
