import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { advance, createPortal, useFrame, useThree } from '@react-three/fiber'
import type { RootState } from '@react-three/fiber'
import { OrthographicCamera, PerspectiveCamera, Scene, WebGLRenderer } from 'three'
import type { Camera, Mesh, Object3D } from 'three'
import { addTick, TICK_PRIORITY } from '../app/clock'
import { QuietBoundary } from '../app/error-boundary'
import { scrollStore } from '../state/scroll-store'
import { useWebglStore } from '../state/webgl-store'
import { motion } from '../state/motion-store'
import { useQualityStore } from '../state/quality-store'
import { disposeScene } from './dispose-scene'
import { requestFrame, takeFrame } from './frame'
import { isSoftwareRenderer, wakeFrameBudget } from './quality-governor'
import { SlotContext } from './slot-context'
import { StageCanvas } from './stage-canvas'
import { measureAllSlots, updateSlotView, useSlotStore, type SlotEntry } from './slots'

const CLEAR_PRIORITY = 1 // before every slot
const SLOT_PRIORITY = 2 // after the scenes' own useFrame (priority 0)

function SlotView({ slot }: { slot: SlotEntry }) {
  const gl = useThree((s) => s.gl)
  const [scene] = useState(() => new Scene())
  const camera = useMemo(() => {
    const o = slot.options
    if (o.camera === 'orthographic') {
      const cam = new OrthographicCamera(-1, 1, 1, -1, -1000, 1000)
      cam.position.set(...(o.position ?? [0, 0, 10]))
      return cam
    }
    const cam = new PerspectiveCamera(o.fov ?? 40, 1, 0.1, 100)
    cam.position.set(...(o.position ?? [0, 0, 5]))
    return cam
  }, [slot.options])

  const onSceneError = useMemo(
    () => (error: unknown) => {
      console.error(`[thock] a 3D scene failed and was replaced by its fallback:`, error)
      useSlotStore.getState().mark(slot.id, 'failed')
    },
    [slot.id]
  )

  const compute = useMemo(
    () =>
      (
        event: { clientX: number; clientY: number; target: EventTarget | null },
        state: RootState
      ) => {
        const v = slot.view
        const target = event.target as Node | null
        const inside = !slot.el || (target !== null && slot.el.contains(target))
        state.raycaster.far = inside ? Infinity : 0 // events elsewhere hit nothing here
        if (!inside) return
        state.pointer.set(
          ((event.clientX - v.x) / v.width) * 2 - 1,
          -((event.clientY - v.y) / v.height) * 2 + 1
        )
        state.raycaster.setFromCamera(state.pointer, camera)
      },
    [slot, camera]
  )

  // Compile the scene's shaders one object per task before its first draw:
  // compiling them all at draw time is one task of up to a second in software GL.
  const compiling = useRef(0) // compiles queued or running; the slot does not draw meanwhile
  useEffect(() => {
    const pending = compiling // the same ref object for the cleanup
    let timer = 0
    let alive = true
    const compile = () => {
      timer = 0
      compileInSteps(gl, scene, camera, () => alive)
        .catch((error: unknown) => alive && onSceneError(error))
        .finally(() => {
          pending.current--
          if (alive) requestFrame()
        })
    }
    const onChildAdded = () => {
      if (timer) return
      pending.current++ // no draw of this slot until compiled
      timer = window.setTimeout(compile, 0)
    }
    scene.addEventListener('childadded', onChildAdded)
    if (scene.children.length > 0) onChildAdded()
    return () => {
      alive = false
      if (timer) pending.current--
      window.clearTimeout(timer)
      scene.removeEventListener('childadded', onChildAdded)
    }
  }, [gl, scene, camera, onSceneError])

  // a scene is built only once its slot comes within a viewport of the screen (wantStageNear)
  const near = useSlotStore((st) => st.slots.find((x) => x.id === slot.id)?.near ?? false)

  useFrame(() => {
    updateSlotView(slot, scrollStore.getState().y)
    const v = slot.view
    if (!near || !v.visible || slot.failed || compiling.current > 0) return
    if (camera instanceof PerspectiveCamera) {
      const aspect = v.width / v.height
      if (camera.aspect !== aspect) {
        camera.aspect = aspect
        camera.updateProjectionMatrix()
      }
    } else if (camera.right !== v.width / 2 || camera.top !== v.height / 2) {
      camera.left = -v.width / 2
      camera.right = v.width / 2
      camera.top = v.height / 2
      camera.bottom = -v.height / 2
      camera.updateProjectionMatrix()
    }
    const canvasHeight = gl.domElement.clientHeight
    const bottom = canvasHeight - v.y - v.height
    gl.setViewport(v.x, bottom, v.width, v.height)
    gl.setScissor(v.x, bottom, v.width, v.height)
    gl.setScissorTest(true)
    gl.render(scene, camera)
    if (!slot.drawn && scene.children.length > 0) useSlotStore.getState().mark(slot.id, 'drawn')
  }, SLOT_PRIORITY)

  // a layout-effect cleanup runs before React detaches the portal's children from the scene
  useLayoutEffect(() => () => disposeScene(scene), [scene])

  return createPortal(
    <SlotContext.Provider value={slot}>
      <QuietBoundary onError={onSceneError}>{near ? slot.node : null}</QuietBoundary>
    </SlotContext.Provider>,
    scene,
    { camera, events: { compute, priority: 1 } }
  )
}

