import { HOME_TIERS, type TierKey } from '../../content/tiers'

/** Which tier card is expanded, and which third of the pinned scroll last chose one. */
export interface TierState {
  selected: TierKey
  segment: number | null // null while the section is not pinned
  touched: boolean // the selection has changed since the page opened (worth announcing)
}

/** What changes the expanded card: a click, or the pinned scroll entering another third. */
export type TierAction =
  { type: 'select'; key: TierKey } | { type: 'scroll'; segment: number | null }

/** Essentials expanded first; no scroll segment yet. */
export const INITIAL_TIER_STATE: TierState = {
  selected: 'essentials',
  segment: null,
  touched: false,
}

/**
 * Exactly one tier is expanded. A click expands that tier. Scrolling through
 * the pin expands the tier of each third as the visitor enters it, so a click
 * holds until the scroll moves into another third. Returns the same object
 * when nothing changes (no re-render).
 */
export function tierReducer(state: TierState, action: TierAction): TierState {
  if (action.type === 'select') {
    return action.key === state.selected ? state : { ...state, selected: action.key, touched: true }
  }
  const { segment } = action
  if (segment === state.segment) return state
  if (segment === null) return { ...state, segment }
  const tier = HOME_TIERS[segment]
  if (!tier) return state
  return tier.key === state.selected
    ? { ...state, segment }
    : { selected: tier.key, segment, touched: true }
}
