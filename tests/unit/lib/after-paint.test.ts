import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from '../../../src/lib/after-paint'
import { afterPaint } from '../../../src/lib/idle'

describe('after the next painted frame', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  /** The frame's callbacks run (before its paint), then the timers due (after it). */
  const paint = () => {
    frames.splice(0).forEach((cb) => cb(0))
    vi.advanceTimersByTime(4)
  }

  it('afterPaint runs once the frame is painted, and not once cancelled', () => {
    const ran: string[] = []
    afterPaint(() => ran.push('history'))
    const cancel = afterPaint(() => ran.push('cancelled'))
    vi.advanceTimersByTime(12)
    expect(ran).toEqual([]) // no frame yet
    cancel()
    paint()
    expect(ran).toEqual(['history'])
  })

  it('useAfterPaint shows a change after the frame, the last of a burst', () => {
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), {
      initialProps: { v: 'essentials' },
    })
    expect(result.current).toBe('essentials') // the first value at once
    rerender({ v: 'craft' })
    rerender({ v: 'vision' })
    expect(result.current).toBe('essentials')
    act(paint)
    expect(result.current).toBe('vision')
  })
})
