import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  keywordDurations,
  startKeywordCycle,
  useKeywordCycle,
} from '../../../../src/routes/home/keyword-cycle'

describe('keyword timing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds each word 1655 ms and the last 4000 ms', () => {
    expect(keywordDurations(3, 1655, 4000)).toEqual([1655, 1655, 4000])
  })

  it('shows the words in turn, the last one longer, then starts again', () => {
    const seen: number[] = []
    const cycle = startKeywordCycle([1655, 1655, 4000], (i) => seen.push(i))
    expect(seen).toEqual([0])
    vi.advanceTimersByTime(1654)
    expect(seen).toEqual([0])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([0, 1])
    vi.advanceTimersByTime(1655)
    expect(seen).toEqual([0, 1, 2])
    vi.advanceTimersByTime(3999)
    expect(seen).toEqual([0, 1, 2])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([0, 1, 2, 0])
    cycle.stop()
    vi.advanceTimersByTime(20_000)
    expect(seen).toEqual([0, 1, 2, 0])
  })

  it('restarts at the first word when the tier changes', () => {
    const { result, rerender } = renderHook(
      ({ tier }) => useKeywordCycle(tier, 3, 1655, 4000, true),
      { initialProps: { tier: 'essentials' } }
    )
    expect(result.current).toBe(0)
    act(() => {
      vi.advanceTimersByTime(1655 + 1655)
    })
    expect(result.current).toBe(2)
    rerender({ tier: 'craft' })
    expect(result.current).toBe(0)
    act(() => {
      vi.advanceTimersByTime(1655)
    })
    expect(result.current).toBe(1) // the new tier's own timing, from its start
  })

  it("shows a new tier's first word in the very render that shows the tier (no old index flashing)", () => {
    const seen: [string, number][] = []
    const { rerender } = renderHook(
      ({ tier }) => {
        const index = useKeywordCycle(tier, 3, 1655, 4000, true)
        seen.push([tier, index])
        return index
      },
      { initialProps: { tier: 'essentials' } }
    )
    act(() => {
      vi.advanceTimersByTime(1655 + 1655)
    })
    seen.length = 0
    rerender({ tier: 'craft' })
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter(([tier, index]) => tier === 'craft' && index !== 0)).toEqual([])
  })

  it('holds the first word while not running (off screen or reduced motion)', () => {
    const { result } = renderHook(() => useKeywordCycle('vision', 3, 1655, 4000, false))
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(result.current).toBe(0)
  })
})
