import { describe, expect, it } from 'vitest'
import { HOME_TIERS, findTier, tierPhrase } from '../../../src/content/tiers'
import { HOME_STORY, HOME_STORY_LETTERS } from '../../../src/content/home-story'

describe('home tiers content', () => {
  it('has essentials, craft and vision in that order with their titles', () => {
    expect(HOME_TIERS.map((t) => [t.key, t.title])).toEqual([
      ['essentials', 'the essentials.'],
      ['craft', 'the craft.'],
      ['vision', 'the vision.'],
    ])
  })

  it('carries each tier’s three keywords', () => {
    expect(findTier('essentials').keywords).toEqual(['tuned.', 'to.', 'perfection.'])
    expect(findTier('craft').keywords).toEqual(['crafted.', 'for.', 'precision.'])
    expect(findTier('vision').keywords).toEqual(['your.', 'curated.', 'dream.'])
  })

  it('reads the keywords to screen readers as one phrase', () => {
    expect(tierPhrase(findTier('craft'))).toBe('the craft. crafted for precision.')
  })

  it('keeps all copy in lower case', () => {
    for (const t of HOME_TIERS) {
      for (const text of [t.title, t.description, ...t.includes]) {
        expect(text).toBe(text.toLowerCase())
      }
    }
    expect(HOME_STORY).toBe(HOME_STORY.toLowerCase())
  })

  it('tells the builder’s story: 17, listening, foams, tape and stabilizers', () => {
    for (const words of ['17', 'listening', 'foam', 'tape', 'stabilizers']) {
      expect(HOME_STORY).toContain(words)
    }
    expect(HOME_STORY_LETTERS).toBe(HOME_STORY.replace(/ /g, '').length)
  })
})
