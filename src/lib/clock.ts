/**
 * The one clock: a single requestAnimationFrame loop. Every frame's work, in order, is in the
 * two tables below: Lenis steps the scroll, DOM transforms follow it, the canvas renders (its
 * own passes inside that tick, in R3F's useFrame order), then the frame budget samples. So
 * scroll, DOM transforms and 3D positions are computed in the same frame.
 */

/**
 * One frame's work. Returning `false` says it has nothing to do in the next frame: when every
 * tick says so the loop sleeps (no animation frame at all at rest), until `wakeClock()`.
 */
export type Tick = (timeMs: number, deltaMs: number) => boolean | void

interface Entry {
  fn: Tick
  priority: number
}

export const TICK_PRIORITY = {
  scroll: 0, // lenis (src/lib/smooth-scroll.ts)
  dom: 50, // DOM transforms that follow scroll (the tilt cards)
  render: 100, // the canvas (src/canvas/stage.tsx): the passes of RENDER_PASS, in order
  budget: 150, // the frame budget (src/canvas/frame-budget.ts), after everything that draws
} as const

/** The canvas's passes inside its `render` tick: R3F `useFrame` priorities, lowest first. */
export const RENDER_PASS = {
  scene: 0, // each scene's own update (a scene's useFrame takes the default)
  clear: 1, // the stage clears the canvas and starts the frame's drawn area
  slot: 2, // each slot draws its scene in its rectangle
  clip: 3, // the stage clips the canvas element to what was drawn
} as const

const entries: Entry[] = []
let handle = 0
let last = 0
/** True while the ticks run: a wake then only marks the next frame as wanted. */
let running = false
let wokenWhileRunning = false

function loop(time: number): void {
  handle = 0
  const delta = last ? time - last : 16.7
  last = time
  let wanted = false
  running = true
  wokenWhileRunning = false
  try {
    for (let i = 0; i < entries.length; i++)
      if (entries[i]!.fn(time, delta) !== false) wanted = true
  } finally {
    running = false
  }
  // one frame asked for at most: a wake from inside a tick (a scene asking for its next frame)
  // that asked for its own would add a loop per frame, doubling them every frame
  if ((wanted || wokenWhileRunning) && entries.length > 0 && !handle) {
    handle = requestAnimationFrame(loop)
  } else if (!handle) last = 0 // asleep: the next frame's delta starts afresh
}

/**
 * Runs the loop again if it sleeps (a frame was asked for, an input may start a scroll). An idle
 * page runs no animation frame: a loop that only found nothing to do kept the main thread and
 * the compositor's frame machinery ticking 60 times a second for as long as the page was open.
 */
export function wakeClock(): void {
  if (running) {
    wokenWhileRunning = true
    return
  }
  if (!handle && entries.length > 0 && typeof requestAnimationFrame !== 'undefined') {
    last = 0
    handle = requestAnimationFrame(loop)
  }
}

/**
 * Adds a callback to the clock; lower priorities run first. Returns the remover.
 * @example const stop = addTick((t) => lenis.raf(t), TICK_PRIORITY.scroll)
 */
export function addTick(fn: Tick, priority: number = TICK_PRIORITY.dom): () => void {
  const entry = { fn, priority }
  const at = entries.findIndex((e) => e.priority > priority)
  if (at === -1) entries.push(entry)
  else entries.splice(at, 0, entry)
  wakeClock()
  return () => {
    const i = entries.indexOf(entry)
    if (i !== -1) entries.splice(i, 1)
    if (entries.length === 0 && handle) {
      cancelAnimationFrame(handle)
      handle = 0
    }
  }
}
