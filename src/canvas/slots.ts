import type { ReactNode } from 'react'
import { create } from 'zustand'
import { scrollStore } from '../state/scroll-store'
import { requestFrame } from '../lib/frame'
import { viewport } from '../lib/tracker'

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

interface StickyInfo {
  cssTop: number // px, the sticky element's `top`
  naturalTop: number // document px where the sticky element sits unstuck
  containerBottom: number // document px
  height: number // px, the sticky element
  offset: number // px, the slot's top within the sticky element
}

/**
 * One tracked place on the page where a scene is drawn. `el` null = the whole
 * viewport (e.g. the card-glare layer). Layout is cached in `doc` (document
 * coordinates, measured by the layout tracker); `view` is this frame's
 * viewport rectangle, computed without reading layout. How the scene is viewed
 * is the scene's own business: it declares its camera (drei `makeDefault`).
 */
export interface SlotEntry {
  id: string
  el: HTMLElement | null
  doc: Rect
  sticky: StickyInfo | null
  view: Rect & { visible: boolean }
  /** Where the last drawn frame drew it (viewport CSS px; not visible: it drew nothing). */
  shown: Rect & { visible: boolean }
  failed: boolean
  /** The slot has come within a viewport of the screen: its scene is built (layers: always). */
  near: boolean
  /** The scene has been drawn once: until then the slot keeps showing its fallback. */
  drawn: boolean
  /**
   * The scene moves by itself, not with the scroll: in 'lite' it may stand as a picture of
   * itself while the page scrolls (./still-on-scroll.ts).
   */
  stillOnScroll: boolean
  /** Post-processing the scene draws through (./effects/slot-bloom.tsx), while mounted. */
  composer?: SlotComposer | null
}

/** What the slot's renderer needs of a postprocessing EffectComposer. */
export interface SlotComposer {
  inputBuffer: { width: number; height: number; setSize(width: number, height: number): void }
  outputBuffer: { setSize(width: number, height: number): void }
  passes: readonly { setSize(width: number, height: number): void }[]
  render(deltaTime?: number): void
}

/** The one-way flags of a slot: each is set once and never cleared. */
type SlotFlag = 'failed' | 'near' | 'drawn'

/** A new slot entry, not measured yet. */
export function createSlotEntry(
  id: string,
  el: HTMLElement | null,
  stillOnScroll = false
): SlotEntry {
  return {
    id,
    el,
    doc: { x: 0, y: 0, width: 0, height: 0 },
    sticky: null,
    view: { x: 0, y: 0, width: 0, height: 0, visible: false },
    shown: { x: 0, y: 0, width: 0, height: 0, visible: false },
    failed: false,
    near: el === null,
    drawn: false,
    stillOnScroll,
  }
}

interface SlotStoreState {
  /** The slots on the page: a new array only when one is added or removed. */
  slots: SlotEntry[]
  /** Each slot's scene (React node), by slot id: a new node re-renders that slot's view alone. */
  nodes: Readonly<Record<string, ReactNode>>
  /** Bumped when a flag changes (the entries are mutated in place; selectors read them). */
  marks: number
  add: (entry: SlotEntry) => void
  update: (id: string, node: ReactNode) => void
  remove: (id: string) => void
  /** Sets one of the slot's flags (renders its subscribers only if it changed). */
  mark: (id: string, flag: SlotFlag) => void
}

/**
 * The slots on the page now; the canvas renders one view per entry. The stage
 * subscribes to `slots` (add, remove), each view to its own node and flags, so
 * a page re-rendering its scene never re-renders the stage or another slot.
 */
export const useSlotStore = create<SlotStoreState>()((set, get) => ({
  slots: [],
  nodes: {},
  marks: 0,
  add: (entry) => {
    set({ slots: [...get().slots, entry] })
    requestFrame()
  },
  update: (id, node) => {
    const { slots, nodes } = get()
    if (!slots.some((s) => s.id === id) || nodes[id] === node) return
    set({ nodes: { ...nodes, [id]: node } })
    requestFrame()
  },
  remove: (id) => {
    const nodes = { ...get().nodes }
    delete nodes[id]
    set({ slots: get().slots.filter((s) => s.id !== id), nodes })
    requestFrame()
  },
  mark: (id, flag) => {
    const entry = get().slots.find((s) => s.id === id)
    if (!entry || entry[flag]) return
    entry[flag] = true
    set({ marks: get().marks + 1 })
  },
}))

/** One flag of a slot (false once it is gone): for `useSlotStore` selectors. */
export function slotFlag(state: SlotStoreState, id: string, flag: SlotFlag): boolean {
  return state.slots.find((x) => x.id === id)?.[flag] ?? false
}

function findSticky(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    if (getComputedStyle(p).position === 'sticky') return p
  }
  return null
}

/** Measures one slot's layout (reads layout: the tracker calls it, src/lib/tracker.ts). */
export function measureSlot(entry: SlotEntry): void {
  if (!entry.el) return
  const scrollY = scrollStore.getState().y
  const r = entry.el.getBoundingClientRect()
  entry.doc.x = r.left
  entry.doc.y = r.top + scrollY
  entry.doc.width = r.width
  entry.doc.height = r.height
  const stickyEl = findSticky(entry.el)
  const container = stickyEl?.parentElement
  if (!stickyEl || !container) {
    entry.sticky = null
    return
  }
  const sr = stickyEl.getBoundingClientRect()
  const cr = container.getBoundingClientRect()
  const cssTop = parseFloat(getComputedStyle(stickyEl).top) || 0
  const stuck = cr.top < cssTop
  entry.sticky = {
    cssTop,
    naturalTop: cr.top + scrollY + (stuck ? 0 : sr.top - cr.top),
    containerBottom: cr.bottom + scrollY,
    height: sr.height,
    offset: r.top - sr.top,
  }
}

/** Computes this frame's viewport rectangle from the cached layout and scroll (no layout reads). */
export function updateSlotView(entry: SlotEntry, scrollY: number): void {
  const v = entry.view
  if (!entry.el) {
    v.x = 0
    v.y = 0
    v.width = viewport.width
    v.height = viewport.height
    v.visible = viewport.width > 0
    return
  }
  const s = entry.sticky
  let top = entry.doc.y - scrollY
  if (s) {
    const stickyTop = Math.min(
      Math.max(s.naturalTop - scrollY, s.cssTop),
      s.containerBottom - s.height - scrollY
    )
    top = stickyTop + s.offset
  }
  v.x = entry.doc.x
  v.y = top
  v.width = entry.doc.width
  v.height = entry.doc.height
  v.visible =
    v.width > 0 &&
    v.height > 0 &&
    top < viewport.height &&
    top + v.height > 0 &&
    v.x < viewport.width &&
    v.x + v.width > 0
}
