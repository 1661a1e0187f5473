import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useWhenResting } from '../../../src/canvas/at-rest'
import { useQualityStore } from '../../../src/state/quality-store'
import { scrollStore } from '../../../src/state/scroll-store'

const scroll = (y: number, scrolling = true) => act(() => scrollStore.setState({ y, scrolling }))

describe('a long GPU step waits for the page to rest', () => {
  beforeEach(() => {
    vi.useFakeTimers()
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
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(true)

    scroll(1500) // once allowed, a later scroll changes nothing
    expect(result.current).toBe(true)
  })

  it("in 'lite' on a still page starts after a short pause", () => {
    useQualityStore.setState({ tier: 'lite' })
    const { result } = renderHook(() => useWhenResting(true))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(300))
    expect(result.current).toBe(true)
  })
})
