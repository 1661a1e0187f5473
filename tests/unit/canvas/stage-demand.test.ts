import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  STAGE_MARGIN,
  useStageDemand,
  wantStage,
  wantStageNear,
} from '../../../src/canvas/stage-demand'

type Callback = (entries: { isIntersecting: boolean }[]) => void

class FakeObserver {
  static last: FakeObserver | null = null
  observed: Element[] = []
  disconnected = false
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit
  ) {
    FakeObserver.last = this
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

  it('a slot that leaves the page before coming near asks for nothing', () => {
    const stop = wantStageNear(document.createElement('div'))
    stop()
    expect(FakeObserver.last!.disconnected).toBe(true)
    expect(useStageDemand.getState().wanted).toBe(false)
  })

  it('without IntersectionObserver a slot starts the stage at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    wantStageNear(document.createElement('div'))
    expect(useStageDemand.getState().wanted).toBe(true)
  })
})
