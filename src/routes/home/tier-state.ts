import { HOME_TIERS, type TierKey } from '../../content/tiers'

/** Which tier card is expanded, and which third of the pinned scroll last chose one. */
export interface TierState {
  selected: TierKey
  segment: number | null // null while the section is not pinned
  touched: boolean // the selection has changed since the page opened (worth announcing)
  held: boolean // a click chose the tier and the scroll it set off has not settled yet
  clicked: boolean // a click chose the tier and no scroll has moved from one third to another since
}

/**
 * What changes the expanded card: a click, the pinned scroll entering another third, or
 * the scroll settling after a click (`release`).
 */
export type TierAction =
  | { type: 'select'; key: TierKey }
  | { type: 'scroll'; segment: number | null }
  | { type: 'release' }

/** Essentials expanded first; no scroll segment yet. */
export const INITIAL_TIER_STATE: TierState = {
  selected: 'essentials',
  segment: null,
  touched: false,
  held: false,
  clicked: false,
}

/**
 * Exactly one tier is expanded. A click expands that tier and wins over the scroll: a click
 * often scrolls first (the card is brought into view, or a smooth scroll is still gliding), so
 * while the click is `held` the thirds the scroll passes only become its starting point.
 * Once the scroll has settled (`release`), moving into another third expands that third's tier;
 * entering the pin from above or below does not take back a clicked tier (the visitor often clicks
 * a card before the section pins, then scrolls on a little). Returns the same object when
 * nothing changes (no re-render).
 */
export function tierReducer(state: TierState, action: TierAction): TierState {
  if (action.type === 'select') {
    if (action.key === state.selected && state.held) return state
    return {
      ...state,
      selected: action.key,
      touched: state.touched || action.key !== state.selected,
      held: true,
      clicked: true,
    }
  }
  if (action.type === 'release') return state.held ? { ...state, held: false } : state
  const { segment } = action
  if (segment === state.segment) return state
  if (segment === null || state.held) return { ...state, segment }
  if (state.segment === null && state.clicked) return { ...state, segment }
  const tier = HOME_TIERS[segment]
  if (!tier) return state
  return tier.key === state.selected
    ? { ...state, segment, clicked: false }
    : { ...state, selected: tier.key, segment, touched: true, clicked: false }
}
