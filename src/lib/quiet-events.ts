/**
 * Events the site never handles, which React 19 would still dispatch through its root listener
 * (the target's fiber found, its ancestors walked for handlers) inside the frame that answers a
 * tap. `keepQuietEventsFromReact` ends them at the window, in its capture phase, before React or
 * any element sees them.
 */

/**
 * The CSS transition and animation events that only say something started. A home tier card
 * starts 21 transitions (a border's colour is four of them): 42 such events before its frame is
 * painted, 2.5-9 ms of main thread at 4x CPU in four traces. What must follow a transition
 * listens to its end (`transitionend`, `animationend`), which still reaches React and every element.
 */
export const START_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitioncancel',
  'animationstart',
  'animationiteration',
] as const

/**
 * The mouse events a browser makes up after a touch for pages written for a mouse, before the
 * touch's click: each went through React (`mouseover` with its enter and leave emulation), up to
 * 10 ms of a tap at 4x CPU in traces (docs/performance-notes.md, nineteenth pass). The site's
 * controls answer pointer events and clicks, which still pass, as does every event of a real
 * mouse. Only Chromium says which events a touch made up (`sourceCapabilities.firesTouchEvents`);
 * elsewhere they pass as before.
 */
export const TOUCH_MOUSE_EVENTS = [
  'mouseover',
  'mouseout',
  'mousemove',
  'mousedown',
  'mouseup',
] as const

type WithSource = Event & { sourceCapabilities?: { firesTouchEvents?: boolean } | null }

/**
 * Ends `START_EVENTS`, and `TOUCH_MOUSE_EVENTS` made up by a touch, at the window. Nothing in the
 * site listens to them: an `onTransitionRun`, `onAnimationStart` or `onMouse…` prop would never
 * fire for them (use the end events, and pointer events). Returns the remover.
 * @example keepQuietEventsFromReact() // once, in main.tsx
 */
export function keepQuietEventsFromReact(): () => void {
  const stop = (e: Event) => e.stopPropagation()
  const stopTouchMade = (e: Event) => {
    if ((e as WithSource).sourceCapabilities?.firesTouchEvents) e.stopPropagation()
  }
  const options = { capture: true, passive: true }
  for (const type of START_EVENTS) addEventListener(type, stop, options)
  for (const type of TOUCH_MOUSE_EVENTS) addEventListener(type, stopTouchMade, options)
  return () => {
    for (const type of START_EVENTS) removeEventListener(type, stop, { capture: true })
    for (const type of TOUCH_MOUSE_EVENTS)
      removeEventListener(type, stopTouchMade, { capture: true })
  }
}
