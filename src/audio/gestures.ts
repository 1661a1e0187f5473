/**
 * The events that count as the visitor's gesture. A touch press is not yet a user activation in
 * every browser (iOS Safari waits for the touch to end): its click follows, so it is skipped.
 */
export const GESTURES = ['pointerdown', 'click', 'keydown'] as const

/**
 * The keys whose press is no user activation (HTML: Escape; Chromium and Firefox: a modifier
 * alone): a first Shift+Tab or Escape would have tried to start the music, refused. Matched by
 * prefix (Escape, AltGraph, CapsLock); public/page-init.js has the same list.
 */
export const QUIET_KEYS = /^(Esc|Shift|Control|Alt|Meta|Caps)/

/** True when `e` may start sound (anything in GESTURES but a touch press or a quiet key). */
export function isActivation(e: Event): boolean {
  return e.type === 'keydown'
    ? !QUIET_KEYS.test((e as KeyboardEvent).key)
    : !(e.type === 'pointerdown' && (e as PointerEvent).pointerType === 'touch')
}

/** Listens to every gesture in the capture phase; returns the remover. */
export function onGesture(fn: (e: Event) => void): () => void {
  const handler = (e: Event) => {
    if (isActivation(e)) fn(e)
  }
  for (const type of GESTURES) window.addEventListener(type, handler, { capture: true })
  return () => {
    for (const type of GESTURES) window.removeEventListener(type, handler, { capture: true })
  }
}

/**
 * True when the visitor pressed, clicked or typed on the page before its code listened: that was
 * their first gesture, and it counts. public/page-init.js notes it (the browser's own record,
 * `navigator.userActivation`, is also set by automation that evaluates script in the page).
 */
export function hadGesture(): boolean {
  return (
    typeof window !== 'undefined' && (window as { thockPressed?: boolean }).thockPressed === true
  )
}
