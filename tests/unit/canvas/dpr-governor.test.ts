import { describe, expect, it } from 'vitest'
import { DprGovernor, type DprTuning } from '../../../src/canvas/dpr-governor'

const TUNING: DprTuning = { slowFrameMs: 38, fastFrameMs: 20, dprStep: 0.25, dprWindowFrames: 4 }

/** Feeds `n` drawn frames `ms` apart; returns every ratio change. */
function frames(g: DprGovernor, n: number, ms: number): number[] {
  const changes: number[] = []
  for (let i = 0; i < n; i++) {
    const next = g.tick(true, ms, TUNING)
    if (next !== null) changes.push(next)
  }
  return changes
}

describe('the canvas pixel-ratio governor', () => {
  it('lowers the ratio one step per window of slow frames, never below 1', () => {
    const g = new DprGovernor(2)
    expect(frames(g, 5, 50)).toEqual([1.75]) // the first frame only starts the count
    expect(frames(g, 4 * 10, 50)).toEqual([1.5, 1.25, 1])
    expect(g.dpr).toBe(1)
  })

  it('raises it again when frames are fast, never above the maximum', () => {
    const g = new DprGovernor(1.5)
    frames(g, 9, 60)
    expect(g.dpr).toBe(1)
    expect(frames(g, 4 * 10, 16)).toEqual([1.25, 1.5])
  })

  it('holds between the thresholds (hysteresis)', () => {
    const g = new DprGovernor(2)
    expect(frames(g, 40, 30)).toEqual([])
  })

  it('does not count a pause between drawn frames as a slow frame', () => {
    const g = new DprGovernor(2)
    for (let i = 0; i < 20; i++) {
      expect(g.tick(true, 16, TUNING)).toBeNull()
      expect(g.tick(false, 1000, TUNING)).toBeNull() // nothing drawn: a page at rest
    }
    expect(g.dpr).toBe(2)
  })
})
