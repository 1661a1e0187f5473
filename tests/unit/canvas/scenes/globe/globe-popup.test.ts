import { describe, expect, it } from 'vitest'
import { updatePopup, type GlobeOverlay } from '../../../../../src/canvas/scenes/globe/globe-popup'
import { latLngToLocal } from '../../../../../src/canvas/scenes/globe/globe-math'

/** The globe's square on screen, its popup's size, and a marker facing the visitor at `lat`. */
function place(lat: number) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  const line = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  svg.append(line)
  const popup = document.createElement('div')
  const overlay: GlobeOverlay = { popup, line, size: { width: 150, height: 44 } }
  const v = { x: 600, y: 100, width: 500, height: 500, visible: true }
  const radius = 200
  const state = {
    spin: 0,
    radius,
    hasMarker: true,
    markerLocal: latLngToLocal(lat, 20),
    world: { x: 0, y: 0, z: 0 },
    popupShown: false,
    popupEl: null,
  }
  updatePopup(state, 0, v, overlay)
  const m = /translate3d\(([-\d.]+)px, ([-\d.]+)px/.exec(popup.style.transform)!
  const box = { left: Number(m[1]), top: Number(m[2]), width: 150, height: 44 }
  const marker = {
    x: v.x + v.width / 2 + state.world.x * radius,
    y: v.y + v.height / 2 - state.world.y * radius,
  }
  return { box, marker, v, popup, d: line.getAttribute('d')! }
}

const covers = (
  b: { left: number; top: number; width: number; height: number },
  p: { x: number; y: number }
) => p.x >= b.left && p.x <= b.left + b.width && p.y >= b.top && p.y <= b.top + b.height

describe('the globe coordinates popup', () => {
  it('sits above the marker where the square has room', () => {
    const { box, marker, popup } = place(10)
    expect(popup.hasAttribute('data-shown')).toBe(true)
    expect(box.top + box.height).toBeLessThan(marker.y)
  })

  it('goes below a marker near the top instead of covering it, inside the square', () => {
    for (const lat of [60, 70, 80]) {
      const { box, marker, v, d } = place(lat)
      expect(covers(box, marker), `lat ${lat}`).toBe(false)
      expect(box.top).toBeGreaterThan(marker.y)
      expect(box.top + box.height).toBeLessThanOrEqual(v.y + v.height)
      // the line runs from the marker to the popup's upper edge
      expect(d.endsWith(` ${box.top.toFixed(1)}`)).toBe(true)
    }
  })
})
