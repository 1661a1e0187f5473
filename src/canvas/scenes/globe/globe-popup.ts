import { motion } from '../../../state/motion-store'
import { localToWorld, type Vec3 } from './globe-math'

/**
 * DOM the scene moves every frame: the coordinates popup and the curved line to the marker, and
 * the popup's size (kept by a ResizeObserver where the popup is rendered: no layout read here).
 */
export interface GlobeOverlay {
  popup: HTMLElement | null
  line: SVGPathElement | null
  size: { width: number; height: number }
}

/** What the popup reads of the globe's state (globe-input.ts's GlobeState) and writes back. */
interface PopupState {
  spin: number
  radius: number
  hasMarker: boolean
  markerLocal: Vec3
  world: Vec3
  popupShown: boolean
  popupEl: HTMLElement | null
}

/** Moves the popup and its curved line to the marker (viewport px), hiding them on the far side. */
export function updatePopup(
  s: PopupState,
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
      const { width, height } = overlay.size
      // beside the marker, away from the globe's middle and above it (below it where the
      // square has no room above, so it never covers the marker), but never past the globe's
      // square: it stays in the hero card, off the heading and on the screen
      const wantX = side > 0 ? mx + offset : mx - offset - width
      const left = Math.max(v.x, Math.min(wantX, v.x + v.width - width))
      const above = my - offset - height
      const below = above < v.y
      const top = below ? Math.min(my + offset, v.y + v.height - height) : above
      // the line ends on the popup's edge nearest the marker, at its corner nearest the marker
      // where it can
      const ax = Math.max(left, Math.min(mx + side * offset, left + width))
      const ay = below ? top : top + height
      popup.style.transform = `translate3d(${left.toFixed(1)}px, ${top.toFixed(1)}px, 0)`
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

/** Hides the popup and its line (when the scene goes away). */
export function hidePopup(overlay: GlobeOverlay): void {
  overlay.popup?.removeAttribute('data-shown')
  overlay.line?.parentElement?.removeAttribute('data-shown')
}
