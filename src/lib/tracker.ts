import { scrollStore } from '../state/scroll-store'
import { requestFrame } from './frame'

/**
 * The one layout tracker, for the DOM and the canvas alike. Code that needs an element's
 * layout (a scene slot's rectangle, a tilt card's, the home hero's letters, a pinned
 * section's start) measures it in `onMeasure`, which the tracker calls at registration and
 * again, all of them in one frame, whenever layout may have changed: the viewport's size, a
 * tracked element's or the body's size (ResizeObserver), the web fonts arriving, the end of a
 * scroll, or anyone's `requestReflow()`. Between those, per-frame code reads only what was
 * measured (and `viewport` here, or R3F's `state.size`): never layout.
 *
 * A change of the viewport's height alone while the page scrolls is left to the scroll's end:
 * that is iOS Safari's address bar sliding in and out, which fires `resize` on every step,
 * and re-measuring each time would read layout in the middle of the scroll's frames.
 */

interface Tracked {
  el: Element | null
  onMeasure: () => void
}

const tracked = new Set<Tracked>() // in registration order
let observer: ResizeObserver | null = null
let frame = 0
let width = 0 // the viewport's width at the last reflow (the address-bar rule)
let stopWatching: (() => void) | null = null

/** The viewport's size in CSS px, as of the last measure (read it per frame, never innerWidth). */
export const viewport = { width: 0, height: 0 }

function readViewport(): void {
  viewport.width = window.innerWidth
  viewport.height = window.innerHeight
}

function reflow(): void {
  frame = 0
  readViewport()
  width = viewport.width
  for (const t of tracked) t.onMeasure()
  requestFrame()
}

/** Re-measures everything tracked in the next frame (once, however often it is asked). */
export function requestReflow(): void {
  if (!frame && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(reflow)
}

function watch(): () => void {
  const onResize = () => {
    if (window.innerWidth === width && scrollStore.getState().scrolling) return
    requestReflow()
  }
  window.addEventListener('resize', onResize)
  observer = typeof ResizeObserver === 'function' ? new ResizeObserver(requestReflow) : null
  observer?.observe(document.body)
  const unsubscribe = scrollStore.subscribe((s, prev) => {
    if (prev.scrolling && !s.scrolling) requestReflow()
  })
  document.fonts?.ready.then(requestReflow).catch(() => {})
  return () => {
    window.removeEventListener('resize', onResize)
    observer?.disconnect()
    observer = null
    unsubscribe()
    cancelAnimationFrame(frame)
    frame = 0
  }
}

/**
 * Tracks `el` (null: the viewport alone): calls `onMeasure` now and on every reflow until the
 * returned untrack is called. `onMeasure` may read layout; it must not write any.
 * @example const untrack = trackElement(slotEl, () => measureSlot(entry))
 */
export function trackElement(el: Element | null, onMeasure: () => void): () => void {
  const entry: Tracked = { el, onMeasure }
  tracked.add(entry)
  stopWatching ??= watch()
  if (el) observer?.observe(el)
  readViewport()
  width = viewport.width
  onMeasure()
  return () => {
    if (!tracked.delete(entry)) return
    if (el && ![...tracked].some((t) => t.el === el)) observer?.unobserve(el)
    if (tracked.size > 0) return
    stopWatching?.()
    stopWatching = null
  }
}
