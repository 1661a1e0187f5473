import { describe, expect, it } from 'vitest'
import type { KeyboardArticle } from '../../../../src/content/articles'
import { sortNewestFirst } from '../../../../src/content/articles'
import { firstCount, hasMore, nextCount } from '../../../../src/routes/keyboards/paging'

function entry(id: number, isoDate: string): KeyboardArticle {
  return {
    id,
    slug: `board-${id}`,
    title: `board ${id}`,
    date: isoDate,
    isoDate,
    images: [],
    gallery: [],
    snippet: '',
    testimonial: '',
    specs: '',
    fullContent: '',
    placeholder: true,
  }
}

// 23 test entries, in no particular order
const ENTRIES = Array.from({ length: 23 }, (_, i) =>
  entry(
    i + 1,
    `2024-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`
  )
)

describe('gallery order and paging', () => {
  it('sorts newest first, ties by the higher id', () => {
    const sorted = sortNewestFirst([...ENTRIES, entry(99, '2024-01-01'), entry(98, '2024-01-01')])
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!
      const b = sorted[i]!
      expect(a.isoDate > b.isoDate || (a.isoDate === b.isoDate && a.id > b.id)).toBe(true)
    }
  })

  it('shows 9, then 18, then all 23, then no more button', () => {
    const total = ENTRIES.length
    let count = firstCount(total, 9)
    expect(count).toBe(9)
    expect(hasMore(count, total)).toBe(true)
    count = nextCount(count, total, 9)
    expect(count).toBe(18)
    expect(hasMore(count, total)).toBe(true)
    count = nextCount(count, total, 9)
    expect(count).toBe(23)
    expect(hasMore(count, total)).toBe(false)
    expect(nextCount(count, total, 9)).toBe(23)
  })

  it('shows everything and no button when there are 9 or fewer', () => {
    expect(firstCount(6, 9)).toBe(6)
    expect(hasMore(firstCount(6, 9), 6)).toBe(false)
    expect(hasMore(firstCount(9, 9), 9)).toBe(false)
    expect(firstCount(0, 9)).toBe(0)
  })
})
