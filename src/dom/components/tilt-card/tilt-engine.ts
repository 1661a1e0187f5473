/**
 * The motion of every tilt card on the page, outside React: pointer events set
 * targets, one shared tick on the clock (DOM priority, before the canvas draws)
 * damps toward them and writes the transform, so the canvas glare drawn in the
 * same frame lines up with the card. Runs only while some card is moving.
 */
import { create } from 'zustand'
import { addTick, TICK_PRIORITY } from '../../../app/clock'
import { requestFrame } from '../../../canvas/frame'
import { createSlotEntry, measureSlot, type SlotEntry } from '../../../canvas/slots'
import { isLite } from '../../../state/lite-tier'
import { scrollStore } from '../../../state/scroll-store'
import { watchViewportResize } from '../../../state/viewport-resize'

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
}

function measureAll(): void {
  for (const card of cards) measureCard(card)
}

function watchLayout(): () => void {
  const stopResize = watchViewportResize(measureAll)
  const unsub = scrollStore.subscribe((s, prev) => {
    if (prev.scrolling && !s.scrolling) {
      for (const card of cards) if (card.hover || card.glare > 0) measureCard(card)
    } else if (s.scrolling && !prev.scrolling) {
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
  return () => {
    stopResize()
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

let frameCode: Promise<typeof import('./tilt-motion')> | null = null

/**
 * Makes sure the shared tick runs (called from pointer events). Its per-frame code
 * (./tilt-motion.ts) loads with the first pointer on a card: no page pays for it before.
 */
export function wake(): void {
  if (stopTick) return
  frameCode ??= import('./tilt-motion')
  frameCode.then(
    ({ stepCards }) => {
      if (stopTick || cards.length === 0) return
      lastTime = 0
      stopTick = addTick((time) => {
        const dt = lastTime ? Math.min(64, time - lastTime) : 16.7
        lastTime = time
        const { moving, glareOnCanvas } = stepCards(cards, time, dt)
        if (glareOnCanvas) requestFrame()
        if (moving) return
        stopTick?.()
        stopTick = null
        requestFrame() // one last frame clears the glare
      }, TICK_PRIORITY.dom)
    },
    () => {} // not loaded (offline): the cards stay flat
  )
}
