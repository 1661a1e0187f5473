import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal, useFrame, useThree } from '@react-three/fiber'
import type { RootState } from '@react-three/fiber'
import { LinearSRGBColorSpace, PerspectiveCamera, Scene } from 'three'
import type { Camera, OrthographicCamera } from 'three'
import { RENDER_PASS } from '../lib/clock'
import { SectionBoundary } from '../lib/error-boundary'
import { scrollStore } from '../state/scroll-store'
import { hasDrawable, prepareInSteps } from './prepare-in-steps'
import { addDrawnArea } from './drawn-area'
import { useWhenResting } from './at-rest'
import { requestFrame } from '../lib/frame'
import { SlotContext } from './slot-context'
import { slotFlag, updateSlotView, useSlotStore, type SlotComposer, type SlotEntry } from './slots'

type SlotRect = SlotEntry['view']

/**
 * Fits the scene's camera to the slot's rectangle: a perspective camera gets its
 * aspect, an orthographic one is pixel space with the origin at the slot's centre.
 */
export function fitCamera(camera: Camera, v: SlotRect): void {
  if (camera instanceof PerspectiveCamera) {
    const aspect = v.width / v.height
    if (camera.aspect === aspect) return
    camera.aspect = aspect
    camera.updateProjectionMatrix()
    return
  }
  const o = camera as OrthographicCamera
  if (!o.isOrthographicCamera || (o.right === v.width / 2 && o.top === v.height / 2)) return
  o.left = -v.width / 2
  o.right = v.width / 2
  o.top = v.height / 2
  o.bottom = -v.height / 2
  o.updateProjectionMatrix()
}

/**
 * Sizes a composer's buffers to the slot (device px). Its own setSize would resize the
 * whole canvas to match, and buffers the size of the canvas would waste fill and
 * stretch the blur for a slot of another shape.
 */
function fitComposer(composer: SlotComposer, width: number, height: number): void {
  if (composer.inputBuffer.width === width && composer.inputBuffer.height === height) return
  composer.inputBuffer.setSize(width, height)
  composer.outputBuffer.setSize(width, height)
  for (const pass of composer.passes) pass.setSize(width, height)
}

/** Whether the portal's camera is the scene's own (declared with drei's `makeDefault`). */
function ownCamera(state: RootState): Camera | null {
  const root = state.previousRoot?.getState().camera
  return state.camera === root ? null : state.camera
}

/**
 * Draws one slot, from inside its portal: with the camera its scene declared, in the
 * slot's rectangle (scissor), after the scenes' own frame updates. Compiles the scene's
 * shaders one object per task before its first draw, and marks the slot drawn (its DOM
 * fallback goes) on the first frame that drew something.
 */
function SlotRenderer({ slot, onError }: { slot: SlotEntry; onError: (e: unknown) => void }) {
  const gl = useThree((s) => s.gl)
  const scene = useThree((s) => s.scene)
  const get = useThree((s) => s.get)
  const near = useSlotStore((s) => slotFlag(s, slot.id, 'near'))

  // compiling all at draw time is one task of up to a second in software GL
  const compiling = useRef(0) // compiles queued or running; the slot does not draw meanwhile
  useEffect(() => {
    const pending = compiling // the same ref object for the cleanup
    let timer = 0
    let alive = true
    const compile = () => {
      timer = 0
      const camera = ownCamera(get())
      if (!camera) {
        pending.current-- // nothing to draw with yet: the camera's arrival compiles again
        return
      }
      prepareInSteps(gl, scene, camera, () => alive)
        .catch((error: unknown) => alive && onError(error))
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
  }, [gl, scene, get, onError])

  useFrame((state, delta) => {
    updateSlotView(slot, scrollStore.getState().y)
    const v = slot.view
    const camera = ownCamera(state)
    slot.shown.visible = false
    if (!near || !v.visible || slot.failed || compiling.current > 0 || !camera) return
    fitCamera(camera, v)
    const bottom = state.size.height - v.y - v.height // R3F's size: never a layout read per frame
    gl.setViewport(v.x, bottom, v.width, v.height)
    gl.setScissor(v.x, bottom, v.width, v.height)
    gl.setScissorTest(true)
    const composer = slot.composer
    if (composer) {
      const dpr = gl.getPixelRatio()
      fitComposer(composer, Math.round(v.width * dpr), Math.round(v.height * dpr))
      // the scenes' shaders write display values (no colorspace_fragment): the composer's
      // last pass must not encode them to sRGB a second time
      const space = gl.outputColorSpace
      gl.outputColorSpace = LinearSRGBColorSpace
      composer.render(delta) // its last pass draws into the viewport and scissor set above
      gl.outputColorSpace = space
    } else gl.render(scene, camera)
    addDrawnArea(v.x, v.y, v.width, v.height)
    Object.assign(slot.shown, v) // where it was drawn: the stage may follow a scroll from here
    if (!slot.drawn && hasDrawable(scene)) useSlotStore.getState().mark(slot.id, 'drawn')
  }, RENDER_PASS.slot)
  return null
}

/**
 * Errors a scene's boundary caught. R3F 9 hands every error its root catches to `reportError`
 * as well (it takes no `onCaughtError`), which the browser logs as uncaught: a scene whose code
 * could not load (offline) read as a crash beside our own report of it. The window's error
 * event for such an error is cancelled, so only our report and the fallback remain.
 */
const caught = new WeakSet<object>()
class SceneBoundary extends SectionBoundary {
  static getDerivedStateFromError(error: unknown) {
    if (typeof error === 'object' && error !== null) caught.add(error)
    return SectionBoundary.getDerivedStateFromError(error)
  }
}
if (typeof window !== 'undefined')
  window.addEventListener('error', (e) => {
    if (typeof e.error === 'object' && e.error !== null && caught.has(e.error)) e.preventDefault()
  })

/**
 * One slot's scene in the stage: its own three.js Scene, portalled, with its own
 * Suspense and error boundary, so a scene still loading or failing never stops
 * another slot from drawing. It re-renders only when its own scene node changes.
 */
export function SlotView({ slot }: { slot: SlotEntry }) {
  const [scene] = useState(() => new Scene())
  const node = useSlotStore((s) => s.nodes[slot.id])
  // a scene is built only once its slot comes within a viewport of the screen (wantStageNear)
  const near = useSlotStore((s) => slotFlag(s, slot.id, 'near'))
  const build = useWhenResting(near) // in 'lite', while the page rests (./at-rest.ts)

  const onSceneError = useMemo(
    () => (error: unknown) => {
      console.error(`[thock] a 3D scene failed and was replaced by its fallback:`, error)
      useSlotStore.getState().mark(slot.id, 'failed')
    },
    [slot.id]
  )

  // pointer events inside the slot's element, in the slot's own coordinates and camera
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
        state.raycaster.setFromCamera(state.pointer, state.camera)
      },
    [slot]
  )

  // Disposal has one owner, the scene: it frees every geometry, material and texture it makes
  // when they are replaced or it unmounts (src/canvas/scenes/README.md). The slot frees nothing.

  return createPortal(
    <SlotContext.Provider value={slot}>
      <SlotRenderer slot={slot} onError={onSceneError} />
      <SceneBoundary fallback={null} onError={onSceneError}>
        <Suspense fallback={null}>{build ? node : null}</Suspense>
      </SceneBoundary>
    </SlotContext.Provider>,
    scene,
    { events: { compute, priority: 1 } }
  )
}
