import { useEffect, useMemo, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { OrthographicCamera } from '@react-three/drei'
import { Color, Group, MathUtils, Mesh } from 'three'
import { motion, useMotionStore } from '../../../state/motion-store'
import { useUiStore } from '../../../state/ui-store'
import { requestFrame, requestStep } from '../../../lib/frame'
import { useSlot } from '../../slot-context'
import { SceneBloom } from '../../effects/effects-gate'
import { formatLatLng, type LatLng } from './globe-math'
import { disposeGlobeParts, makeGlobeParts, uniformsOf } from './globe-parts'
import { attachGlobeInput, createGlobeState } from './globe-input'
import { hidePopup, updatePopup, type GlobeOverlay } from './globe-popup'

interface GlobeSceneProps {
  /** The builder's home, marked with a pulse. */
  home: LatLng
  overlay: GlobeOverlay
  /**
   * A marker was dropped (by click, tap or Enter): its coordinates as the popup words them
   * (`formatLatLng`, here so the page's own chunk does not carry it); null: cleared (Escape).
   */
  onPick: (words: string | null) => void
}

/**
 * The dotted land globe: one point draw call for every land dot, a pulse at
 * home, and a marker with a ripple and a popup where the visitor clicks.
 * Auto-rotates (not with reduced motion), turns with damped drags and arrow
 * keys; the polar angle stays locked. Draws only while something moves.
 * Its parts are in globe-parts.ts, its input and hit test in globe-input.ts,
 * the coordinates popup in globe-popup.ts; this file composes and animates them.
 */
export function GlobeScene({ home, overlay, onPick }: GlobeSceneProps) {
  const slot = useSlot()
  const gl = useThree((s) => s.gl)
  const group = useRef<Group>(null)
  const onPickRef = useRef(onPick)
  useEffect(() => {
    onPickRef.current = onPick
  }, [onPick])

  const { lat, lng } = home
  const parts = useMemo(() => makeGlobeParts({ lat, lng }), [lat, lng])
  // the scene frees what it made, when replaced or unmounted (src/canvas/scenes/README.md)
  useEffect(() => () => disposeGlobeParts(parts), [parts])

  const { markerColor, homeColor } = useMotionStore((st) => st.motion.globe)
  const glow = useMotionStore((st) => st.motion.bloom.globe)
  useEffect(() => {
    const colour = (mesh: Mesh, hex: string) => (uniformsOf(mesh).uColor!.value as Color).set(hex)
    colour(parts.homeSpot, homeColor)
    colour(parts.ripple, markerColor)
    colour(parts.marker, markerColor)
    requestFrame()
  }, [parts, markerColor, homeColor])

  // everything that changes per frame, mutated in place (no React state)
  const state = useRef(createGlobeState(home.lng))

  // input: DOM listeners on the slot element
  useEffect(() => {
    const el = slot.el
    if (!el) return
    return attachGlobeInput(el, state.current, parts, (at) =>
      onPickRef.current(at && formatLatLng(at))
    )
  }, [slot, parts])

  // hide the popup when the scene goes away
  useEffect(() => () => hidePopup(overlay), [overlay])

  useFrame((_, delta) => {
    const g = group.current
    if (!g) return
    const s = state.current
    const m = motion().globe
    const v = slot.view
    const reduced = useUiStore.getState().reducedMotion
    const dt = Math.min(delta, 0.1)
    s.time += dt

    // size and dot size every frame (a few assignments), so the tuning is live
    const size = Math.min(v.width, v.height)
    s.radius = (size * m.radiusPct) / 100
    g.scale.setScalar(s.radius)
    uniformsOf(parts.dots).uSize!.value = m.dotSize * size * gl.getPixelRatio()

    // turn: auto-rotation (OrbitControls units: 2 = a turn per 30 s) plus the damped drag
    const auto = !reduced && s.pointerId === -1
    if (auto) s.spin += ((2 * Math.PI) / 60) * m.autoRotateSpeed * dt
    if (s.pending !== 0) {
      // OrbitControls' per-60-fps-frame factor as a rate: the same feel at any frame rate
      const rest = MathUtils.damp(s.pending, 0, -60 * Math.log(1 - m.dampingFactor), dt)
      const step = Math.abs(s.pending) < 1e-4 ? s.pending : s.pending - rest
      s.spin += step
      s.pending -= step
    }
    g.rotation.set(m.leanRad, s.spin, 0)

    // home pulse (a still ring with reduced motion)
    const hu = uniformsOf(parts.homeSpot)
    const phase = reduced
      ? 0.5
      : (s.time * 1000) / m.pulseMs - Math.floor((s.time * 1000) / m.pulseMs)
    hu.uRing!.value = 0.14 + 0.32 * phase
    hu.uRingAlpha!.value = reduced ? 0.7 : 1 - phase

    // ripple after a drop
    let rippling = false
    if (s.rippleStart >= 0) {
      const p = ((s.time - s.rippleStart) * 1000) / m.rippleMs
      const ru = uniformsOf(parts.ripple)
      if (p >= 1 || reduced) {
        s.rippleStart = -1
        parts.ripple.visible = false
      } else {
        rippling = true
        ru.uRing!.value = 0.04 + 0.44 * p
        ru.uRingWidth!.value = 0.02 + 0.02 * (1 - p)
        ru.uRingAlpha!.value = (1 - p) * (1 - p)
      }
    }

    updatePopup(s, m.leanRad, v, overlay)

    if (!v.visible) return
    // answering the visitor (a drag easing out, a ripple): every frame; turning by itself and
    // the home pulse: a looping step, which 'lite' draws less often
    if (s.pending !== 0 || rippling) requestFrame()
    else if (auto || !reduced) requestStep()
  })

  return (
    <>
      <OrthographicCamera makeDefault manual near={-1000} far={1000} position={[0, 0, 10]} />
      <SceneBloom intensity={glow} />
      <group ref={group}>
        <primitive object={parts.dots} />
        <primitive object={parts.homeSpot} />
        <primitive object={parts.ripple} />
        <primitive object={parts.marker} />
      </group>
    </>
  )
}
