import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenQuiet } from '../../../src/lib/idle'
import { scrollStore } from '../../../src/state/scroll-store'

describe('whenQuiet: long work waits for the visitor to pause', () => {
  let idle: (() => void)[]
  let frames: ((now: number) => void)[]
  // the quiet is measured on performance.now, which the fake clock restarts for every test:
  // each test starts later than the last one ended, so earlier inputs are in its past
  let start = 0
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
    vi.advanceTimersByTime((start += 100_000))
    idle = []
    frames = []
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn))
    vi.stubGlobal('cancelIdleCallback', () => {})
    vi.stubGlobal('requestAnimationFrame', (fn: (now: number) => void) => frames.push(fn))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    scrollStore.setState({ scrolling: false })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  /** `steps` scroll events, `ms` apart, each followed by `between` (an idle moment, say). */
  const scrollSteps = (steps: number, ms: number, between = () => {}) => {
    for (let i = 0; i < steps; i++) {
      dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(ms)
      between()
    }
  }
  const runFrame = () => frames.splice(0).forEach((fn) => fn(performance.now()))
  /** An idle moment, then the next frame (the quiet is confirmed by a frame with no scroll). */
  const runIdle = () => {
    idle.splice(0).forEach((fn) => fn())
    runFrame()
  }

  it('runs in the next idle moment when nothing happened lately', () => {
    const fn = vi.fn()
    whenQuiet(fn, 2000)
    expect(fn).not.toHaveBeenCalled() // never in the caller's own task
    runIdle()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('waits out taps, keys and scrolling, then asks for an idle moment', () => {
    const fn = vi.fn()
    dispatchEvent(new Event('pointerdown'))
    whenQuiet(fn, 2000)
    vi.advanceTimersByTime(1500)
    dispatchEvent(new Event('keydown')) // still busy
    vi.advanceTimersByTime(1900)
    scrollStore.setState({ scrolling: true }) // now scrolling
    vi.advanceTimersByTime(2500)
    scrollStore.setState({ scrolling: false })
    expect(idle).toHaveLength(0)
    vi.advanceTimersByTime(2100)
    runIdle()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('a scroll stalled by a long task is not its end: the next frame brings its scroll event', () => {
    const fn = vi.fn()
    whenQuiet(fn, 200)
    scrollSteps(5, 16)
    vi.advanceTimersByTime(300) // a long task: no scroll event, the quiet timer runs late
    idle.splice(0).forEach((cb) => cb()) // the idle moment right after it
    expect(fn).not.toHaveBeenCalled() // not yet: the next frame decides
    dispatchEvent(new Event('scroll')) // that frame's scroll steps: the scroll goes on
    runFrame()
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(300) // now the scroll has really stopped
    runIdle()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('a scroll the scroll store never sees (a scrollbar drag, a script) counts as busy too', () => {
    const fn = vi.fn()
    whenQuiet(fn, 500)
    scrollSteps(10, 100, runIdle)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(600)
    runIdle()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('a tap between the pause and the idle moment starts the wait again; cancel stops it', () => {
    const fn = vi.fn()
    const cancel = whenQuiet(fn, 500)
    dispatchEvent(new Event('pointerdown'))
    runIdle() // the idle moment comes, but the visitor just tapped
    expect(fn).not.toHaveBeenCalled()
    cancel()
    vi.advanceTimersByTime(5000)
    runIdle()
    expect(fn).not.toHaveBeenCalled()
  })
})
