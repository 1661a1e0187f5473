// Init script the bench adds to every page (before any of the page's own scripts).
// It measures from outside the app, in window.__bench:
// - WebGL: contexts created, frames drawn (a frame = one task in which the page
//   cleared a colour buffer), draw calls per frame, live buffers and textures;
// - long tasks and layout shifts (PerformanceObserver, from the very start);
// - an emulated hidden tab: headless Chromium never hides a tab, so setHidden(true)
//   makes document.visibilityState 'hidden', fires visibilitychange and holds
//   requestAnimationFrame callbacks back, as a real background tab does
//   (timers keep running, un-throttled: stricter than a real browser).
;(() => {
  if (window.__bench) return
  const COLOR_BUFFER_BIT = 0x4000
  const FRAME_LOG = 4000 // timestamps kept for frame-interval figures

  const b = {
    contexts: 0,
    frames: 0,
    frameTimes: [], // the frame's time (document.timeline, as requestAnimationFrame's argument)
    callTimes: [], // performance.now() at the clear itself
    maxDraws: 0,
    draws: 0,
    liveBuffers: 0,
    liveTextures: 0,
    createdBuffers: 0,
    createdTextures: 0,
    longTasks: [],
    shifts: [],
    hidden: false,
    /** Resets the frame counters (not the live-object counters). */
    resetFrames() {
      b.frames = 0
      b.frameTimes = []
      b.callTimes = []
      b.maxDraws = 0
      b.draws = 0
    },
    setHidden,
  }
  window.__bench = b

  // --- WebGL contexts -------------------------------------------------------
  const seenContexts = new WeakSet()
  const countContext = (ctx, kind) => {
    if (ctx && String(kind).startsWith('webgl') && !seenContexts.has(ctx)) {
      seenContexts.add(ctx)
      b.contexts++
    }
    return ctx
  }
  for (const Canvas of [window.HTMLCanvasElement, window.OffscreenCanvas]) {
    if (!Canvas) continue
    const getContext = Canvas.prototype.getContext
    Canvas.prototype.getContext = function (kind, ...rest) {
      return countContext(getContext.call(this, kind, ...rest), kind)
    }
  }

  // --- frames and draw calls ------------------------------------------------
  let inFrame = false
  let frameDraws = 0
  let frameCleared = false
  const endFrame = () => {
    if (frameCleared) {
      b.frames++
      if (frameDraws > b.maxDraws) b.maxDraws = frameDraws
    }
    inFrame = false
    frameDraws = 0
    frameCleared = false
  }
  const touch = () => {
    if (inFrame) return
    inFrame = true
    queueMicrotask(endFrame) // one task (one rAF callback) = one frame
  }

  const live = {
    buffers: new WeakSet(),
    textures: new WeakSet(),
  }

  const wrap = (proto, name, make) => {
    const original = proto[name]
    if (typeof original !== 'function') return
    proto[name] = make(original)
  }

  for (const GL of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!GL) continue
    const p = GL.prototype
    wrap(
      p,
      'clear',
      (original) =>
        function (mask) {
          touch()
          if (mask & COLOR_BUFFER_BIT && !frameCleared) {
            frameCleared = true
            if (b.frameTimes.length < FRAME_LOG) {
              b.frameTimes.push(document.timeline?.currentTime ?? performance.now())
              b.callTimes.push(performance.now())
            }
          }
          return original.call(this, mask)
        }
    )
    for (const name of [
      'drawArrays',
      'drawElements',
      'drawArraysInstanced',
      'drawElementsInstanced',
      'drawRangeElements',
    ]) {
      wrap(
        p,
        name,
        (original) =>
          function (...args) {
            touch()
            frameDraws++
            b.draws++
            return original.apply(this, args)
          }
      )
    }
    wrap(
      p,
      'createBuffer',
      (original) =>
        function () {
          const o = original.call(this)
          if (o) {
            live.buffers.add(o)
            b.liveBuffers++
            b.createdBuffers++
          }
          return o
        }
    )
    wrap(
      p,
      'deleteBuffer',
      (original) =>
        function (o) {
          if (o && live.buffers.has(o)) {
            live.buffers.delete(o)
            b.liveBuffers--
          }
          return original.call(this, o)
        }
    )
    wrap(
      p,
      'createTexture',
      (original) =>
        function () {
          const o = original.call(this)
          if (o) {
            live.textures.add(o)
            b.liveTextures++
            b.createdTextures++
          }
          return o
        }
    )
    wrap(
      p,
      'deleteTexture',
      (original) =>
        function (o) {
          if (o && live.textures.has(o)) {
            live.textures.delete(o)
            b.liveTextures--
          }
          return original.call(this, o)
        }
    )
  }
  // instanced draws through the WebGL1 extension (e.g. cobe on WebGL1)
  const getExtension = window.WebGLRenderingContext?.prototype.getExtension
  if (getExtension) {
    window.WebGLRenderingContext.prototype.getExtension = function (name) {
      const ext = getExtension.call(this, name)
      if (ext && name === 'ANGLE_instanced_arrays' && !ext.__benchWrapped) {
        ext.__benchWrapped = true
        for (const m of ['drawArraysInstancedANGLE', 'drawElementsInstancedANGLE']) {
          const original = ext[m].bind(ext)
          ext[m] = (...args) => {
            touch()
            frameDraws++
            b.draws++
            return original(...args)
          }
        }
      }
      return ext
    }
  }

  // --- long tasks and layout shifts -----------------------------------------
  function describeNode(node) {
    if (!node) return '(removed)'
    if (node.nodeType !== 1) return node.nodeName.toLowerCase()
    const cls = typeof node.className === 'string' ? node.className.split(/\s+/)[0] : ''
    return node.tagName.toLowerCase() + (node.id ? `#${node.id}` : '') + (cls ? `.${cls}` : '')
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        b.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // not supported: TBT is reported as n/a
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        b.shifts.push({
          start: e.startTime,
          value: e.value,
          input: e.hadRecentInput,
          y: window.scrollY,
          nodes: (e.sources ?? []).map((s) => describeNode(s.node)).slice(0, 3),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  } catch {
    // not supported
  }

  // --- emulated hidden tab ----------------------------------------------------
  const raf = window.requestAnimationFrame.bind(window)
  const caf = window.cancelAnimationFrame.bind(window)
  let held = []
  let heldId = 0
  window.requestAnimationFrame = (cb) => {
    if (!b.hidden) return raf(cb)
    heldId--
    held.push([heldId, cb])
    return heldId
  }
  window.cancelAnimationFrame = (id) => {
    if (id < 0) held = held.filter(([h]) => h !== id)
    else caf(id)
  }
  const visibility = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState')
  const hiddenProp = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')
  Object.defineProperty(Document.prototype, 'visibilityState', {
    configurable: true,
    get() {
      return b.hidden ? 'hidden' : visibility.get.call(this)
    },
  })
  Object.defineProperty(Document.prototype, 'hidden', {
    configurable: true,
    get() {
      return b.hidden || hiddenProp.get.call(this)
    },
  })
  function setHidden(hidden) {
    if (b.hidden === hidden) return
    b.hidden = hidden
    document.dispatchEvent(new Event('visibilitychange'))
    if (!hidden) {
      const callbacks = held
      held = []
      for (const [, cb] of callbacks) raf(cb)
    }
  }
})()
