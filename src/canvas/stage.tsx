import { useEffect } from 'react'
import { advance, useFrame, useThree } from '@react-three/fiber'
import type { RootState } from '@react-three/fiber'
import type { WebGLRenderer } from 'three'
import { addTick, RENDER_PASS, TICK_PRIORITY } from '../lib/clock'
import { useWebglStore } from '../state/webgl-store'
import { isLite, judgeRenderer, useQualityStore } from '../state/quality-store'
import { watchContextLoss } from './context-loss'
import { beginDrawnArea, clipToDrawnArea, drewNothing } from './drawn-area'
import {
  beginDrawnFrame,
  dropStep,
  framesWanted,
  requestFrame,
  stepPending,
  takeFrame,
} from '../lib/frame'
import { wakeFrameBudget } from './frame-budget'
import { canvasDpr } from './tier-detail'
import { rendererKind } from './renderer-kind'
import { createRenderer, rendererName, useRendererName } from './renderer'
import { SlotView } from './slot-view'
import { StageCanvas } from './stage-canvas'
import { updateSlotView, useSlotStore } from './slots'
import { scrollStore } from '../state/scroll-store'
import { requestReflow } from '../lib/tracker'
import { useWhenResting } from './at-rest'
import { followDelta, moveCanvas } from './follow-scroll'
import { endStill, mayStandStill, standingStill, standStill, stillHolds } from './still-on-scroll'
import { motion } from '../state/motion-store'

function Clear() {
  const gl = useThree((s) => s.gl)
  useFrame(() => {
    gl.setScissorTest(false)
    gl.clear(true, true, true)
    beginDrawnArea()
  }, RENDER_PASS.clear)
  return null
}

/**
 * Clips the canvas to what the frame drew (./drawn-area.ts), in the canvas size R3F keeps
 * (CSS px, from its ResizeObserver): reading `clientWidth` here was a forced layout in the
 * first frame after every tap that changed the page (23 ms at 4x CPU on a pricing tier).
 */
function ClipToDrawn() {
  const gl = useThree((s) => s.gl)
  useFrame(({ size }) => clipToDrawnArea(gl.domElement, size.width, size.height), RENDER_PASS.clip)
  return null
}

function onCreated(state: RootState): void {
  const gl = state.gl as WebGLRenderer
  gl.autoClear = false
  gl.setClearColor(0x000000, 0)
  watchContextLoss(gl.domElement)
  useWebglStore.getState().setStatus('ready')
  requestReflow()
  requestFrame(2)
  // its own task: the first renderer query is a round trip to the GPU process
  window.setTimeout(() => {
    const name = rendererName(gl.getContext())
    useRendererName.setState({ name })
    judgeRenderer(rendererKind(name))
  }, 0)
}

/**
 * True when a frame would draw nothing new: no slot is on screen, and the last frame drew
 * nothing either (the canvas is clear and clipped away). A tap, a reflow or a scroll far from
 * any scene then costs the software GL no clear and the compositor no new canvas frame.
 */
function nothingToDraw(): boolean {
  if (!drewNothing()) return false
  const y = scrollStore.getState().y
  for (const slot of useSlotStore.getState().slots) {
    updateSlotView(slot, y)
    if (slot.view.visible) return false
  }
  return true
}

/**
 * Steps the canvas from the one clock: draws only when a frame was requested (and wakes the
 * frame budget, ./frame-budget.ts, which samples what the frames cost). In 'lite' a looping
 * animation steps at most every `stage.liteStepMs` (about 30 a second), scenes that move by
 * themselves stand as pictures while the page scrolls (./still-on-scroll.ts), and any other
 * frame whose only change is the scroll moves the canvas instead of drawing it
 * (./follow-scroll.ts). The canvas's pixel ratio follows the tier the budget chose (`canvasDpr`).
 */
function Driver() {
  const setDpr = useThree((s) => s.setDpr)
  const get = useThree((s) => s.get)
  const tier = useQualityStore((s) => s.tier)
  useEffect(() => {
    const dpr = canvasDpr(tier)
    // only a real change resizes the drawing buffer (a long task in software GL)
    if (get().viewport.dpr === dpr) return
    setDpr(dpr)
    requestFrame()
  }, [setDpr, get, tier])
  useEffect(() => {
    let lastDrawMs = -Infinity
    return addTick((time) => {
      const needed = takeFrame()
      const lite = isLite()
      const state = get()
      const canvas = state.gl.domElement
      const { y, scrolling } = scrollStore.getState()
      const slots = useSlotStore.getState().slots
      let redraw = false
      if (standingStill()) {
        // ./still-on-scroll.ts: the scenes are pictures until the scroll ends (the clock stays
        // awake for it), or a slot comes on screen that has none
        if (lite && scrolling && stillHolds(slots, y)) return true
        endStill(canvas)
        redraw = true
      }
      // a looping animation's step: every frame, or in 'lite' at most every liteStepMs
      const step = stepPending() && (!lite || time - lastDrawMs >= motion().stage.liteStepMs)
      if (!needed && !step && !redraw) return framesWanted()
      if (nothingToDraw()) {
        dropStep() // no scene on screen to step: it asks again once it is drawn
        return framesWanted()
      }
      const still =
        lite && scrolling && mayStandStill(slots, y, state.size.width, state.size.height)
      if (!still && !step && lite && scrolling) {
        const dy = followDelta(slots, y, state.size.height)
        if (dy !== null) {
          moveCanvas(canvas, dy) // ./follow-scroll.ts: a scroll frame without a draw
          return framesWanted()
        }
      }
      beginDrawnFrame()
      advance(time / 1000)
      moveCanvas(canvas, 0)
      lastDrawMs = time
      wakeFrameBudget()
      // this frame's pictures, while its drawing buffer still holds it
      if (still && standStill(canvas, slots, state.viewport.dpr)) return true
      return framesWanted() // nothing more asked for: the clock may sleep
    }, TICK_PRIORITY.render)
  }, [get])
  return null
}

/**
 * The one persistent, full-page canvas. Mounted once above the router; routes
 * put scenes in it only through SceneSlot / SceneLayer. It re-renders only when a
 * slot is added or removed: each slot's view follows its own scene (./slot-view.tsx).
 */
export default function Stage({ eventSource }: { eventSource: HTMLElement }) {
  const slots = useSlotStore((s) => s.slots)
  if (!useWhenResting(true)) return null // see ./at-rest.ts
  return (
    <StageCanvas
      dpr={canvasDpr(useQualityStore.getState().tier)}
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
