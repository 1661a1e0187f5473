import { motion } from '../../../state/motion-store'
import { requestFrame } from '../../../lib/frame'
import { placeSpot, type GlobeParts } from './globe-parts'
import {
  latLngToLocal,
  pointToLatLng,
  raySphereHit,
  spinFacing,
  type LatLng,
  type Vec3,
} from './globe-math'

/** Everything about the globe that changes per frame or per event, mutated in place (no React state). */
export interface GlobeState {
  spin: number
  /** Radians of drag / key turn still to apply (damped). */
  pending: number
  /** The globe's radius in px, as last drawn. */
  radius: number
  time: number
  rippleStart: number
  markerLocal: Vec3
  hasMarker: boolean
  world: Vec3
  popupShown: boolean
  popupEl: HTMLElement | null
  // pointer
  pointerId: number
  downAt: number
  downX: number
  downY: number
  lastX: number
  moved: boolean
  hoverSphere: boolean
}

export function createGlobeState(homeLng: number): GlobeState {
  return {
    spin: spinFacing(homeLng) - 0.35, // home starts a little left of centre and turns into view
    pending: 0,
    radius: 0,
    time: 0,
    rippleStart: -1,
    markerLocal: { x: 0, y: 0, z: 1 },
    hasMarker: false,
    world: { x: 0, y: 0, z: 0 },
    popupShown: false,
    popupEl: null,
    pointerId: -1,
    downAt: 0,
    downX: 0,
    downY: 0,
    lastX: 0,
    moved: false,
    hoverSphere: false,
  }
}

/**
 * Listens on the slot element: drags and arrow keys turn the globe; a click, a tap,
 * Enter or Space drops the marker (hit-tested against the sphere) and calls `onPick` with its
 * place; Escape takes it and its popup away and calls `onPick(null)`.
 * Marks the element `data-globe="ready"` while listening. Returns the detach.
 */
export function attachGlobeInput(
  el: HTMLElement,
  s: GlobeState,
  parts: GlobeParts,
  onPick: (at: LatLng | null) => void
): () => void {
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
    onPick({ lat, lng })
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
    if (Math.hypot(e.clientX - s.downX, e.clientY - s.downY) > motion().globe.movePx) s.moved = true
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
    } else if (e.key === 'Escape' && s.hasMarker) {
      // the marker and its popup go (the popup follows `hasMarker` in the next frame)
      s.hasMarker = false
      s.rippleStart = -1
      parts.marker.visible = false
      parts.ripple.visible = false
      onPick(null)
      requestFrame()
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
}
