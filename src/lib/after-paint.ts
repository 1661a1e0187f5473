import { useEffect, useState } from 'react'

type Waiting = { fn: () => void; live: boolean }

/** What runs after the frame now being drawn (its animation frame callbacks' timestamp). */
let batch: { frame: number; waiting: Waiting[] } | null = null

/**
 * Runs `fn` once the next frame is painted: an animation frame callback runs before the paint,
 * a timer set from it after. For work a tap causes that is not its answer (a history write, a
 * second part of the page catching up), so the tap's own frame is painted first. Everything
 * waiting for the same frame runs in one task after it, so React renders the state it sets
 * together (one more frame, not one each). A hidden tab paints no frames: the work waits until
 * it is shown. Returns the canceller.
 * @example afterPaint(() => history.pushState(null, '', next))
 */
export function afterPaint(fn: () => void): () => void {
  const entry: Waiting = { fn, live: true }
  const frame = requestAnimationFrame((now) => {
    if (batch?.frame !== now) {
      const next = { frame: now, waiting: [] as Waiting[] }
      batch = next
      window.setTimeout(() => {
        if (batch === next) batch = null
        for (const w of next.waiting) if (w.live) w.fn()
      }, 0)
    }
    batch.waiting.push(entry)
  })
  return () => {
    entry.live = false
    cancelAnimationFrame(frame)
  }
}

/**
 * `value` as of the last painted frame: a change shows one frame later, after the frame that
 * answers the tap which made it (the first value at once). A burst of changes shows its last.
 * For a part of the page that follows another: the tapped control answers in its own frame,
 * this part in the next (docs/architecture.md, "The tapped control answers first").
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(
    () => (Object.is(shown, value) ? undefined : afterPaint(() => setShown(value))),
    [shown, value]
  )
  return shown
}
