import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARTICLES, findArticle, isValidSlug } from '../../../src/content/articles'
import { ARTICLE_CARDS } from '../../../src/content/article-cards'
import { hasArticle, loadArticle } from '../../../src/content/article-bodies'

describe('the compiled articles', () => {
  it('holds every build of content/keyboards/, newest first, each complete', () => {
    const files = fs
      .readdirSync('content/keyboards')
      .filter((n) => n.endsWith('.md') && n !== 'README.md')
      .map((n) => n.slice(0, -3))
    expect(files.length).toBeGreaterThanOrEqual(6)
    expect(ARTICLES.map((a) => a.slug).sort()).toEqual(files.sort())
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

describe('what the browser loads of the articles', () => {
  it('gives the gallery and the ring every card, in the same order, without the bodies', () => {
    expect(ARTICLE_CARDS.map((c) => c.slug)).toEqual(ARTICLES.map((a) => a.slug))
    for (const card of ARTICLE_CARDS) {
      const whole = ARTICLES.find((a) => a.slug === card.slug)!
      expect(card.title).toBe(whole.title)
      expect(card.cover).toEqual(whole.cover)
      expect(card.sound?.duration).toBe(whole.sound?.duration)
      for (const body of ['fullContent', 'gallery', 'images', 'testimonialBy'])
        expect(card, `${card.slug}.${body}`).not.toHaveProperty(body)
      if (card.sound) expect(card.sound).not.toHaveProperty('stock')
    }
  })

  it('loads one article whole by its slug, once, and knows no other slug', async () => {
    const p = loadArticle('azoth')
    expect(loadArticle('azoth')).toBe(p) // the same promise: React's use reads it
    expect(await p).toEqual(findArticle('azoth'))
    expect((p as { status?: string }).status).toBe('fulfilled')
    expect(hasArticle('azoth')).toBe(true)
    for (const bad of ['nope', 'AZOTH', '../azoth', 'constructor', '__proto__', 'toString', ''])
      expect(hasArticle(bad), bad).toBe(false)
  })
})
