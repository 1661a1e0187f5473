import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TierSection } from '../../../../src/routes/home/tier-section'

type Report = (entries: { isIntersecting: boolean }[]) => void

/**
 * Intersection observers: each reports "on screen" when it starts observing, unless
 * `FakeObserver.startOff` says the element starts off screen; `FakeObserver.show(on)` reports
 * to every observer made since the last `reset`.
 */
class FakeObserver {
  static live: Report[] = []
  static startOff = false
  static show(on: boolean) {
    for (const cb of FakeObserver.live) cb([{ isIntersecting: on }])
  }
  static reset() {
    FakeObserver.live = []
    FakeObserver.startOff = false
  }
  constructor(private cb?: Report) {
    if (cb) FakeObserver.live.push(cb)
  }
  observe() {
    if (!FakeObserver.startOff) this.cb?.([{ isIntersecting: true }])
  }
  unobserve() {}
  disconnect() {}
}

describe('home tier section', () => {
  beforeEach(() => {
    FakeObserver.reset()
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      }
    )
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
    // every panel is in the DOM, labelled by its button; the card's class shows the open one
    // (CSS: `.expanded .panel`; the e2e suites check what shows and what is exposed)
    expect(screen.getByRole('region', { name: /the craft\./ })).toBeTruthy()
    const open = [...document.querySelectorAll('[data-tier]')]
      .filter((card) => card.classList.contains('expanded'))
      .map((card) => card.getAttribute('data-tier'))
    expect(open).toEqual(['craft'])
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
    FakeObserver.startOff = true
    render(<TierSection />)
    const filling = () =>
      [...screen.getByTestId('keyword-line').querySelectorAll('span')].filter((el) =>
        /stepOn/.test(el.className)
      )
    expect(filling()).toHaveLength(0)
    act(() => FakeObserver.show(true))
    expect(filling()).toHaveLength(1)
    act(() => FakeObserver.show(false))
    expect(filling()).toHaveLength(0)
  })
})
