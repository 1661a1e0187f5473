import { describe, expect, it } from 'vitest'
import { FAQ, INFO_LINES, toggleFaq } from '../../../src/content/faq'

describe('faq content', () => {
  it('has the three info lines and seven questions', () => {
    expect(INFO_LINES.map((l) => l.label)).toEqual(['Shipping', 'Turnaround', 'Quality Assurance'])
    expect(FAQ).toHaveLength(7)
  })

  it('answers from the terms', () => {
    const all = FAQ.map((f) => f.answer).join(' ')
    expect(all).toMatch(/50% deposit upfront/)
    expect(all).toMatch(/3-7 business days/)
    expect(all).toMatch(/2-4 weeks/)
    expect(all).toMatch(/customs and import fees/)
  })
})

describe('toggleFaq (one answer open at a time)', () => {
  it('opens the clicked answer, closing any other', () => {
    expect(toggleFaq(null, 2)).toBe(2)
    expect(toggleFaq(2, 5)).toBe(5)
  })
  it('closes the open answer when it is clicked again', () => {
    expect(toggleFaq(3, 3)).toBeNull()
  })
})
