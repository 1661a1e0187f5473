import { describe, expect, it } from 'vitest'
import { pinSegment, rangeProgress, revealedLetters } from '../../../../src/routes/home/timeline'

describe('home scroll timeline', () => {
  it('reveals no letters before the hero has been scrolled', () => {
    expect(revealedLetters(0, 0, 3700, 400)).toBe(0)
    expect(revealedLetters(-50, 0, 3700, 400)).toBe(0)
  })

  it('reveals letters in proportion to the scroll through the reveal length', () => {
    expect(revealedLetters(1850, 0, 3700, 400)).toBe(200)
    expect(revealedLetters(925, 0, 3700, 400)).toBe(100)
    expect(revealedLetters(9.25, 0, 3700, 400)).toBe(1) // one letter every 9.25 px
  })

  it('counts from where the reveal starts', () => {
    expect(revealedLetters(500, 500, 3700, 400)).toBe(0)
    expect(revealedLetters(500 + 3700 / 4, 500, 3700, 400)).toBe(100)
  })

  it('reveals every letter at the end of the reveal and after it', () => {
    expect(revealedLetters(3700, 0, 3700, 401)).toBe(401)
    expect(revealedLetters(12_000, 0, 3700, 401)).toBe(401)
  })

  it('never goes backwards as the scroll grows', () => {
    let last = 0
    for (let y = 0; y <= 3700; y += 7) {
      const n = revealedLetters(y, 0, 3700, 401)
      expect(n).toBeGreaterThanOrEqual(last)
      last = n
    }
  })

  it('clamps range progress to 0-1', () => {
    expect(rangeProgress(-10, 0, 100)).toBe(0)
    expect(rangeProgress(50, 0, 100)).toBe(0.5)
    expect(rangeProgress(500, 0, 100)).toBe(1)
  })

  it('splits the pinned range into thirds, and is null outside it', () => {
    expect(pinSegment(999, 1000, 2800, 3)).toBeNull()
    expect(pinSegment(1000, 1000, 2800, 3)).toBe(0)
    expect(pinSegment(1000 + 1400, 1000, 2800, 3)).toBe(1)
    expect(pinSegment(1000 + 2799, 1000, 2800, 3)).toBe(2)
    expect(pinSegment(1000 + 2800, 1000, 2800, 3)).toBe(2)
    expect(pinSegment(1000 + 2801, 1000, 2800, 3)).toBeNull()
  })
})