/** Lets the browser handle input and paint between long steps. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

type ProgramInfo = { currentProgram?: { program: WebGLProgram; getUniforms(): unknown } }

/**
 * Compiles and links the shaders of a scene one drawable object per task, so no
 * single task compiles them all; already compiled programs are cache hits. Without
 * KHR_parallel_shader_compile (software GL) this is the only way to split it.
 * Each step is its own task: issuing the compile (the GPU process works on it
 * meanwhile), reading the uniforms (which waits for the link), and checking the
 * link status (three's own check is off in the build: its four log reads are a
 * round trip each, one long task per program). A program that fails to link
 * throws, and the slot shows its fallback.
 */
async function compileInSteps(
  gl: WebGLRenderer,
  scene: Scene,
  camera: Camera,
  alive: () => boolean
): Promise<void> {
  const drawables: Object3D[] = []
  scene.traverseVisible((o) => {
    if ((o as Mesh).material) drawables.push(o)
  })
  const context = gl.getContext()
  for (const object of drawables) {
    if (!alive()) return
    const programs = [...gl.compile(object, camera, scene)]
      .map((m) => (gl.properties.get(m) as ProgramInfo).currentProgram)
      .filter((p) => p !== undefined)
    await yieldToMain()
    for (const program of programs) {
      if (!alive()) return
      program.getUniforms()
      await yieldToMain()
      if (context.isContextLost()) return // nothing links now; three rebuilds after a restore
      if (!context.getProgramParameter(program.program, context.LINK_STATUS))
        throw new Error(
          `a shader program did not link: ${context.getProgramInfoLog(program.program)}`
        )
    }
  }
}

function Clear() {
  const gl = useThree((s) => s.gl)
  useFrame(() => {
    gl.setScissorTest(false)
    gl.clear(true, true, true)
  }, CLEAR_PRIORITY)
  return null
}

function onCreated(state: RootState): void {
  const gl = state.gl as WebGLRenderer
  gl.autoClear = false
  gl.setClearColor(0x000000, 0)
  const canvas = gl.domElement
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
    measureAllSlots()
    requestFrame(2)
  })
  useWebglStore.getState().setStatus('ready')
  measureAllSlots()
  requestFrame(2)
  // its own task: the first renderer query is a round trip to the GPU process
  window.setTimeout(() => chooseQualityFromRenderer(gl.getContext()), 0)
}

/**
 * A software renderer (SwiftShader, llvmpipe) says up front that this browser draws
 * without a GPU, and so, most likely, does its compositor: the page steps down to
 * 'lite' at once instead of waiting for slow frames.
 */
function chooseQualityFromRenderer(context: WebGLRenderingContext | WebGL2RenderingContext): void {
  const info = context.getExtension('WEBGL_debug_renderer_info')
  const renderer = String(
    context.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : context.RENDERER) ?? ''
  )
  const store = useQualityStore.getState()
  if (isSoftwareRenderer(renderer) && store.auto === 'full') store.choose('lite')
}

const GL_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  antialias: true,
  powerPreference: 'high-performance',
}

/**
 * Creates the one renderer on the stage canvas. Asks for the context ourselves so
 * that a browser without WebGL gives a clear, quiet fallback instead of three's
 * error log. Starting WebGL is slow (in software GL each step below is 100-300 ms),
 * so the steps run in separate tasks, and the canvas gets its final size before
 * the context exists so the drawing buffer is allocated once, not re-allocated.
 */
