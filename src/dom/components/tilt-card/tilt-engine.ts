/**
 * The motion of every tilt card on the page, outside React: pointer events set
 * targets, one shared tick on the clock (DOM priority, before the canvas draws)
 * damps toward them and writes the transform, so the canvas glare drawn in the
 * same frame lines up with the card. Runs only while some card is moving.
 */
import { create } from 'zustand'
import { addTick, TICK_PRIORITY } from '../../../app/clock'
import { requestFrame } from '../../../canvas/frame'
import { createSlotEntry, measureSlot, updateSlotView, type SlotEntry } from '../../../canvas/slots'
import { motion } from '../../../state/motion-store'
import { scrollStore } from '../../../state/scroll-store'
import type { Motion } from '../../../canvas/motion'

/** The 'lite' tier (quality-store.ts): CSS glare, and no tilt eased out under a scroll. */
export const lite = (): boolean => document.documentElement.dataset.quality === 'lite'

/** Tilt presets (SPEC.md section 9): 'default' max 7, 'card' max 3.25, 'about' max 1.75. */
export type TiltVariant = 'default' | 'card' | 'about'

/** One card's live state: cached layout, pointer, and the current (damped) tilt and glare. */
export interface TiltCardState {
  id: number
  el: HTMLElement
  variant: TiltVariant
  slot: SlotEntry // cached layout + this frame's viewport rect (same math as scene slots)
  radius: number // px, the card's corner radius (for the glare mask)
  hover: boolean
  /**
   * The pointer itself moved onto or over the card since the page last scrolled. A card the
   * page carries under a still pointer lies flat: following it would repaint the card every
   * scroll frame (whole frames in software compositing), and no one aimed it.
   */
  aimed: boolean
  /** Hovered and aimed: shown as `data-hover` (the card's hover look follows the aim too). */
  hovered: boolean
  still: boolean // no tilt or glare for this pointer (reduced motion): the hover look only
  pointerX: number // client px
  pointerY: number
  pressUntil: number // ms (clock time); the press shrink runs until then
  down: boolean
  exaggerateUntil: number // ms
  rx: number // deg, current rotateX
  ry: number // deg, current rotateY
  scale: number
  glare: number // current glare opacity (0-1)
  gx: number // glare centre in the card, 0-1 from the left
  gy: number // 0-1 from the top
  cssGlare: boolean // draw the glare with CSS (WebGL not ready)
  spot: HTMLElement | null // the CSS glare's spot (tilt-card.module.css), moved, never repainted
  spotRadius: number // px, half the spot's side (set when the card is measured)
  written: boolean // a transform is on the element
}

interface GlareState {
  owner: number | null // the card that hosts the page's one glare layer
  live: boolean // a canvas glare scene is mounted and drawing
  scenes: number // mounted glare scenes (briefly 2 while the host card changes)
}

/** Which card hosts the glare layer, and whether the canvas draws the glare. */
export const useGlareStore = create<GlareState>()(() => ({ owner: null, live: false, scenes: 0 }))

/** Called by the glare scene on mount (+1) and unmount (-1). */
export function glareSceneMounted(delta: 1 | -1): void {
  const scenes = Math.max(0, useGlareStore.getState().scenes + delta)
  useGlareStore.setState({ scenes, live: scenes > 0 })
}

const cards: TiltCardState[] = []
let nextId = 1
let stopTick: (() => void) | null = null
let lastTime = 0
let unwatch: (() => void) | null = null

/** The registered cards (read by the glare scene every frame; do not mutate). */
export function tiltCards(): readonly TiltCardState[] {
  return cards
}

