import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollStore } from '../../../src/state/scroll-store'
import { watchViewportResize } from '../../../src/state/viewport-resize'

const size = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true })
  window.dispatchEvent(new Event('resize'))
}
const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)))

describe('viewport resize, without a re-measure storm', () => {
  afterEach(() => scrollStore.setState({ scrolling: false }))

  it('re-measures once a frame however many resize events come', async () => {
    const measure = vi.fn()
    const stop = watchViewportResize(measure)
    size(1000, 700)
    size(1000, 710)
    size(900, 720)
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(1)
    stop()
    size(800, 720)
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(1)
  })

  it("leaves a height-only change mid-scroll (iOS Safari's address bar) to the scroll's end", async () => {
    const measure = vi.fn()
    size(1000, 700)
    const stop = watchViewportResize(measure)
    scrollStore.setState({ scrolling: true })
    for (let h = 701; h < 760; h += 5) size(1000, h)
    await nextFrame()
    expect(measure).not.toHaveBeenCalled()
    size(1200, 760) // a real change (a rotation) still counts mid-scroll
    await nextFrame()
    expect(measure).toHaveBeenCalledTimes(1)
    stop()
  })
})
