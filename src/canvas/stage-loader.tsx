import { whenIdle } from '../lib/idle'
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
 * never before first paint and only when the main thread is idle; it then stays
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
    // after first paint, when the main thread is idle
    let cancel = () => {}
    const raf = requestAnimationFrame(() => {
      cancel = whenIdle(() => setStart(true), motion().idle.stageStartTimeoutMs)
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
