import { describe, expect, it } from 'vitest'
import { ARTICLES, findArticle, isValidSlug } from '../../../src/content/articles'

describe('the compiled articles', () => {
  it('holds the six builds, newest first, each complete', () => {
    expect(ARTICLES.map((a) => a.slug).sort()).toEqual(
      ['azoth', 'azoth-dev', 'azoth-gmk', 'bauer-lite', 'neo-ergo', 'nuphy65'].sort()
    )
    const dates = ARTICLES.map((a) => a.isoDate)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const a of ARTICLES) {
      expect(a.fullContent, a.slug).toMatch(/<p>/)
      expect(a.fullContent, a.slug).not.toMatch(/<script|\son\w+=|javascript:/i)
      expect(a.cover?.width, a.slug).toBeGreaterThan(0)
      expect(a.gallery.length, a.slug).toBeGreaterThanOrEqual(2)
      expect(a.gallery.length, a.slug).toBeLessThanOrEqual(4)
    }
  })

  it('finds an article by slug and nothing for malformed ones', () => {
    expect(findArticle('azoth')?.title).toBe('azoth')
    expect(findArticle('nope')).toBeUndefined()
    for (const bad of ['<script>', 'AZOTH', 'a'.repeat(200), '../azoth', 'azoth%00', ''])
      expect(isValidSlug(bad), bad).toBe(false)
  })
})
