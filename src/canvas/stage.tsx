import { Component, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { Canvas, advance, createPortal, useFrame, useThree } from '@react-three/fiber'
import type { RootState } from '@react-three/fiber'
import { OrthographicCamera, PerspectiveCamera, Scene, WebGLRenderer } from 'three'
import { addTick, TICK_PRIORITY } from '../app/clock'
import { scrollStore } from '../state/scroll-store'
import { useWebglStore } from '../state/webgl-store'
import { motion } from '../state/motion-store'
import { disposeScene } from './dispose-scene'
import { requestFrame, takeFrame } from './frame'
import { SlotContext } from './slot-context'
import { measureAllSlots, updateSlotView, useSlotStore, type SlotEntry } from './slots'

const CLEAR_PRIORITY = 1 // before every slot
const SLOT_PRIORITY = 2 // after the scenes' own useFrame (priority 0)
const RESTORE_TIMEOUT_MS = 3000 // a lost context not restored by then is given up

/** Catches a failing scene so it never blanks the page; its slot shows the DOM fallback. */
class SceneBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(`[thock] a 3D scene failed and was replaced by its fallback:`, error)
    useSlotStore.getState().fail(this.props.id)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

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

  useFrame(() => {
    updateSlotView(slot, scrollStore.getState().y)
    const v = slot.view
    if (!v.visible || slot.failed) return
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
  }, SLOT_PRIORITY)

  // a layout-effect cleanup runs before React detaches the portal's children from the scene
  useLayoutEffect(() => () => disposeScene(scene), [scene])

  return createPortal(
    <SlotContext.Provider value={slot}>
      <SceneBoundary id={slot.id}>{slot.node}</SceneBoundary>
    </SlotContext.Provider>,
    scene,
    { camera, events: { compute, priority: 1 } }
  )
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
      RESTORE_TIMEOUT_MS
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
}

const GL_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  antialias: true,
  powerPreference: 'high-performance',
}

/**
 * Creates the one renderer on R3F's canvas. Asks for the context ourselves so
 * that a browser without WebGL gives a clear, quiet fallback instead of three's error log.
 */
function createRenderer({ canvas }: { canvas: unknown }): WebGLRenderer {
  const context = (canvas as HTMLCanvasElement).getContext('webgl2', GL_ATTRIBUTES)
  if (!context) throw new Error('WebGL 2 is not available in this browser')
  return new WebGLRenderer({ canvas: canvas as HTMLCanvasElement, context, ...GL_ATTRIBUTES })
}

const SLOW_FRAME_MS = 38 // slower than ~26 fps: lower the resolution
const FAST_FRAME_MS = 20 // faster than 50 fps: restore it
const DPR_STEP = 0.25
const DPR_WINDOW = 30 // consecutive drawn frames per decision

/**
 * Steps the canvas from the one clock: draws only when a frame was requested,
 * and lowers the device pixel ratio while consecutive frames are slow.
 */
function Driver() {
  const setDpr = useThree((s) => s.setDpr)
  useEffect(() => {
    const max = Math.min(window.devicePixelRatio || 1, motion().layout.maxDpr)
    let dpr = max
    let drewLast = false
    let sum = 0
    let count = 0
    return addTick((time, delta) => {
      if (!takeFrame()) {
        drewLast = false
        return
      }
      advance(time / 1000)
      if (drewLast) {
        sum += delta
        count++
      }
      drewLast = true
      if (count < DPR_WINDOW) return
      const average = sum / count
      sum = 0
      count = 0
      const next =
        average > SLOW_FRAME_MS
          ? Math.max(1, dpr - DPR_STEP)
          : average < FAST_FRAME_MS
            ? Math.min(max, dpr + DPR_STEP)
            : dpr
      if (next !== dpr) {
        dpr = next
        setDpr(dpr)
      }
    }, TICK_PRIORITY.render)
  }, [setDpr])
  return null
}

/**
 * The one persistent, full-page canvas. Mounted once above the router; routes
 * put scenes in it only through SceneSlot / SceneLayer.
 */
export default function Stage({ eventSource }: { eventSource: HTMLElement }) {
  const slots = useSlotStore((s) => s.slots)
  const maxDpr = motion().layout.maxDpr
  return (
    <Canvas
      frameloop="never"
      dpr={[1, maxDpr]}
      gl={createRenderer}
      eventSource={eventSource}
      eventPrefix="client"
      onCreated={onCreated}
      aria-hidden
    >
      <Driver />
      <Clear />
      {slots.map((slot) => (
        <SlotView key={slot.id} slot={slot} />
      ))}
    </Canvas>
  )
}