/** The preset numbers for a variant. */
export function presetFor(
  variant: TiltVariant,
  tilt: Motion['tilt']
): { maxDeg: number; glare: number; scale: number } {
  if (variant === 'card')
    return { maxDeg: tilt.cardMaxDeg, glare: tilt.cardGlare, scale: tilt.cardScale }
  if (variant === 'about')
    return { maxDeg: tilt.aboutMaxDeg, glare: tilt.aboutGlare, scale: tilt.aboutScale }
  return { maxDeg: tilt.maxDeg, glare: tilt.glare, scale: tilt.scale }
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

/** Measures a card's untransformed rectangle (layout read: on enter, resize, scroll end only). */
export function measureCard(card: TiltCardState): void {
  measureSlot(card.slot)
  const doc = card.slot.doc
  // the bounding box includes the current tilt; the centre does not move, the size does
  const w = card.el.offsetWidth
  const h = card.el.offsetHeight
  if (w > 0 && h > 0) {
    const dx = (doc.width - w) / 2
    const dy = (doc.height - h) / 2
    doc.x += dx
    doc.y += dy
    doc.width = w
    doc.height = h
    if (card.slot.sticky) card.slot.sticky.offset += dy
  }
  card.radius = parseFloat(getComputedStyle(card.el).borderTopLeftRadius) || 0
  if (card.spot) {
    // a constant radius near the card's farthest-corner distance from a typical glare point
    card.spotRadius = Math.round(0.75 * Math.hypot(doc.width, doc.height))
    card.spot.style.width = card.spot.style.height = `${card.spotRadius * 2}px`
  }
}

function measureAll(): void {
  for (const card of cards) measureCard(card)
}

function watchLayout(): () => void {
  const onResize = () => measureAll()
  window.addEventListener('resize', onResize)
  const unsub = scrollStore.subscribe((s, prev) => {
    if (prev.scrolling && !s.scrolling) {
      for (const card of cards) if (card.hover || card.glare > 0) measureCard(card)
    } else if (s.scrolling && !prev.scrolling) {
      // the page now moves under the pointer: cards lie flat until the pointer itself moves.
      // In 'lite' at once: every frame a card spends tilted is a 3D layer composited in
      // software, on top of the scroll's own frames
      const snap = lite()
      for (const card of cards) {
        card.aimed = false
        if (snap && card.written) {
          card.rx = card.ry = card.glare = 0
          card.scale = 1
          card.pressUntil = card.exaggerateUntil = 0
        }
      }
      if (cards.some((card) => card.written || card.hovered)) wake()
    }
  })
  return () => {
    window.removeEventListener('resize', onResize)
    unsub()
  }
}

/** Adds a card (and its CSS glare spot, if any) to the page's registry; returns its state. */
export function registerCard(
  el: HTMLElement,
  variant: TiltVariant,
  spot: HTMLElement | null = null
): TiltCardState {
  const card: TiltCardState = {
    id: nextId++,
    el,
    variant,
    slot: createSlotEntry('tilt-card', el),
    radius: 0,
    hover: false,
    aimed: false,
    hovered: false,
    still: false,
    pointerX: 0,
    pointerY: 0,
    pressUntil: 0,
    down: false,
    exaggerateUntil: 0,
    rx: 0,
    ry: 0,
    scale: 1,
    glare: 0,
    gx: 0.5,
    gy: 0.5,
    cssGlare: true,
    spot,
    spotRadius: 0,
    written: false,
  }
  cards.push(card)
  if (!unwatch) unwatch = watchLayout()
  if (useGlareStore.getState().owner === null) useGlareStore.setState({ owner: card.id })
  return card
}

/** Removes a card (on unmount); hands the glare layer to another card if it hosted it. */
export function unregisterCard(card: TiltCardState): void {
  const i = cards.indexOf(card)
  if (i !== -1) cards.splice(i, 1)
  if (useGlareStore.getState().owner === card.id)
    useGlareStore.setState({ owner: cards[0]?.id ?? null })
  if (cards.length === 0) {
    unwatch?.()
    unwatch = null
    stopTick?.()
    stopTick = null
  }
  requestFrame()
}

/** Makes sure the shared tick runs (called from pointer events). */
export function wake(): void {
  if (stopTick) return
  lastTime = 0
  stopTick = addTick(step, TICK_PRIORITY.dom)
}

function step(time: number): void {
  const dt = lastTime ? Math.min(64, time - lastTime) : 16.7
  lastTime = time
  const tilt = motion().tilt
  const k = dampFactor(dt, tilt.smoothingMs)
  const scrollY = scrollStore.getState().y
  let moving = false
  let glareOnCanvas = false
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!
    const preset = presetFor(card.variant, tilt)
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
        card.spot?.style.setProperty('opacity', '0')
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
      const r = card.spotRadius
      card.spot.style.transform = `translate3d(${(card.gx * v.width - r).toFixed(1)}px, ${(card.gy * v.height - r).toFixed(1)}px, 0)`
      card.spot.style.opacity = Math.min(1, card.glare * 3).toFixed(4)
    } else if (!card.cssGlare) glareOnCanvas = true
  }
  if (glareOnCanvas) requestFrame()
  if (!moving) {
    stopTick?.()
    stopTick = null
    requestFrame() // one last frame clears the glare
  }
}