async function createRenderer({ canvas }: { canvas: unknown }): Promise<WebGLRenderer> {
  const el = canvas as HTMLCanvasElement
  const rect = el.parentElement?.getBoundingClientRect()
  if (rect) {
    const dpr =
      useQualityStore.getState().tier === 'lite'
        ? 1
        : Math.min(Math.max(1, window.devicePixelRatio || 1), motion().stage.maxDpr)
    el.width = Math.floor(rect.width * dpr) // what three's setSize will ask for
    el.height = Math.floor(rect.height * dpr)
  }
  await yieldToMain()
  // MSAA is fixed when the context is made: a page already in 'lite' goes without it
  const attributes = { ...GL_ATTRIBUTES, antialias: useQualityStore.getState().tier === 'full' }
  const context = el.getContext('webgl2', attributes)
  if (!context) throw new Error('WebGL 2 is not available in this browser')
  // the GPU process is still setting the context up: the first query would wait for it
  await new Promise((resolve) => setTimeout(resolve, motion().stage.contextSettleMs))
  await askAheadOfThree(context)
  const renderer = new WebGLRenderer({ canvas: el, context, ...attributes })
  // compileInSteps checks each program's link in a task of its own; dev keeps three's logs
  renderer.debug.checkShaderErrors = import.meta.env.DEV
  await yieldToMain()
  return renderer
}

/**
 * The extensions three's renderer enables when it starts (three r187, WebGLExtensions.init).
 * In Chrome each first getExtension is a round trip to the GPU process, 20-60 ms in software
 * GL; asked here one per task, the answers are cached, so the renderer's constructor is no
 * longer one task of ~250 ms. (Its getParameter reads are not cached: they stay, ~70 ms.)
 */
const THREE_EXTENSIONS = [
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
]

async function askAheadOfThree(gl: WebGL2RenderingContext): Promise<void> {
  for (const name of THREE_EXTENSIONS) {
    gl.getExtension(name)
    await yieldToMain()
  }
}

/**
 * Steps the canvas from the one clock: draws only when a frame was requested,
 * and lowers the device pixel ratio while consecutive frames are slow. This is the
 * canvas's share of the frame budget: the page-wide governor (./quality-governor.ts)
 * watches the same frames and steps the whole page to 'lite', where the ratio is 1.
 */
function Driver() {
  const setDpr = useThree((s) => s.setDpr)
  const get = useThree((s) => s.get)
  const lite = useQualityStore((s) => s.tier === 'lite')
  useEffect(() => {
    const max = lite ? 1 : Math.min(window.devicePixelRatio || 1, motion().stage.maxDpr)
    let dpr = max
    // only a real change resizes the drawing buffer (a long task in software GL)
    if (get().viewport.dpr !== dpr) {
      setDpr(dpr)
      requestFrame()
    }
    let drewLast = false
    let sum = 0
    let count = 0
    return addTick((time, delta) => {
      if (!takeFrame()) {
        drewLast = false
        return
      }
      advance(time / 1000)
      wakeFrameBudget()
      if (drewLast) {
        sum += delta
        count++
      }
      drewLast = true
      const { slowFrameMs, fastFrameMs, dprStep, dprWindowFrames } = motion().stage
      if (count < dprWindowFrames) return
      const average = sum / count
      sum = 0
      count = 0
      const next =
        average > slowFrameMs
          ? Math.max(1, dpr - dprStep)
          : average < fastFrameMs
            ? Math.min(max, dpr + dprStep)
            : dpr
      if (next !== dpr) {
        dpr = next
        setDpr(dpr)
      }
    }, TICK_PRIORITY.render)
  }, [setDpr, get, lite])
  return null
}

/**
 * The one persistent, full-page canvas. Mounted once above the router; routes
 * put scenes in it only through SceneSlot / SceneLayer.
 */
export default function Stage({ eventSource }: { eventSource: HTMLElement }) {
  const slots = useSlotStore((s) => s.slots)
  const maxDpr = motion().stage.maxDpr
  return (
    <StageCanvas
      dpr={[1, maxDpr]}
      gl={createRenderer}
      eventSource={eventSource}
      onCreated={onCreated}
    >
      <Driver />
      <Clear />
      {slots.map((slot) => (
        <SlotView key={slot.id} slot={slot} />
      ))}
    </StageCanvas>
  )
}
