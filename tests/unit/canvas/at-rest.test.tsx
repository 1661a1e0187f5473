import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useWhenResting } from '../../../src/canvas/at-rest'
import { useQualityStore } from '../../../src/state/quality-store'
import { scrollStore } from '../../../src/state/scroll-store'
import { MOTION } from '../../../src/tuning/motion'

const scroll = (y: number, scrolling = true) => act(() => scrollStore.setState({ y, scrolling }))
// the rest, then an idle moment (jsdom has no requestIdleCallback: the fallback timer), then the
// frame that confirms no scroll came (the fake clock runs frames every 16 ms)
const REST_THEN_IDLE = MOTION.stage.restMs + MOTION.idle.fallbackMs + 1 + 16

describe('a long GPU step waits for the page to rest', () => {
  // the quiet is measured on performance.now, which the fake clock restarts for every test:
  // each test starts later than the last one ended, so earlier inputs are in its past
  let start = 0
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'Date',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    })
    vi.advanceTimersByTime((start += 100_000))
    scrollStore.setState({ y: 0, scrolling: false })
  })
  afterEach(() => {
    vi.useRealTimers()
    useQualityStore.setState({ tier: 'full' })
  })

  it("starts at once in 'full', even mid-scroll, and never before it is wanted", () => {
    useQualityStore.setState({ tier: 'full' })
    scrollStore.setState({ scrolling: true })
    const { result, rerender } = renderHook(({ wanted }) => useWhenResting(wanted), {
      initialProps: { wanted: false },
    })
    expect(result.current).toBe(false)
    rerender({ wanted: true })
    expect(result.current).toBe(true)
  })

  it("in 'lite' waits through a scroll, and through a short gap in it, for a real pause", () => {
    useQualityStore.setState({ tier: 'lite' })
    scrollStore.setState({ scrolling: true })
    const { result } = renderHook(() => useWhenResting(true))
    for (let y = 100; y <= 1000; y += 100) {
      scroll(y)
      act(() => vi.advanceTimersByTime(100))
    }
    expect(result.current).toBe(false)

    scroll(1000, false) // one slow frame: the scroll's idle flag drops for a moment
    act(() => vi.advanceTimersByTime(150))
    scroll(1100) // and the scroll goes on
    act(() => vi.advanceTimersByTime(400))
    expect(result.current).toBe(false)

    scroll(1100, false) // it stops
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(REST_THEN_IDLE - 200))
    expect(result.current).toBe(true)

    scroll(1500) // once allowed, a later scroll changes nothing
    expect(result.current).toBe(true)
  })

  it("in 'lite' on a still page starts after a short pause", () => {
    useQualityStore.setState({ tier: 'lite' })
    const { result } = renderHook(() => useWhenResting(true))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(REST_THEN_IDLE))
    expect(result.current).toBe(true)
  })

  it("in 'lite' waits through taps and keys too", () => {
    useQualityStore.setState({ tier: 'lite' })
    const { result } = renderHook(() => useWhenResting(true))
    // a tap every 200 ms (a key now and then): never a pause of restMs
    for (let i = 0; i < 6; i++) {
      act(() => {
        dispatchEvent(new Event(i % 2 ? 'keydown' : 'pointerdown'))
      })
      act(() => vi.advanceTimersByTime(200))
    }
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(REST_THEN_IDLE))
    expect(result.current).toBe(true)
  })
})
