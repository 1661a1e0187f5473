import { useEffect } from 'react'
import { whenIdle } from '../../lib/idle'
import { motion } from '../../state/motion-store'
import { judgeRenderer, type RendererKind } from '../../state/quality-store'
import { readRaw, SESSION_KEYS } from '../../state/safe-storage'

/**
 * The frame budget (src/canvas/frame-budget.ts) has nothing to do until something moves: it
 * loads with the first scroll (the 3D stage brings it too), so a page that sits still pays
 * nothing for it. A visit with no tier yet asks a worker, in idle time, which renderer this
 * browser has (./gpu-probe.worker.ts): a software one steps the page to 'lite' before the
 * first scroll (`judgeRenderer`). prefers-reduced-transparency needs no script: quality.css.
 */
export function useFrameBudget(): void {
  useEffect(() => {
    let stop = () => {}
    let alive = true
    const load = () => {
      import('../../canvas/frame-budget').then(
        (m) => alive && (stop = m.startFrameBudget()),
        () => {} // not loaded (offline): the page keeps its tier
      )
    }
    window.addEventListener('scroll', load, { passive: true, once: true })
    const stopProbe = readRaw(SESSION_KEYS.quality, true) ? () => {} : probeRenderer(judgeRenderer)
    return () => {
      alive = false
      window.removeEventListener('scroll', load)
      stopProbe()
      stop()
    }
  }, [])
}

/** Asks gpu-probe.worker.ts, in idle time, what kind of WebGL renderer this browser has. */
function probeRenderer(answer: (kind: RendererKind) => void): () => void {
  let worker: Worker | null = null
  const start = () => {
    try {
      // a module worker: it imports the renderer's judge (dev serves it as a module as it is)
      worker = new Worker(new URL('../gpu-probe.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      return // no workers, or blocked: the stage asks when it starts (as where a worker has no OffscreenCanvas)
    }
    worker.onmessage = (e: MessageEvent) => answer(e.data as RendererKind)
    // a probe that cannot run says nothing (the stage asks when it starts): no page error
    worker.onerror = (e) => e.preventDefault()
    // ended only once the page is hidden: ending it makes the main thread wait for its GPU
    // channel to go (./gpu-probe.worker.ts), a long task nobody sees in a hidden tab
    document.addEventListener('visibilitychange', end)
  }
  const end = () => {
    if (!document.hidden) return
    worker?.terminate()
    worker = null
    document.removeEventListener('visibilitychange', end)
  }
  const cancel = whenIdle(start, motion().idle.probeTimeoutMs)
  return () => {
    cancel()
    document.removeEventListener('visibilitychange', end)
    worker?.terminate()
  }
}
