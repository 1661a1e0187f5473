/**
 * The CSS transition and animation events that only say something started. React 19 listens
 * at its root for every transition and animation event (for its onTransitionRun,
 * onAnimationStart, … props), so each one runs React's dispatch (the target's fiber found, its
 * ancestors walked for handlers) inside the frame that answers the tap that started it: a home
 * tier card starts 21 transitions (a border's colour is four of them), 42 such events before
 * that frame is painted, 2.5-9 ms of main thread at 4x CPU in four traces.
 */
export const START_EVENTS = [
  'transitionrun',
  'transitionstart',
  'transitioncancel',
  'animationstart',
  'animationiteration',
] as const

/**
 * Ends the `START_EVENTS` at the window, in its capture phase, before React or any element sees
 * them. Nothing in the site listens to them (write a CSS rule or listen to the end events, which
 * still reach React and every element: transitionend, animationend). Returns the remover.
 * @example keepStartEventsFromReact() // once, in main.tsx
 */
export function keepStartEventsFromReact(): () => void {
  const stop = (e: Event) => e.stopPropagation()
  for (const type of START_EVENTS) addEventListener(type, stop, { capture: true, passive: true })
  return () => {
    for (const type of START_EVENTS) removeEventListener(type, stop, { capture: true })
  }
}
