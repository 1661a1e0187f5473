import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from '../../../src/lib/after-paint'

describe('afterPaint', () => {
  let frames: FrameRequestCallback[]
  let now = 0
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => {}))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  /** The frame's callbacks run (before its paint), then the timers (after it). */
  const beforePaint = () => {
    now += 16
    frames.splice(0).forEach((cb) => cb(now))
  }

  it('runs after the next frame is painted, everything of one frame in one task', () => {
    const ran: string[] = []
    afterPaint(() => ran.push('history'))
    afterPaint(() => ran.push('estimate'))
    expect(ran).toEqual([])
    beforePaint()
    expect(ran).toEqual([]) // not before the paint
    expect(vi.getTimerCount()).toBe(1) // one task after it for both
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['history', 'estimate'])
  })

  it('waits for the frame after when asked after one, and cancels', () => {
    const ran: string[] = []
    afterPaint(() => afterPaint(() => ran.push('second frame')))
    const cancel = afterPaint(() => ran.push('cancelled'))
    cancel()
    beforePaint()
    vi.runOnlyPendingTimers()
    expect(ran).toEqual([])
    beforePaint()
    vi.runOnlyPendingTimers()
    expect(ran).toEqual(['second frame'])
  })
})
