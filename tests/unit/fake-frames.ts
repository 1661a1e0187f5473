import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Frames the test paints: fake timers, and animation frame callbacks that run only when the
 * test calls `paintOne` (one frame: its callbacks, then the timers due after its paint) or
 * `paint` (frames until nothing waits for one). Call it inside a `describe`.
 */
export function fakeFrames(): { paintOne: () => void; paint: () => void } {
  let frames: FrameRequestCallback[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  const paintOne = () => {
    frames.splice(0).forEach((cb) => cb(performance.now()))
    vi.runOnlyPendingTimers()
  }
  return {
    paintOne,
    paint: () => {
      while (frames.length) paintOne()
    },
  }
}
