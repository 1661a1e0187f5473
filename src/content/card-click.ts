/**
 * The one hook point for clicks on gallery cards (SPEC.md: "a shared card-click
 * handler whose behaviour is not shown"). Today it only tells listeners on the
 * page; analytics can plug in here later. It never makes a network call.
 */

export const CARD_CLICK = 'thock:card-click'

type Handler = (slug: string) => void

let handler: Handler | null = null

/** Replaces the card-click handler (e.g. privacy-friendly analytics later); returns the remover. */
export function setCardClickHandler(fn: Handler): () => void {
  handler = fn
  return () => {
    if (handler === fn) handler = null
  }
}

/** Called by every gallery card on click with the card's slug. */
export function onCardClick(slug: string): void {
  handler?.(slug)
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(CARD_CLICK, { detail: { slug } }))
}
