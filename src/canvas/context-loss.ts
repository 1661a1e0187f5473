import { useWebglStore } from '../state/webgl-store'
import { motion } from '../state/motion-store'
import { requestFrame } from '../lib/frame'
import { requestReflow } from '../lib/tracker'

/**
 * Follows the stage's WebGL context through loss and restore: while it is lost every
 * slot shows its DOM fallback (webgl-store 'lost'); restored, the slots are measured
 * and drawn again; not restored within `stage.restoreTimeoutMs`, WebGL is given up
 * ('unavailable') and the fallbacks stay.
 */
export function watchContextLoss(canvas: HTMLCanvasElement): void {
  let giveUp = 0
  canvas.addEventListener('webglcontextlost', (e) => {
    e.preventDefault() // allows the browser to restore it
    useWebglStore.getState().setStatus('lost')
    giveUp = window.setTimeout(
      () => useWebglStore.getState().setStatus('unavailable'),
      motion().stage.restoreTimeoutMs
    )
  })
  canvas.addEventListener('webglcontextrestored', () => {
    window.clearTimeout(giveUp)
    useWebglStore.getState().setStatus('ready')
    requestReflow()
    requestFrame(2)
  })
}
