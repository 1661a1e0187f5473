import { DEFAULT_LAYOUT, PRICING, layoutApplies, type LayoutKey } from '../../../content/pricing'

/** The pricing panel's state (SPEC.md section 4): tier 0-2, layout, Essentials category. */
export interface PricingState {
  tier: number
  layout: LayoutKey
  tab: number
}

export type PricingAction =
  | { type: 'tier'; tier: number }
  | { type: 'layout'; layout: LayoutKey }
  | { type: 'tab'; tab: number }

export const INITIAL_PRICING: PricingState = { tier: 0, layout: DEFAULT_LAYOUT, tab: 0 }

/** Next state; choosing a tier always resets the category tab to the first. */
export function pricingReducer(state: PricingState, action: PricingAction): PricingState {
  switch (action.type) {
    case 'tier':
      if (action.tier < 0 || action.tier >= PRICING.length) return state
      return { ...state, tier: action.tier, tab: 0 }
    case 'layout':
      return state.layout === action.layout ? state : { ...state, layout: action.layout }
    case 'tab': {
      const count = PRICING[state.tier]?.services.length ?? 0
      if (action.tab < 0 || action.tab >= count) return state
      return { ...state, tab: action.tab }
    }
  }
}

/** Whether the tier shows category tabs (only Essentials does). */
export function hasCategoryTabs(tier: number): boolean {
  return PRICING[tier]?.key === 'essentials'
}

/** True when the layout switcher is greyed out: a tab whose prices are the same for every layout. */
export function layoutSwitcherDisabled(state: PricingState): boolean {
  if (!hasCategoryTabs(state.tier)) return false
  const category = PRICING[state.tier]?.services[state.tab]
  return category ? !layoutApplies(category) : false
}

/**
 * Index after an arrow/Home/End key in a row of `count` options (wrapping), or
 * null for any other key.
 */
export function rovingIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
