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

  it('keeps the open tier open, with nothing to announce, when it is clicked again', () => {
    const s = tierReducer(INITIAL_TIER_STATE, { type: 'select', key: 'essentials' })
    expect(s.selected).toBe('essentials')
    expect(s.touched).toBe(false)
    expect(tierReducer(s, { type: 'select', key: 'essentials' })).toBe(s)
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
    s = tierReducer(s, { type: 'release' })
    expect(tierReducer(s, { type: 'scroll', segment: 0 })).toBe(s) // same third: no change
    s = tierReducer(s, { type: 'scroll', segment: 1 })
    expect(s.selected).toBe('craft')
  })

  it('a click wins over the scroll it set off: thirds passed before the scroll settles do not count', () => {
    // from the page top (not pinned), a click on the craft scrolls its card into view first
    let s = tierReducer(INITIAL_TIER_STATE, { type: 'select', key: 'craft' })
    s = tierReducer(s, { type: 'scroll', segment: 0 }) // the scroll arrives after the click
    s = tierReducer(s, { type: 'scroll', segment: 1 }) // a smooth scroll still gliding
    expect(s.selected).toBe('craft')
    s = tierReducer(s, { type: 'release' }) // the scroll has settled in the craft's third
    expect(tierReducer(s, { type: 'scroll', segment: 1 })).toBe(s)
    s = tierReducer(s, { type: 'scroll', segment: 2 }) // the visitor scrolls on
    expect(s.selected).toBe('vision')
  })

  it('keeps a tier clicked before the pin when the scroll then enters the pin', () => {
    // the section is on screen but not pinned yet: the visitor clicks, then scrolls on a little
    let s = tierReducer(INITIAL_TIER_STATE, { type: 'select', key: 'vision' })
    s = tierReducer(s, { type: 'release' })
    s = tierReducer(s, { type: 'scroll', segment: 0 }) // the pin starts: essentials' third
    expect(s.selected).toBe('vision')
    s = tierReducer(s, { type: 'scroll', segment: null }) // back up, out of the pin
    s = tierReducer(s, { type: 'scroll', segment: 0 })
    expect(s.selected).toBe('vision')
    s = tierReducer(s, { type: 'scroll', segment: 1 }) // on into the next third: the scroll leads
    expect(s.selected).toBe('craft')
    s = tierReducer(s, { type: 'scroll', segment: null })
    s = tierReducer(s, { type: 'scroll', segment: 0 }) // no click since: entering opens its third
    expect(s.selected).toBe('essentials')
  })

  it('leaves the selection alone when the pin lets go', () => {
    let s = tierReducer(INITIAL_TIER_STATE, { type: 'scroll', segment: 2 })
    s = tierReducer(s, { type: 'scroll', segment: null })
    expect(s.selected).toBe('vision')
    expect(s.segment).toBeNull()
  })
})
