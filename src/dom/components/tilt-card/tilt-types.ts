import type { GlareSource } from '../../../canvas/scenes/card-glare/glare-registry'

/** Tilt presets (SPEC.md section 9): 'default' max 7, 'card' max 3.25, 'about' max 1.75. */
export type TiltVariant = 'default' | 'card' | 'about'

/** One card's live state: cached layout, pointer, and the current (damped) tilt and glare. */
export interface TiltCardState extends GlareSource {
  el: HTMLElement
  variant: TiltVariant
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
  spot: HTMLElement | null // the CSS glare's spot (tilt-card.module.css), moved, never repainted
  written: boolean // a transform is on the element
}

/** What a card's pointer handler passes on to the engine, read from the event when it came. */
export type PointerKind = 'enter' | 'move' | 'leave' | 'down' | 'up' | 'exaggerate'
export interface PointerFacts {
  pointerType: string
  clientX: number
  clientY: number
  button: number
  target: EventTarget | null
}
