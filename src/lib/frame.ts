/**
 * Render on demand. Anything that changes what the canvas shows calls `requestFrame()`; a
 * looping animation (a scene turning by itself, or moving with the scroll's speed) calls
 * `requestStep()` for its next step. The clock draws a frame only when one was requested.
 * Free of three.js so DOM code (scroll, tilt, theme) can call it cheaply.
 */

import { wakeClock } from './clock'

let pending = 0
let stepWanted = false
let drawn = 0

/** Asks for the next `frames` frames to be drawn (a change, an input, an eased reply to one). */
export function requestFrame(frames = 1): void {
  if (frames > pending) pending = frames
  wakeClock()
}

/**
 * Asks for a looping animation's next step. The stage draws it in the next frame, or, where
 * frames are dear ('lite'), no sooner than its step interval after the last drawn frame
 * (src/canvas/stage.tsx). The request holds until a frame is drawn.
 */
export function requestStep(): void {
  stepWanted = true
  wakeClock()
}

/** Consumes one requested frame; true when a frame was asked for. */
export function takeFrame(): boolean {
  if (pending <= 0) return false
  pending--
  return true
}

/** Whether a frame or a step is still asked for (the stage's tick keeps the clock awake then). */
export function framesWanted(): boolean {
  return pending > 0 || stepWanted
}

/** Whether an animation step is waiting (it is cleared when a frame is drawn). */
export function stepPending(): boolean {
  return stepWanted
}

/** Nothing on screen to step: the waiting step is dropped (a scene coming back asks again). */
export function dropStep(): void {
  stepWanted = false
}

/**
 * The stage is about to draw a frame: the waiting step is taken by it (an animation asks for
 * its next one while the frame draws).
 */
export function beginDrawnFrame(): void {
  stepWanted = false
  drawn++
}

/** Frames drawn since the page loaded (read by the frame budget and tests). */
export function framesDrawn(): number {
  return drawn
}
