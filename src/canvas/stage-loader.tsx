import { whenQuiet } from '../lib/idle'
import { motion } from '../state/motion-store'
import { lazy, Suspense, useEffect, useState } from 'react'
import { QuietBoundary } from '../lib/error-boundary'
import { useWebglStore } from '../state/webgl-store'
import { useStageDemand } from './stage-demand'

const Stage = lazy(() => import('./stage'))

/** Drops the canvas when WebGL cannot start; every slot then shows its DOM fallback. */
function webglFailed(error: unknown): void {
  console.warn('[thock] WebGL is unavailable; showing the static fallbacks.', error)
  useWebglStore.getState().setStatus('unavailable')
}

function webglLikely(): boolean {
  return typeof window !== 'undefined' && 'WebGL2RenderingContext' in window
}

/**
 * Mounts the persistent canvas, fixed to the viewport, once something on the
 * visit needs it (stage-demand.ts: a slot near the screen, a pointer on a card),
 * never before first paint, never right after an input and only when the main thread is
 * idle; it then stays
 * for the whole visit. Client-only: the server renders nothing here.
 */
export function StageLoader() {
  const status = useWebglStore((s) => s.status)
  const wanted = useStageDemand((s) => s.wanted)
  const [start, setStart] = useState(false)
  useEffect(() => {
    if (!webglLikely()) useWebglStore.getState().setStatus('unavailable')
  }, [])
  useEffect(() => {
    if (!wanted || !webglLikely()) return
    // after first paint, once the visitor has not pressed or scrolled for a moment, when the
    // main thread is idle: evaluating three.js is a task of 200-300 ms at phone speed
    let cancel = () => {}
    const raf = requestAnimationFrame(() => {
      cancel = whenQuiet(
        () => setStart(true),
        motion().stage.restMs,
        motion().idle.stageStartTimeoutMs
      )
    })
    return () => {
      cancelAnimationFrame(raf)
      cancel()
    }
  }, [wanted])
  if (!start || status === 'unavailable') return null
  const root = document.getElementById('root')
  if (!root) return null
  return (
    <div className="stage" aria-hidden="true">
      <QuietBoundary onError={webglFailed}>
        <Suspense fallback={null}>
          <Stage eventSource={root} />
        </Suspense>
      </QuietBoundary>
    </div>
  )
}
