import { describe, expect, it } from 'vitest'
import subset from '../../../src/styles/fonts/subset.json'

/** The copy the web fonts must draw: every source and content file, as text. */
const COPY = import.meta.glob(['/src/**/*.{ts,tsx}', '/content/**/*.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

describe('web font subsets', () => {
  it('cover every character of the copy (else: node scripts/gen-font-subsets.mjs, or an SVG from text-icons.tsx for a mark the fonts cannot draw)', () => {
    expect(Object.keys(COPY).length).toBeGreaterThan(20)
    const missing = new Set<string>()
    for (const text of Object.values(COPY))
      for (const ch of text) if (ch >= ' ' && !subset.chars.includes(ch)) missing.add(ch)
    expect([...missing].join('')).toBe('')
  })
})
