/**
 * The motion of every tilt card on the page, outside React: pointer events set
 * targets, one shared tick on the clock (DOM priority, before the canvas draws)
 * damps toward them and writes the transform, so the canvas glare drawn in the
 * same frame lines up with the card. Runs only while some card is moving.
 * Loaded by ./tilt-card.tsx with the first pointer on a card (with its per-frame code,
 * ./tilt-motion.ts): a page nobody points at, and every touch visit that never presses
 * a card, pays nothing for it. A card is registered then, not when it mounts.
 */
import { addTick, TICK_PRIORITY } from '../../../lib/clock'
import { requestFrame } from '../../../lib/frame'
import { addGlareSource } from '../../../canvas/scenes/card-glare/glare-registry'
import { createSlotEntry, measureSlot } from '../../../canvas/slots'
import { wantStage } from '../../../canvas/stage-demand'
import { motion } from '../../../state/motion-store'
import { isLite, mayDrawExtras } from '../../../state/quality-store'
import { scrollStore } from '../../../state/scroll-store'
import { useUiStore } from '../../../state/ui-store'
import { trackElement } from '../../../lib/tracker'
import { stepCards } from './tilt-motion'
import { canTilt, pressesCard } from './tilt-press'
import type { PointerFacts, PointerKind, TiltCardState, TiltVariant } from './tilt-types'

const cards: TiltCardState[] = []
const removers = new Map<TiltCardState, () => void>()
let stopTick: (() => void) | null = null
let lastTime = 0
let unwatch: (() => void) | null = null

/** Measures a card's untransformed rectangle (layout read: the tracker calls it, and a pointer's entry). */
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
}

/** The page starting to scroll under the cards (their layout is the tracker's). */
function watchScroll(): () => void {
  return scrollStore.subscribe((s, prev) => {
    if (s.scrolling && !prev.scrolling) {
      // the page now moves under the pointer: cards lie flat until the pointer itself moves.
      // In 'lite' at once: every frame a card spends tilted is a 3D layer composited in
      // software, on top of the scroll's own frames
      const snap = isLite()
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
}

/** Adds a card (and its CSS glare spot, if any) to the page's registry; returns its state. */
export function registerCard(
  el: HTMLElement,
  variant: TiltVariant,
  spot: HTMLElement | null = null
): TiltCardState {
  const card: TiltCardState = {
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
    written: false,
  }
  cards.push(card)
  const untrack = trackElement(el, () => measureCard(card))
  const removeGlare = addGlareSource(card)
  removers.set(card, () => {
    untrack()
    removeGlare()
  })
  unwatch ??= watchScroll()
  return card
}

/** Removes a card (on unmount); hands the glare layer to another card if it hosted it. */
export function unregisterCard(card: TiltCardState): void {
  const i = cards.indexOf(card)
  if (i !== -1) cards.splice(i, 1)
  removers.get(card)?.()
  removers.delete(card)
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
  if (stopTick || cards.length === 0) return
  lastTime = 0
  let drewGlare = false
  stopTick = addTick((time) => {
    const dt = lastTime ? Math.min(64, time - lastTime) : 16.7
    lastTime = time
    const { moving, glareOnCanvas } = stepCards(cards, time, dt)
    if (glareOnCanvas) requestFrame()
    drewGlare ||= glareOnCanvas
    if (moving) return
    stopTick?.()
    stopTick = null
    // one last frame clears the canvas glare (none to clear after a CSS glare or a press)
    if (drewGlare) requestFrame()
  }, TICK_PRIORITY.dom)
}

/**
 * One pointer event on a card (./tilt-card.tsx hands them over in order): it aims, leaves,
 * presses (the shrink), or, for `exaggerate`, gives the brief exaggerated tilt of a click.
 */
export function pointerOn(card: TiltCardState, kind: PointerKind, e: PointerFacts): void {
  const touch = e.pointerType === 'touch'
  switch (kind) {
    case 'enter':
      if (touch) return
      card.still = !canTilt()
      // the canvas glare: the CSS glare shows until the stage is ready
      if (!card.still && mayDrawExtras()) wantStage()
      measureCard(card)
      card.hover = true
      card.aimed = !scrollStore.getState().scrolling // not a card the scroll brings under the pointer
      break
    case 'move':
      if (touch) return
      if (!card.hover) {
        measureCard(card)
        card.hover = true
      }
      // the browser also sends moves when the page scrolls under a still pointer
      if (e.clientX !== card.pointerX || e.clientY !== card.pointerY) card.aimed = true
      break
    case 'leave':
      card.hover = false
      card.down = false
      wake()
      return
    case 'down':
      if (useUiStore.getState().reducedMotion || e.button !== 0) return
      if (!pressesCard(card, e.target)) return
      card.pressUntil = performance.now() + motion().tilt.pressMs
      card.down = !touch
      wake()
      return
    case 'up':
      card.down = false
      return
    case 'exaggerate':
      card.exaggerateUntil = performance.now() + motion().tilt.exaggerateMs
      card.hover = true
      card.aimed = true
      break
  }
  card.pointerX = e.clientX
  card.pointerY = e.clientY
  wake()
}
