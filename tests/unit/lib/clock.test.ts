import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addTick, TICK_PRIORITY, wakeClock } from '../../../src/lib/clock'
import { requestFrame, takeFrame } from '../../../src/lib/frame'

describe('the clock sleeps when no tick has work', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.stubGlobal('cancelAnimationFrame', () => {})
  })
  afterEach(() => vi.unstubAllGlobals())
  const frame = (t: number) => frames.splice(0).forEach((cb) => cb(t))

  it('runs ticks in priority order, and stops asking for frames once every tick is idle', () => {
    const order: string[] = []
    let busy = 2
    const stopA = addTick(() => {
      order.push('render')
      return busy-- > 0
    }, TICK_PRIORITY.render)
    const stopB = addTick(() => {
      order.push('scroll')
      return false
    }, TICK_PRIORITY.scroll)
    expect(frames).toHaveLength(1)
    frame(16)
    frame(32)
    frame(48) // the render tick says it is done here
    expect(order).toEqual(['scroll', 'render', 'scroll', 'render', 'scroll', 'render'])
    expect(frames).toHaveLength(0) // asleep: no animation frame at all
    wakeClock()
    expect(frames).toHaveLength(1)
    frame(64)
    stopA()
    stopB()
  })

  it('a requested canvas frame wakes it', () => {
    const seen: boolean[] = []
    const stop = addTick(() => {
      seen.push(takeFrame())
      return false
    })
    frame(16)
    expect(frames).toHaveLength(0)
    requestFrame()
    expect(frames).toHaveLength(1)
    frame(32)
    expect(seen).toEqual([false, true])
    stop()
  })

  it('a frame asked for by a tick while the clock runs is one frame, not a second loop', () => {
    let runs = 0
    const stop = addTick(() => {
      runs++
      takeFrame()
      requestFrame() // a scene asking for its next frame from inside the render tick
      return true // ... which the stage's tick then reports as wanted
    }, TICK_PRIORITY.render)
    expect(frames).toHaveLength(1)
    for (let t = 16; t <= 160; t += 16) {
      frame(t)
      expect(frames).toHaveLength(1) // never two loops in one frame
    }
    expect(runs).toBe(10)
    stop()
  })

  it('a tick that throws does not leave the clock deaf to wakes', () => {
    let fail = true
    const stop = addTick(() => {
      if (fail) throw new Error('scene failed')
      return false
    })
    expect(() => frame(16)).toThrow('scene failed')
    fail = false
    wakeClock()
    expect(frames).toHaveLength(1)
    stop()
  })
})
