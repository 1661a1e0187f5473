import { useEffect } from 'react'
import { advance, useFrame, useThree } from '@react-three/fiber'
import type { RootState } from '@react-three/fiber'
import type { WebGLRenderer } from 'three'
import { addTick, TICK_PRIORITY } from '../app/clock'
import { useWebglStore } from '../state/webgl-store'
import { motion } from '../state/motion-store'
import { useQualityStore } from '../state/quality-store'
import { watchContextLoss } from './context-loss'
import { DprGovernor } from './dpr-governor'
import { beginDrawnArea, clipToDrawnArea } from './drawn-area'
import { requestFrame, takeFrame } from './frame'
import { chooseQualityFromRenderer, wakeFrameBudget } from './quality-governor'
import { createRenderer, rendererName, useRendererName } from './renderer'
import { SlotView } from './slot-view'
import { StageCanvas } from './stage-canvas'
import { measureAllSlots, useSlotStore } from './slots'
import { useWhenResting } from './at-rest'

const CLEAR_PRIORITY = 1 // before every slot (./slot-view.tsx SLOT_PRIORITY)
const CLIP_PRIORITY = 3 // after every slot

function Clear() {
  const gl = useThree((s) => s.gl)
  useFrame(() => {
    gl.setScissorTest(false)
    gl.clear(true, true, true)
    beginDrawnArea()
  }, CLEAR_PRIORITY)
  return null
}

/**
 * Clips the canvas to what the frame drew (./drawn-area.ts), in the canvas size R3F keeps
 * (CSS px, from its ResizeObserver): reading `clientWidth` here was a forced layout in the
 * first frame after every tap that changed the page (23 ms at 4x CPU on a pricing tier).
 */
function ClipToDrawn() {
  const gl = useThree((s) => s.gl)
  useFrame(({ size }) => clipToDrawnArea(gl.domElement, size.width, size.height), CLIP_PRIORITY)
  return null
}

function onCreated(state: RootState): void {
  const gl = state.gl as WebGLRenderer
  gl.autoClear = false
  gl.setClearColor(0x000000, 0)
  watchContextLoss(gl.domElement)
  useWebglStore.getState().setStatus('ready')
  measureAllSlots()
  requestFrame(2)
  // its own task: the first renderer query is a round trip to the GPU process
  window.setTimeout(() => {
    const name = rendererName(gl.getContext())
    useRendererName.setState({ name })
    chooseQualityFromRenderer(name)
  }, 0)
}

/**
 * Steps the canvas from the one clock: draws only when a frame was requested, and
 * lets the pixel-ratio governor (./dpr-governor.ts) lower the ratio while frames are slow.
 */
function Driver() {
  const setDpr = useThree((s) => s.setDpr)
  const get = useThree((s) => s.get)
  const lite = useQualityStore((s) => s.tier === 'lite')
  useEffect(() => {
    const governor = new DprGovernor(
      lite ? 1 : Math.min(window.devicePixelRatio || 1, motion().stage.maxDpr)
    )
    // only a real change resizes the drawing buffer (a long task in software GL)
    if (get().viewport.dpr !== governor.dpr) {
      setDpr(governor.dpr)
      requestFrame()
    }
    return addTick((time, delta) => {
      const drew = takeFrame()
      if (drew) {
        advance(time / 1000)
        wakeFrameBudget()
      }
      const next = governor.tick(drew, delta)
      if (next !== null) setDpr(next)
    }, TICK_PRIORITY.render)
  }, [setDpr, get, lite])
  return null
}

/**
 * The one persistent, full-page canvas. Mounted once above the router; routes
 * put scenes in it only through SceneSlot / SceneLayer. It re-renders only when a
 * slot is added or removed: each slot's view follows its own scene (./slot-view.tsx).
 */
export default function Stage({ eventSource }: { eventSource: HTMLElement }) {
  const slots = useSlotStore((s) => s.slots)
  const maxDpr = motion().stage.maxDpr
  if (!useWhenResting(true)) return null // see ./at-rest.ts
  return (
    <StageCanvas
      dpr={[1, maxDpr]}
      gl={createRenderer}
      eventSource={eventSource}
      onCreated={onCreated}
    >
      <Driver />
      <Clear />
      <ClipToDrawn />
      {slots.map((slot) => (
        <SlotView key={slot.id} slot={slot} />
      ))}
    </StageCanvas>
  )
}
