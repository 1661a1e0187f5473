// The cross-engine suite's page probe, added by its server as the first script of every
// page (so it runs before the site's own). It records from outside the app, in every
// engine alike (classic WebDriver reports no console events and has no init scripts):
// - errors: uncaught exceptions, unhandled rejections and console.error calls;
// - WebGL contexts made by the page's canvases;
// - drawn pixels: after a draw call, when asked (`sample` set to a viewport rectangle in CSS
//   px), it reads that rectangle of the drawing buffer back in the same task (before the
//   browser presents and clears it) and counts the pixels that are not transparent.
;(() => {
  if (window.__engines) return
  const e = (window.__engines = { errors: [], contexts: 0, sample: null, lit: null })
  const text = (v) => (v instanceof Error ? `${v.name}: ${v.message}` : String(v))
  window.addEventListener('error', (ev) => e.errors.push(`error: ${ev.message || text(ev.error)}`))
  window.addEventListener('unhandledrejection', (ev) =>
    e.errors.push(`unhandled rejection: ${text(ev.reason)}`)
  )
  const consoleError = console.error
  console.error = function (...args) {
    e.errors.push(`console.error: ${args.map(text).join(' ')}`)
    return consoleError.apply(this, args)
  }

  const seen = new WeakSet()
  const getContext = HTMLCanvasElement.prototype.getContext
  HTMLCanvasElement.prototype.getContext = function (...args) {
    const ctx = getContext.apply(this, args)
    if (ctx && String(args[0]).startsWith('webgl') && !seen.has(ctx)) {
      seen.add(ctx)
      e.contexts++
    }
    return ctx
  }

  function readBack(gl) {
    const want = e.sample
    if (!want) return
    e.sample = null
    const canvas = gl.canvas
    const scale = canvas.width / Math.max(1, canvas.clientWidth)
    const box = canvas.getBoundingClientRect()
    const x = Math.max(0, Math.floor((want.x - box.left) * scale))
    const w = Math.min(canvas.width - x, Math.ceil(want.w * scale))
    const top = Math.max(0, Math.floor((want.y - box.top) * scale))
    const h = Math.min(canvas.height - top, Math.ceil(want.h * scale))
    if (w <= 0 || h <= 0) return void (e.lit = 0)
    const y = canvas.height - top - h // WebGL rows count from the bottom
    const pixels = new Uint8Array(w * h * 4)
    const previous = gl.getParameter(gl.READ_FRAMEBUFFER_BINDING)
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, null)
    gl.readPixels(x, y, w, h, gl.RGBA, gl.UNSIGNED_BYTE, pixels)
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, previous)
    let lit = 0
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 8) lit++
    e.lit = lit / (w * h) // the share of the rectangle that the frame drew
  }

  if (typeof WebGL2RenderingContext === 'undefined') return
  const proto = WebGL2RenderingContext.prototype
  for (const name of [
    'drawArrays',
    'drawElements',
    'drawArraysInstanced',
    'drawElementsInstanced',
  ]) {
    const draw = proto[name]
    proto[name] = function (...args) {
      const r = draw.apply(this, args)
      // after the rest of this frame's draws (same task), before the browser presents it
      if (e.sample && !e.pending) {
        e.pending = true
        queueMicrotask(() => {
          e.pending = false
          readBack(this)
        })
      }
      return r
    }
  }
})()
