import { useWebglStore } from '../state/webgl-store'
import { motion } from '../state/motion-store'
import { requestFrame } from '../lib/frame'
import { requestReflow } from '../lib/tracker'

/**
 * Follows the stage's WebGL context through loss and restore: while it is lost the canvas is
 * hidden and every slot shows its DOM fallback (webgl-store 'lost'); restored, the slots are measured
 * and drawn again; not restored within `stage.restoreTimeoutMs`, WebGL is given up
 * ('unavailable') and the fallbacks stay.
 */
export function watchContextLoss(canvas: HTMLCanvasElement): void {
  let giveUp = 0
  canvas.addEventListener('webglcontextlost', (e) => {
    e.preventDefault() // allows the browser to restore it
    // a lost context's canvas shows no scene, and some browsers paint it white over the pictures
    // that stand in for the scenes (SwiftShader did, over the ring): out of sight until restored
    canvas.style.visibility = 'hidden'
    useWebglStore.getState().setStatus('lost')
    giveUp = window.setTimeout(
      () => useWebglStore.getState().setStatus('unavailable'),
      motion().stage.restoreTimeoutMs
    )
  })
  canvas.addEventListener('webglcontextrestored', () => {
    window.clearTimeout(giveUp)
    canvas.style.visibility = ''
    useWebglStore.getState().setStatus('ready')
    requestReflow()
    requestFrame(2)
  })
}
