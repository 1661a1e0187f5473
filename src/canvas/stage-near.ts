import { whenQuiet } from '../lib/idle'
import { motion } from '../state/motion-store'
import { wantStage } from './stage-demand'

/** How close to the viewport a slot must come to start the stage (one viewport above and below). */
export const STAGE_MARGIN = '100% 0px 100% 0px'

/**
 * How close a slot must come for the stage to start early, once the visitor pauses (three
 * viewports above and below): starting WebGL is long work in software GL, and done while
 * the visitor reads, it no longer lands in the frames of the scroll that brings the scene, nor
 * between a tap and its answer (it waits for `idle.earlyStageQuietMs` without input).
 */
export const STAGE_EARLY_MARGIN = '300% 0px 300% 0px'

/**
 * When `el` first comes within about one viewport of the screen: starts the stage and
 * calls `onNear` (its slot builds its scene then). Within three viewports the stage
 * already starts once the visitor pauses. `load` fetches the scene's code, with the stage's
 * (both times: a second call is a cache hit). Returns a cleanup.
 */
export function wantStageNear(
  el: HTMLElement,
  onNear?: () => void,
  load?: () => Promise<unknown>
): () => void {
  // a failure shows where the scene renders (its slot's boundary), not here
  const fetchScene = () => void load?.().catch(() => {})
  const start = () => {
    wantStage()
    fetchScene()
  }
  const near = () => {
    start()
    onNear?.()
  }
  if (typeof IntersectionObserver === 'undefined') {
    near()
    return () => {}
  }
  let cancelIdle = () => {}
  const early = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        early.disconnect()
        cancelIdle = whenQuiet(start, motion().idle.earlyStageQuietMs)
      }
    },
    { rootMargin: STAGE_EARLY_MARGIN }
  )
  early.observe(el)
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        near()
      }
    },
    { rootMargin: STAGE_MARGIN }
  )
  observer.observe(el)
  return () => {
    early.disconnect()
    cancelIdle()
    observer.disconnect()
  }
}
