import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollStore } from '../../../src/state/scroll-store'
import { requestReflow, trackElement, viewport } from '../../../src/lib/tracker'

const size = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true })
  window.dispatchEvent(new Event('resize'))
}
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)))

describe('the layout tracker', () => {
  afterEach(() => scrollStore.setState({ scrolling: false }))

  it('measures at once, then once a frame however many resize events come, until untracked', async () => {
    size(1000, 700)
    const measure = vi.fn()
    const untrack = trackElement(document.createElement('div'), measure)
    expect(measure).toHaveBeenCalledTimes(1)
    await nextFrame() // the observer's first report
    measure.mockClear()
    size(1000, 710)
    size(1000, 720)
    size(900, 720)
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(1)
    expect(viewport).toEqual({ width: 900, height: 720 })
    untrack()
    size(800, 720)
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(1)
  })

  it("leaves a height-only change mid-scroll (iOS Safari's address bar) to the scroll's end", async () => {
    size(1000, 700)
    const measure = vi.fn()
    const untrack = trackElement(null, measure)
    await nextFrame()
    measure.mockClear()
    scrollStore.setState({ scrolling: true })
    for (let h = 701; h < 760; h += 5) size(1000, h)
    await nextFrame()
    expect(measure).not.toHaveBeenCalled()
    scrollStore.setState({ scrolling: false }) // the scroll's end re-measures
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(1)
    expect(viewport.height).toBe(756)
    scrollStore.setState({ scrolling: true })
    size(1200, 760) // a real change (a rotation) still counts mid-scroll
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(2)
    untrack()
  })

  it('re-measures every tracked element in one frame on request, in registration order', async () => {
    const order: string[] = []
    const a = trackElement(null, () => order.push('a'))
    const b = trackElement(document.createElement('div'), () => order.push('b'))
    await nextFrame()
    order.length = 0
    requestReflow()
    requestReflow()
    await nextFrame()
    expect(order).toEqual(['a', 'b'])
    a()
    b()
  })
})
