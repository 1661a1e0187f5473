import { useEffect, useMemo, useRef } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { OrthographicCamera, shaderMaterial } from '@react-three/drei'
import {
  AdditiveBlending,
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  Group,
  MathUtils,
  Mesh,
  NormalBlending,
  PlaneGeometry,
  Points,
  ShaderMaterial,
  Vector3,
} from 'three'
import { GLOBE_DOTS } from '../../../content/globe-dots'
import { motion, useMotionStore } from '../../../state/motion-store'
import { useUiStore } from '../../../state/ui-store'
import { requestFrame } from '../../../lib/frame'
import { useSlot } from '../../slot-context'
import { SceneBloom } from '../../effects/effects-gate'
import {
  latLngToLocal,
  localToWorld,
  pointToLatLng,
  raySphereHit,
  spinFacing,
  type LatLng,
  type Vec3,
} from './globe-math'
import '../../shader-chunks'
import dotsVert from '../../../../shaders/globe-dots.vert.glsl?raw'
import dotsFrag from '../../../../shaders/globe-dots.frag.glsl?raw'
import spotVert from '../../../../shaders/globe-spot.vert.glsl?raw'
import spotFrag from '../../../../shaders/globe-spot.frag.glsl?raw'

/** DOM the scene moves every frame: the coordinates popup and the curved line to the marker. */
export interface GlobeOverlay {
  popup: HTMLElement | null
  line: SVGPathElement | null
}

interface GlobeSceneProps {
  /** The builder's home, marked with a pulse. */
  home: LatLng
  overlay: GlobeOverlay
  /** A marker was dropped at these coordinates (by click, tap or Enter). */
  onPick: (at: LatLng) => void
}

const Z_AXIS = new Vector3(0, 0, 1)

function dotGeometry(): BufferGeometry {
  const positions = new Float32Array((GLOBE_DOTS.length / 2) * 3)
  const p: Vec3 = { x: 0, y: 0, z: 0 }
  for (let i = 0, j = 0; i < GLOBE_DOTS.length; i += 2, j += 3) {
    latLngToLocal(GLOBE_DOTS[i]! / 10, GLOBE_DOTS[i + 1]! / 10, 1, p)
    positions[j] = p.x
    positions[j + 1] = p.y
    positions[j + 2] = p.z
  }
  const g = new BufferGeometry()
  g.setAttribute('position', new Float32BufferAttribute(positions, 3))
  return g
}

const DotsMaterial = shaderMaterial({ uSize: 12, uColor: new Color('#ffffff') }, dotsVert, dotsFrag)

// uColor is set from the tuning constants
const SpotMaterial = shaderMaterial(
  { uColor: new Color(), uCore: 0, uRing: 0, uRingWidth: 0.03, uRingAlpha: 0, uOpacity: 1 },
  spotVert,
  spotFrag
)

function spotMaterial(core: number, additive = false): ShaderMaterial {
  const m = new SpotMaterial({
    transparent: true,
    depthTest: false,
    depthWrite: false,
    blending: additive ? AdditiveBlending : NormalBlending,
  })
  m.uniforms.uCore!.value = core
  return m
}

/** Places a flat spot on the unit sphere at `local`, facing outward. */
function placeSpot(mesh: Mesh, local: Vec3, lift: number): void {
  mesh.position.set(local.x * lift, local.y * lift, local.z * lift)
  mesh.quaternion.setFromUnitVectors(Z_AXIS, new Vector3(local.x, local.y, local.z).normalize())
}

/**
 * The dotted land globe: one point draw call for every land dot, a pulse at
 * home, and a marker with a ripple and a popup where the visitor clicks.
 * Auto-rotates (not with reduced motion), turns with damped drags and arrow
 * keys; the polar angle stays locked. Draws only while something moves.
 */
