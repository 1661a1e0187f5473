import { describe, expect, it } from 'vitest'
import { INITIAL_TIER_STATE, tierReducer } from '../../../../src/routes/home/tier-state'

describe('home tier selector', () => {
  it('starts with essentials expanded and nothing to announce', () => {
    expect(INITIAL_TIER_STATE.selected).toBe('essentials')
    expect(INITIAL_TIER_STATE.touched).toBe(false)
  })

  it('expands the tier that was clicked (exactly one is open)', () => {
    const s = tierReducer(INITIAL_TIER_STATE, { type: 'select', key: 'craft' })
    expect(s.selected).toBe('craft')
    expect(s.touched).toBe(true)
  })

  it('does nothing when the open tier is clicked again', () => {
    expect(tierReducer(INITIAL_TIER_STATE, { type: 'select', key: 'essentials' })).toBe(
      INITIAL_TIER_STATE
    )
  })

  it('opens the tier of each third of the pin as the scroll enters it', () => {
    let s = tierReducer(INITIAL_TIER_STATE, { type: 'scroll', segment: 0 })
    expect(s.selected).toBe('essentials')
    s = tierReducer(s, { type: 'scroll', segment: 1 })
    expect(s.selected).toBe('craft')
    s = tierReducer(s, { type: 'scroll', segment: 2 })
    expect(s.selected).toBe('vision')
  })

  it('keeps a clicked tier until the scroll moves into another third', () => {
    let s = tierReducer(INITIAL_TIER_STATE, { type: 'scroll', segment: 0 })
    s = tierReducer(s, { type: 'select', key: 'vision' })
    expect(tierReducer(s, { type: 'scroll', segment: 0 })).toBe(s) // same third: no change
    s = tierReducer(s, { type: 'scroll', segment: 1 })
    expect(s.selected).toBe('craft')
  })

  it('leaves the selection alone when the pin lets go', () => {
    let s = tierReducer(INITIAL_TIER_STATE, { type: 'scroll', segment: 2 })
    s = tierReducer(s, { type: 'scroll', segment: null })
    expect(s.selected).toBe('vision')
    expect(s.segment).toBeNull()
  })
})
