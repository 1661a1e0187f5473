/**
 * Render on demand. Anything that changes what the canvas shows calls
 * `requestFrame()`; the clock draws a frame only when one was requested.
 * Free of three.js so DOM code (scroll, tilt, theme) can call it cheaply.
 */

let pending = 0
let drawn = 0

/** Asks for the next `frames` frames to be drawn (animations call it every frame). */
export function requestFrame(frames = 1): void {
  if (frames > pending) pending = frames
}

/** Consumes one requested frame; true when the canvas should draw now. */
export function takeFrame(): boolean {
  if (pending <= 0) return false
  pending--
  drawn++
  return true
}

/** Frames drawn since the page loaded (read by the bench and e2e tests). */
export function framesDrawn(): number {
  return drawn
}
