/**
 * The tilt cards' per frame motion (with tilt-engine.ts, loaded with the first pointer on a
 * card): damps every card toward its pointer target and writes its transform, and the CSS
 * glare spot's position and opacity, without a repaint (see tilt-card.module.css).
 */
import { updateSlotView } from '../../../canvas/slots'
import { motion } from '../../../state/motion-store'
import { scrollStore } from '../../../state/scroll-store'
import type { Motion } from '../../../tuning/motion'
import type { TiltCardState, TiltVariant } from './tilt-types'

type Preset = { maxDeg: number; glare: number; scale: number }

/** The preset numbers for a variant, written into `out` (one object reused every frame). */
export function presetFor(
  variant: TiltVariant,
  tilt: Motion['tilt'],
  out: Preset = { maxDeg: 0, glare: 0, scale: 1 }
): Preset {
  const card = variant === 'card'
  const about = variant === 'about'
  out.maxDeg = card ? tilt.cardMaxDeg : about ? tilt.aboutMaxDeg : tilt.maxDeg
  out.glare = card ? tilt.cardGlare : about ? tilt.aboutGlare : tilt.glare
  out.scale = card ? tilt.cardScale : about ? tilt.aboutScale : tilt.scale
  return out
}

/**
 * The tilt toward a pointer at (nx, ny) in -1..1 card coordinates (y down): the
 * side under the pointer sinks, as if pressed.
 * @example tiltToward(1, 0, 7) // { rx: 0, ry: 7 }: the right edge goes away
 */
export function tiltToward(nx: number, ny: number, maxDeg: number): { rx: number; ry: number } {
  const x = Math.max(-1, Math.min(1, nx))
  const y = Math.max(-1, Math.min(1, ny))
  return { rx: -y * maxDeg + 0, ry: x * maxDeg + 0 }
}

/** Frame-rate independent damping factor for a step of dtMs with time constant tauMs. */
export function dampFactor(dtMs: number, tauMs: number): number {
  return tauMs <= 0 ? 1 : 1 - Math.exp(-dtMs / tauMs)
}

/** The CSS transform for a tilt (the glare shader applies the same matrix). */
export function tiltTransform(rx: number, ry: number, scale: number, perspective: number): string {
  return `perspective(${perspective}px) rotateX(${rx.toFixed(3)}deg) rotateY(${ry.toFixed(3)}deg) scale(${scale.toFixed(5)})`
}

/**
 * One frame of every card: damps tilt, scale and glare toward their targets (frame-rate
 * independent) and writes them; says whether any card still moves and whether the canvas
 * must draw the glare (one result object, reused every frame).
 */
const preset: Preset = { maxDeg: 0, glare: 0, scale: 1 }
const result = { moving: false, glareOnCanvas: false }

export function stepCards(
  cards: readonly TiltCardState[],
  time: number,
  dt: number
): Readonly<typeof result> {
  const tilt = motion().tilt
  const k = dampFactor(dt, tilt.smoothingMs)
  const scrollY = scrollStore.getState().y
  let moving = false
  let glareOnCanvas = false
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!
    presetFor(card.variant, tilt, preset)
    updateSlotView(card.slot, scrollY)
    const v = card.slot.view
    let trx = 0
    let try_ = 0
    let tScale = 1
    let tGlare = 0
    const aimed = card.hover && card.aimed
    if (aimed !== card.hovered) {
      card.hovered = aimed
      card.el.toggleAttribute('data-hover', aimed)
    }
    const tilting = aimed && !card.still
    if (tilting && v.width > 0 && v.height > 0) {
      const nx = ((card.pointerX - v.x) / v.width) * 2 - 1
      const ny = ((card.pointerY - v.y) / v.height) * 2 - 1
      let max = preset.maxDeg
      if (time < card.exaggerateUntil) max = tilt.exaggeratedDeg
      else if (card.down) max = preset.maxDeg * (tilt.reducedDeg / tilt.maxDeg)
      const t = tiltToward(nx, ny, max)
      trx = t.rx
      try_ = t.ry
      tScale = preset.scale
      tGlare = preset.glare
      card.gx += ((Math.max(-1, Math.min(1, nx)) + 1) / 2 - card.gx) * k
      card.gy += ((Math.max(-1, Math.min(1, ny)) + 1) / 2 - card.gy) * k
    }
    if (time < card.pressUntil) tScale *= tilt.pressScale
    card.rx += (trx - card.rx) * k
    card.ry += (try_ - card.ry) * k
    card.scale += (tScale - card.scale) * k
    card.glare += (tGlare - card.glare) * k
    const settled =
      !tilting &&
      time >= card.pressUntil &&
      Math.abs(card.rx) < 0.01 &&
      Math.abs(card.ry) < 0.01 &&
      Math.abs(card.scale - 1) < 0.0002 &&
      card.glare < 0.001
    const el = card.el
    if (settled) {
      if (card.written) {
        el.style.removeProperty('transform')
        el.style.removeProperty('will-change')
        el.removeAttribute('data-glaring')
        card.written = false
        card.rx = card.ry = card.glare = 0
        card.scale = 1
      }
      continue
    }
    moving = true
    // its own layer while it moves, rasterised once at its resting scale: each frame of the
    // tilt is then a compositor-only change (no repaint, no re-raster)
    if (!card.written) el.style.willChange = 'transform'
    card.written = true
    el.style.transform = tiltTransform(card.rx, card.ry, card.scale, tilt.perspectivePx)
    if (card.cssGlare && card.spot) {
      if (!el.hasAttribute('data-glaring')) el.setAttribute('data-glaring', '')
      // the spot is twice the card's width (CSS): its centre on the glare point
      card.spot.style.transform = `translate(${(card.gx - 1) * v.width}px,${card.gy * v.height - v.width}px)`
      card.spot.style.opacity = Math.min(1, card.glare * 3).toFixed(4)
    } else if (!card.cssGlare) glareOnCanvas = true
  }
  result.moving = moving
  result.glareOnCanvas = glareOnCanvas
  return result
}
