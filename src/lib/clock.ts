/**
 * The one clock: a single requestAnimationFrame loop. Lenis steps first
 * (priority 0), then the canvas renders (priority 100), so scroll, DOM
 * transforms and 3D positions are computed in the same frame.
 */

export type Tick = (timeMs: number, deltaMs: number) => void

interface Entry {
  fn: Tick
  priority: number
}

export const TICK_PRIORITY = {
  scroll: 0, // lenis
  dom: 50, // DOM transforms that follow scroll
  render: 100, // the canvas
  budget: 150, // the frame-budget governor, after everything that draws
} as const

const entries: Entry[] = []
let handle = 0
let last = 0

function loop(time: number): void {
  handle = requestAnimationFrame(loop)
  const delta = last ? time - last : 16.7
  last = time
  for (let i = 0; i < entries.length; i++) entries[i]!.fn(time, delta)
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
  if (!handle && typeof requestAnimationFrame !== 'undefined') {
    last = 0
    handle = requestAnimationFrame(loop)
  }
  return () => {
    const i = entries.indexOf(entry)
    if (i !== -1) entries.splice(i, 1)
    if (entries.length === 0 && handle) {
      cancelAnimationFrame(handle)
      handle = 0
    }
  }
}
