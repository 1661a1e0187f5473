import { addTick, TICK_PRIORITY } from '../lib/clock'
import { framesDrawn } from '../lib/frame'
import { motion } from '../state/motion-store'
import { useQualityStore } from '../state/quality-store'
import { scrollStore } from '../state/scroll-store'

let stopTick: (() => void) | null = null
let lastY = 0
let lastDrawn = 0
let lastMoveMs = 0
let movedLast = false
let sum = 0
let worst = 0 // the window's longest interval, left out of its average (one hitch is not a trend)
let count = 0
let fastWindows = 0
let upWindowsNeeded = 0 // 0: from the motion constants; doubles after each re-step down
let lastDownMs = -Infinity

/** What one window of moving frames says: 'down', 'up' or nothing. */
export function judgeWindow(
  averageMs: number,
  tier: 'full' | 'lite',
  fastWindowsSoFar: number,
  upNeeded: number,
  sinceDownMs: number,
  q = motion().quality
): { step: 'down' | 'up' | null; fastWindows: number } {
  if (tier === 'full') return { step: averageMs > q.slowFrameMs ? 'down' : null, fastWindows: 0 }
  const fast = averageMs < q.fastFrameMs ? fastWindowsSoFar + 1 : 0
  return fast >= upNeeded && sinceDownMs >= q.upHoldMs
    ? { step: 'up', fastWindows: 0 }
    : { step: null, fastWindows: fast }
}

/**
 * Whether a window of moving frames proves 'full' affordable: fast frames in 'full' are the
 * evidence where the renderer's name is masked or unknown (WebKit's 'Apple GPU').
 */
export function provesFull(
  averageMs: number,
  tier: 'full' | 'lite',
  q = motion().quality
): boolean {
  return tier === 'full' && averageMs < q.fastFrameMs
}

function tick(time: number, delta: number): void {
  const { y } = scrollStore.getState()
  const drawn = framesDrawn()
  const moved = y !== lastY || drawn !== lastDrawn
  lastY = y
  lastDrawn = drawn
  if (!moved) {
    movedLast = false
    if (time - lastMoveMs > motion().quality.idleStopMs) stop()
    return
  }
  lastMoveMs = time
  // only an interval between two moving frames says how long a frame takes
  if (movedLast) {
    sum += delta
    worst = Math.max(worst, delta)
    count++
  }
  movedLast = true
  const q = motion().quality
  if (count < q.windowFrames) return
  const average = (sum - worst) / (count - 1)
  sum = 0
  worst = 0
  count = 0
  const store = useQualityStore.getState()
  if (!upWindowsNeeded) upWindowsNeeded = q.upWindows
  const verdict = judgeWindow(average, store.auto, fastWindows, upWindowsNeeded, time - lastDownMs)
  fastWindows = verdict.fastWindows
  if (provesFull(average, store.auto, q)) store.prove()
  if (verdict.step === 'down') {
    if (lastDownMs > -Infinity) upWindowsNeeded *= 2 // it flipped back: be slower to try again
    lastDownMs = time
    store.choose('lite')
  } else if (verdict.step === 'up') store.choose('full')
}

function stop(): void {
  stopTick?.()
  stopTick = null
  movedLast = false
  sum = 0
  worst = 0
  count = 0
}

/** Makes sure the governor samples frames (scrolling and drawing call it; cheap when running). */
export function wakeFrameBudget(): void {
  if (stopTick || typeof window === 'undefined') return
  lastMoveMs = performance.now()
  lastY = scrollStore.getState().y
  lastDrawn = framesDrawn()
  stopTick = addTick(tick, TICK_PRIORITY.budget)
}

/**
 * The frame budget, the page's one governor (loaded with the first scroll, or with the 3D
 * stage): a tick on the clock that, while anything moves (a scroll, a scene drawing),
 * averages the intervals between frames over windows of `quality.windowFrames`
 * (leaving out each window's longest, so one hitch such as a chunk loading is no trend);
 * a fast window in 'full' proves 'full' affordable (the optional WebGL extras may start);
 * a slow window steps the whole page down to 'lite' (DOM and canvas), and several
 * fast windows in a row, not too soon after, step it back up (hysteresis: each
 * flip back down doubles the windows needed). At rest it runs no tick at all.
 */
export function startFrameBudget(): () => void {
  const unsubscribe = scrollStore.subscribe((s, prev) => {
    if (s.y !== prev.y) wakeFrameBudget()
  })
  return () => {
    unsubscribe()
    stop()
  }
}
