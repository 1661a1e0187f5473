import { motion } from '../state/motion-store'
import { scrollStore } from '../state/scroll-store'

/**
 * Runs `fn` when the main thread is idle: at the latest after `timeoutMs` (omitted: no
 * deadline, never in the middle of busy frames). Safari has no requestIdleCallback: a timer
 * of `motion().idle.fallbackMs` there. Returns the canceller (each id cancelled by its own kind).
 * @example const cancel = whenIdle(startProbe, motion().idle.probeTimeoutMs)
 */
export function whenIdle(fn: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), timeoutMs ? { timeout: timeoutMs } : undefined)
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(fn, motion().idle.fallbackMs)
  return () => clearTimeout(id)
}

/**
 * Calls `fn` in a task after the next frame has been painted (or after `maxMs` where no frame
 * comes, as in a hidden tab), using timers only: for work a tap starts that the visitor does not
 * wait to see, so the tap is answered on screen first. Making an AudioContext blocks the main
 * thread (a synchronous round trip to the browser's audio service: 300-650 ms at 4x CPU here);
 * the ambience hint's fade is a render of its own (4-5 ms at 4x). Timers, because WebKit hands a
 * gesture on to a timer set within it (for up to 1 s, nested timers included) but not to an
 * animation frame callback or a promise: iOS still sees an AudioContext made "in" the tap.
 * Chromium and Firefox let a page that has been tapped start audio at any time after.
 * Returns the canceller.
 * @example afterPaint(() => setVisible(false))
 */
export function afterPaint(fn: () => void, maxMs = 250): () => void {
  let painted = false
  let cancelled = false
  requestAnimationFrame(() => {
    painted = true
  })
  const start = performance.now()
  const poll = () => {
    if (cancelled) return
    if (painted || performance.now() - start > maxMs) fn()
    else setTimeout(poll, 4)
  }
  setTimeout(poll, 0)
  return () => {
    cancelled = true
  }
}

let lastInputMs = -Infinity
let watching = false

/** Notes every press, key, wheel turn, scroll event and scroll frame: the visitor is busy until a while after. */
function watchVisitor(): void {
  if (watching || typeof addEventListener !== 'function') return
  watching = true
  const note = () => {
    lastInputMs = performance.now()
  }
  // scroll: any scroll (a scrollbar drag, a key, a script), not only those the scroll store sees
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'])
    addEventListener(type, note, { capture: true, passive: true })
  scrollStore.subscribe((s, prev) => {
    if (s.scrolling || prev.scrolling) note() // every scroll frame, and its end
  })
}

/**
 * Runs `fn` once the visitor has neither pressed, typed nor scrolled for `quietMs`, in idle time
 * (`whenIdle`, at the latest `timeoutMs` after that). For long work nobody is waiting for yet (the
 * 3D stage's code: evaluating three.js is a task of 200-300 ms at phone speed), so it does not
 * land between a tap and its answer. Returns the canceller.
 * @example const cancel = whenQuiet(wantStage, motion().idle.earlyStageQuietMs)
 */
export function whenQuiet(fn: () => void, quietMs: number, timeoutMs?: number): () => void {
  watchVisitor()
  let timer: ReturnType<typeof setTimeout> | undefined
  let cancelIdle: (() => void) | null = null
  const check = () => {
    const busy = scrollStore.getState().scrolling
    const wait = busy ? quietMs : lastInputMs + quietMs - performance.now()
    if (wait > 0) {
      timer = setTimeout(check, wait)
      return
    }
    const stillBusy = () =>
      scrollStore.getState().scrolling || performance.now() - lastInputMs < quietMs
    cancelIdle = whenIdle(() => {
      cancelIdle = null
      // the visitor came back while we waited for the idle moment: wait again
      if (stillBusy()) return check()
      // Quiet only if the next frame brings no scroll either: a long task (a chunk evaluating, a
      // slow phone) holds a running scroll's events back, and the idle moment right after it
      // would otherwise read the stall as the scroll's end. The frame's scroll events are
      // dispatched before its animation callbacks, so this one sees them.
      const frame = requestAnimationFrame(() => {
        cancelIdle = null
        if (stillBusy()) check()
        else fn()
      })
      cancelIdle = () => cancelAnimationFrame(frame)
    }, timeoutMs)
  }
  check()
  return () => {
    clearTimeout(timer)
    cancelIdle?.()
  }
}
