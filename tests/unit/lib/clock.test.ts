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
})
