import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStageDemand, wantStage } from '../../../src/canvas/stage-demand'
import { STAGE_EARLY_MARGIN, STAGE_MARGIN, wantStageNear } from '../../../src/canvas/stage-near'

type Callback = (entries: { isIntersecting: boolean }[]) => void

class FakeObserver {
  static last: FakeObserver | null = null
  static all: FakeObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit
  ) {
    FakeObserver.last = this
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  disconnect() {
    this.disconnected = true
  }
}

describe('stage demand', () => {
  beforeEach(() => {
    useStageDemand.setState({ wanted: false })
    FakeObserver.last = null
    FakeObserver.all = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is not wanted until something asks, then stays wanted', () => {
    expect(useStageDemand.getState().wanted).toBe(false)
    wantStage()
    wantStage()
    expect(useStageDemand.getState().wanted).toBe(true)
  })

  it('a slot asks only once it comes within a viewport of the screen', () => {
    const el = document.createElement('div')
    const stop = wantStageNear(el)
    const io = FakeObserver.last!
    expect(io.observed).toEqual([el])
    expect(io.options.rootMargin).toBe(STAGE_MARGIN)
    io.callback([{ isIntersecting: false }])
    expect(useStageDemand.getState().wanted).toBe(false)
    io.callback([{ isIntersecting: true }])
    expect(useStageDemand.getState().wanted).toBe(true)
    expect(io.disconnected).toBe(true)
    stop()
  })

  it('a slot near the screen builds its scene even when the stage already runs', () => {
    wantStage()
    let near = 0
    wantStageNear(document.createElement('div'), () => near++)
    const io = FakeObserver.last!
    io.callback([{ isIntersecting: false }])
    expect(near).toBe(0)
    io.callback([{ isIntersecting: true }])
    expect(near).toBe(1)
    expect(io.disconnected).toBe(true)
  })

  it("a slot fetches its scene's code with the stage: early at idle, or when near", async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn))
    vi.stubGlobal('cancelIdleCallback', () => {})
    vi.stubGlobal('requestAnimationFrame', (fn: (now: number) => void) => (fn(0), 1))
    const load = vi.fn(() => Promise.resolve())
    wantStageNear(document.createElement('div'), undefined, load)
    const early = FakeObserver.all.find((o) => o.options.rootMargin === STAGE_EARLY_MARGIN)!
    const near = FakeObserver.all.find((o) => o.options.rootMargin === STAGE_MARGIN)!
    early.callback([{ isIntersecting: true }])
    expect(load).not.toHaveBeenCalled()
    idle.forEach((fn) => fn())
    expect(load).toHaveBeenCalledTimes(1)

    // straight to near (no pause on the way): fetched then; a failed fetch throws nothing here
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    wantStageNear(document.createElement('div'), undefined, failing)
    FakeObserver.last!.callback([{ isIntersecting: true }])
    expect(failing).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    near.callback([{ isIntersecting: true }])
    expect(load).toHaveBeenCalledTimes(2) // the module cache answers a second import
  })

  it('a slot that leaves the page before coming near asks for nothing', () => {
    const stop = wantStageNear(document.createElement('div'))
    stop()
    expect(FakeObserver.last!.disconnected).toBe(true)
    expect(useStageDemand.getState().wanted).toBe(false)
  })

  it('within three viewports a slot starts the stage early, but only when the browser is idle', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn))
    vi.stubGlobal('cancelIdleCallback', () => {})
    vi.stubGlobal('requestAnimationFrame', (fn: (now: number) => void) => (fn(0), 1)) // the next frame: no scroll
    let near = 0
    wantStageNear(document.createElement('div'), () => near++)
    const early = FakeObserver.all.find((o) => o.options.rootMargin === STAGE_EARLY_MARGIN)!
    early.callback([{ isIntersecting: true }])
    expect(early.disconnected).toBe(true)
    expect(useStageDemand.getState().wanted).toBe(false) // not in the middle of busy frames
    idle.forEach((fn) => fn())
    expect(useStageDemand.getState().wanted).toBe(true)
    expect(near).toBe(0) // its scene is still built only when near
  })

  it('a slot that leaves the page cancels its early start', () => {
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', () => 7)
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id))
    const stop = wantStageNear(document.createElement('div'))
    FakeObserver.all[0]!.callback([{ isIntersecting: true }])
    stop()
    expect(cancelled).toEqual([7])
    expect(FakeObserver.all.every((o) => o.disconnected)).toBe(true)
  })

  it('without IntersectionObserver a slot starts the stage at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    wantStageNear(document.createElement('div'))
    expect(useStageDemand.getState().wanted).toBe(true)
  })
})
