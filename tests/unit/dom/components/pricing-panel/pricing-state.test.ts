import { describe, expect, it } from 'vitest'
import {
  INITIAL_PRICING,
  layoutSwitcherDisabled,
  pricingReducer,
  rovingIndex,
} from '../../../../../src/dom/components/pricing-panel/pricing-state'

describe('pricing state', () => {
  it('starts on Essentials, 60-65% and the first category', () => {
    expect(INITIAL_PRICING).toEqual({ tier: 0, layout: '60', tab: 0 })
  })

  it('resets the category tab to the first whenever the tier changes', () => {
    let s = pricingReducer(INITIAL_PRICING, { type: 'tab', tab: 3 })
    expect(s.tab).toBe(3)
    s = pricingReducer(s, { type: 'tier', tier: 1 })
    expect(s).toMatchObject({ tier: 1, tab: 0 })
    s = pricingReducer({ ...s, tier: 0, tab: 2 }, { type: 'tier', tier: 0 })
    expect(s.tab).toBe(0)
  })

  it('keeps the layout across tiers and tabs', () => {
    let s = pricingReducer(INITIAL_PRICING, { type: 'layout', layout: 'full' })
    s = pricingReducer(s, { type: 'tier', tier: 2 })
    expect(s.layout).toBe('full')
  })

  it('ignores tabs and tiers that do not exist', () => {
    expect(pricingReducer(INITIAL_PRICING, { type: 'tab', tab: 9 })).toBe(INITIAL_PRICING)
    expect(pricingReducer(INITIAL_PRICING, { type: 'tier', tier: -1 })).toBe(INITIAL_PRICING)
  })

  it('disables the layout switcher on the per-switch and per-set tabs only', () => {
    const at = (tier: number, tab: number) => layoutSwitcherDisabled({ tier, layout: '60', tab })
    expect(at(0, 0)).toBe(true) // switches
    expect(at(0, 1)).toBe(true) // stabilizers
    expect(at(0, 2)).toBe(false) // desoldering
    expect(at(0, 3)).toBe(false) // Foam Mods
    expect(at(1, 0)).toBe(false)
    expect(at(2, 0)).toBe(false)
  })

  it('moves with arrows, wraps, and jumps with Home/End', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1)
    expect(rovingIndex('ArrowDown', 2, 3)).toBe(0)
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2)
    expect(rovingIndex('ArrowUp', 1, 3)).toBe(0)
    expect(rovingIndex('Home', 2, 3)).toBe(0)
    expect(rovingIndex('End', 0, 4)).toBe(3)
    expect(rovingIndex('Enter', 0, 3)).toBeNull()
  })
})