export function GlobeScene({ home, overlay, onPick }: GlobeSceneProps) {
  const slot = useSlot()
  const gl = useThree((s) => s.gl)
  const group = useRef<Group>(null)
  const onPickRef = useRef(onPick)
  useEffect(() => {
    onPickRef.current = onPick
  }, [onPick])

  const parts = useMemo(() => {
    const dots = new Points(
      dotGeometry(),
      new DotsMaterial({ transparent: true, depthTest: false, depthWrite: false })
    )
    dots.frustumCulled = false
    const quad = new PlaneGeometry(1, 1)
    const homeSpot = new Mesh(quad, spotMaterial(0.11))
    homeSpot.scale.setScalar(0.24)
    homeSpot.renderOrder = 1
    placeSpot(homeSpot, latLngToLocal(home.lat, home.lng), 1.004)
    const ripple = new Mesh(quad.clone(), spotMaterial(0, true))
    ripple.scale.setScalar(0.5)
    ripple.renderOrder = 2
    ripple.visible = false
    const marker = new Mesh(quad.clone(), spotMaterial(0.26))
    marker.scale.setScalar(0.14)
    marker.renderOrder = 3
    marker.visible = false
    return { dots, homeSpot, ripple, marker }
  }, [home.lat, home.lng])

  const { markerColor, homeColor } = useMotionStore((st) => st.motion.globe)
  const glow = useMotionStore((st) => st.motion.bloom.globe)
  useEffect(() => {
    const colour = (mesh: Mesh, hex: string) =>
      ((mesh.material as ShaderMaterial).uniforms.uColor!.value as Color).set(hex)
    colour(parts.homeSpot, homeColor)
    colour(parts.ripple, markerColor)
    colour(parts.marker, markerColor)
    requestFrame()
  }, [parts, markerColor, homeColor])

  // free the GPU memory of these parts when they are replaced or the scene goes away
  useEffect(
    () => () => {
      for (const mesh of [parts.dots, parts.homeSpot, parts.ripple, parts.marker]) {
        mesh.geometry.dispose()
        ;(mesh.material as ShaderMaterial).dispose()
      }
    },
    [parts]
  )

  // everything that changes per frame, mutated in place (no React state)
  const state = useRef({
    spin: spinFacing(home.lng) - 0.35, // home starts a little left of centre and turns into view
    pending: 0, // radians of drag / key turn still to apply (damped)
    radius: 0,
    time: 0,
    rippleStart: -1,
    markerLocal: { x: 0, y: 0, z: 1 } as Vec3,
    hasMarker: false,
    world: { x: 0, y: 0, z: 0 } as Vec3,
    popupShown: false,
    popupEl: null as HTMLElement | null,
    // pointer
    pointerId: -1,
    downAt: 0,
    downX: 0,
    downY: 0,
    lastX: 0,
    moved: false,
    hoverSphere: false,
  })

  // input: DOM listeners on the slot element
  useEffect(() => {
    const el = slot.el
    if (!el) return
    const s = state.current
    const hit: Vec3 = { x: 0, y: 0, z: 0 }
    const at: LatLng = { lat: 0, lng: 0 }
    const origin: Vec3 = { x: 0, y: 0, z: 0 }
    const dir: Vec3 = { x: 0, y: 0, z: -1 }
    const centre: Vec3 = { x: 0, y: 0, z: 0 }

    const drop = (lat: number, lng: number) => {
      latLngToLocal(lat, lng, 1, s.markerLocal)
      placeSpot(parts.marker, s.markerLocal, 1.006)
      placeSpot(parts.ripple, s.markerLocal, 1.005)
      parts.marker.visible = true
      parts.ripple.visible = true
      s.hasMarker = true
      s.rippleStart = s.time
      onPickRef.current({ lat, lng })
      requestFrame()
    }

    /** Ray from the pointer (slot-centred px) into the sphere; null when it misses. */
    const pick = (clientX: number, clientY: number): LatLng | null => {
      const r = el.getBoundingClientRect() // input event: reading layout here is fine
      const radius = (Math.min(r.width, r.height) * motion().globe.radiusPct) / 100
      origin.x = clientX - (r.left + r.width / 2)
      origin.y = r.top + r.height / 2 - clientY
      origin.z = radius * 4
      if (!raySphereHit(origin, dir, centre, radius, hit)) return null
      return pointToLatLng(hit, centre, s.spin, motion().globe.leanRad, at)
    }

    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return
      s.pointerId = e.pointerId
      s.downAt = performance.now()
      s.downX = s.lastX = e.clientX
      s.downY = e.clientY
      s.moved = false
      if (e.pointerType === 'mouse') el.setPointerCapture(e.pointerId)
      el.dataset.dragging = 'true'
    }
    const onMove = (e: PointerEvent) => {
      if (e.pointerId !== s.pointerId) {
        if (e.pointerType === 'mouse') {
          const over = pick(e.clientX, e.clientY) !== null
          if (over !== s.hoverSphere) {
            s.hoverSphere = over
            el.dataset.hover = over ? 'sphere' : ''
          }
        }
        return
      }
      const dx = e.clientX - s.lastX
      s.lastX = e.clientX
      if (Math.hypot(e.clientX - s.downX, e.clientY - s.downY) > motion().globe.movePx)
        s.moved = true
      if (s.radius > 0) s.pending += dx / s.radius // the surface follows the pointer
      requestFrame()
    }
    const end = () => {
      s.pointerId = -1
      delete el.dataset.dragging
    }
    const onUp = (e: PointerEvent) => {
      if (e.pointerId !== s.pointerId) return
      const long = performance.now() - s.downAt > motion().globe.dragClickMs
      end()
      if (s.moved && long) return // the end of a drag, not a click
      const p = pick(e.clientX, e.clientY)
      if (p) drop(p.lat, p.lng)
    }
    const onCancel = (e: PointerEvent) => {
      if (e.pointerId === s.pointerId) end()
    }
    const onKey = (e: KeyboardEvent) => {
      const step = motion().globe.keyStep
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault()
        s.pending += e.key === 'ArrowLeft' ? -step : step
        requestFrame()
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault()
        origin.x = 0
        origin.y = 0
        origin.z = 1 // the point facing the viewer
        const p = pointToLatLng(origin, centre, s.spin, motion().globe.leanRad, at)
        drop(p.lat, p.lng)
      }
    }
    el.addEventListener('pointerdown', onDown)
    el.addEventListener('pointermove', onMove)
    el.addEventListener('pointerup', onUp)
    el.addEventListener('pointercancel', onCancel)
    el.addEventListener('keydown', onKey)
    el.dataset.globe = 'ready' // interactive from now on (tests wait for this)
    return () => {
      delete el.dataset.globe
      el.removeEventListener('pointerdown', onDown)
      el.removeEventListener('pointermove', onMove)
      el.removeEventListener('pointerup', onUp)
      el.removeEventListener('pointercancel', onCancel)
      el.removeEventListener('keydown', onKey)
      delete el.dataset.dragging
      delete el.dataset.hover
    }
  }, [slot, parts])

  // hide the popup when the scene goes away
  useEffect(
    () => () => {
      overlay.popup?.removeAttribute('data-shown')
      overlay.line?.parentElement?.removeAttribute('data-shown')
    },
    [overlay]
  )

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
    ;(parts.dots.material as ShaderMaterial).uniforms.uSize!.value =
      m.dotSize * size * gl.getPixelRatio()

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
    const hu = (parts.homeSpot.material as ShaderMaterial).uniforms
    const phase = reduced
      ? 0.5
      : (s.time * 1000) / m.pulseMs - Math.floor((s.time * 1000) / m.pulseMs)
    hu.uRing!.value = 0.14 + 0.32 * phase
    hu.uRingAlpha!.value = reduced ? 0.7 : 1 - phase

    // ripple after a drop
    let rippling = false
    if (s.rippleStart >= 0) {
      const p = ((s.time - s.rippleStart) * 1000) / m.rippleMs
      const ru = (parts.ripple.material as ShaderMaterial).uniforms
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

    if (v.visible && (auto || s.pending !== 0 || rippling || !reduced)) requestFrame()
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

type SceneState = {
  spin: number
  radius: number
  hasMarker: boolean
  markerLocal: Vec3
  world: Vec3
  popupShown: boolean
  popupEl: HTMLElement | null
}

/** Moves the popup and its curved line to the marker (viewport px), hiding them on the far side. */
function updatePopup(
  s: SceneState,
  tilt: number,
  v: { x: number; y: number; width: number; height: number; visible: boolean },
  overlay: GlobeOverlay
): void {
  const { popup, line } = overlay
  if (!popup || !line) return
  if (popup !== s.popupEl) {
    s.popupEl = popup // a new element (e.g. after a lost context): it starts hidden
    s.popupShown = false
  }
  let show = false
  if (s.hasMarker && v.visible) {
    const w = localToWorld(s.markerLocal, s.spin, tilt, s.world)
    show = w.z > motion().globe.hideFacing
    if (show) {
      const mx = v.x + v.width / 2 + w.x * s.radius
      const my = v.y + v.height / 2 - w.y * s.radius
      const side = w.x >= 0 ? 1 : -1
      const offset = motion().globe.popupOffsetPx
      const ax = mx + side * offset
      const ay = my - offset
      popup.style.transform = `translate3d(${ax.toFixed(1)}px, ${ay.toFixed(1)}px, 0) translate(${side > 0 ? '0' : '-100%'}, -100%)`
      line.setAttribute(
        'd',
        `M${mx.toFixed(1)} ${my.toFixed(1)}Q${mx.toFixed(1)} ${ay.toFixed(1)} ${ax.toFixed(1)} ${ay.toFixed(1)}`
      )
    }
  }
  if (show !== s.popupShown) {
    s.popupShown = show
    popup.toggleAttribute('data-shown', show)
    line.parentElement?.toggleAttribute('data-shown', show)
  }
}
