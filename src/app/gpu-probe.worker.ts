import { rendererKind } from '../canvas/renderer-kind'

/**
 * Tells the page what kind of WebGL renderer this browser has (src/canvas/renderer-kind.ts), from
 * a worker: the context is made off the page's main thread (150-500 ms in software GL) and let go
 * at once. The page uses the answer to choose its quality tier before the visitor scrolls
 * (./effects/frame-budget.ts). The page lets the worker be until it is hidden: ending a worker
 * (terminate() on the page, or close() in it) makes Chromium wait on the page's main thread for
 * the worker's GPU channel to go (one task of 1.9-2.5 s with SwiftShader, seconds after load).
 * Vite bundles and minifies it as its own file.
 */
try {
  const canvas = new OffscreenCanvas(1, 1)
  const gl = canvas.getContext('webgl2') || canvas.getContext('webgl')
  const info = gl?.getExtension('WEBGL_debug_renderer_info')
  postMessage(
    rendererKind(
      gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '') : ''
    )
  )
  gl?.getExtension('WEBGL_lose_context')?.loseContext()
} catch {
  postMessage('masked') // no OffscreenCanvas WebGL here: the stage asks when it starts
}
