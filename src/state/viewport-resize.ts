import { scrollStore } from './scroll-store'

/**
 * Calls `onResize` when the viewport really changes size, at most once a frame. A change of
 * height alone while the page scrolls is left to the scroll's end (every caller re-measures
 * then): that is iOS Safari's address bar sliding in and out, which fires `resize` on every
 * step, and re-measuring each time would read layout in the middle of the scroll's frames.
 * Returns a cleanup.
 * @example const stop = watchViewportResize(measureAllSlots)
 */
export function watchViewportResize(onResize: () => void): () => void {
  let width = window.innerWidth
  let frame = 0
  const run = () => {
    frame = 0
    width = window.innerWidth
    onResize()
  }
  const listener = () => {
    if (window.innerWidth === width && scrollStore.getState().scrolling) return
    if (!frame) frame = window.requestAnimationFrame(run)
  }
  window.addEventListener('resize', listener)
  return () => {
    window.removeEventListener('resize', listener)
    window.cancelAnimationFrame(frame)
  }
}
