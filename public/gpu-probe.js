// Tells the page which WebGL renderer this browser has, from a worker: the context is made
// off the page's main thread (150-500 ms in software GL) and let go at once. The page uses the
// answer to choose its quality tier before the visitor scrolls (src/app/client-effects.tsx).
let name = ''
try {
  const canvas = new OffscreenCanvas(1, 1)
  const gl = canvas.getContext('webgl2') || canvas.getContext('webgl')
  if (gl) {
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) || '')
    const lose = gl.getExtension('WEBGL_lose_context')
    if (lose) lose.loseContext()
  }
} catch {
  // no OffscreenCanvas WebGL here: the stage asks when it starts
}
postMessage(name)
