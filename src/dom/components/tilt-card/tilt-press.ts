import { viewport } from '../../../lib/tracker'
import { useUiStore } from '../../../state/ui-store'
import type { TiltCardState } from './tilt-types'

/** What counts as a control of its own inside a card: a press there is the control's, not the card's. */
const CONTROL =
  'a[href],button,input,select,textarea,label,summary,[tabindex]:not([tabindex="-1"]),' +
  '[role=button],[role=link],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=slider]'

/** Whether a press on `target` is on a control inside the card `el` (not the card itself). */
export function onControl(el: Element, target: EventTarget | null): boolean {
  const hit = target instanceof Element ? target.closest(CONTROL) : null
  return hit !== null && hit !== el && el.contains(hit)
}

/**
 * Whether a press shrinks the card (SPEC: for 120 ms): a press on the card's own surface, not on a
 * control inside it (the control shows its own press), and only on a card that fits the screen (a
 * card taller than the screen, such as the build service's pricing and FAQ, is a section, not a
 * thing to press). Each press of a control in such a card made the whole card a layer of its own
 * and back, a re-raster of a 390 x 3000 px area at every tap in software compositing.
 */
export function pressesCard(card: TiltCardState, target: EventTarget | null): boolean {
  return !onControl(card.el, target) && card.slot.doc.height <= viewport.height
}

/** No tilt on touch devices or with reduced motion (the hover look and the press stay). */
export function canTilt(): boolean {
  const ui = useUiStore.getState()
  return !ui.touch && !ui.reducedMotion
}
