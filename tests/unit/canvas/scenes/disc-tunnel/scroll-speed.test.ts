import { describe, expect, it } from 'vitest'
import { scrollSpeed } from '../../../../../src/canvas/scenes/disc-tunnel/disc-tunnel-scene'

describe("the tunnel's push from the scroll", () => {
  it("reads a finger's or a key's scroll as Lenis's velocity was read: px per 60 Hz frame", () => {
    // on a phone the page scrolls natively (Lenis smooths the wheel only): the speed must come
    // from the page's own movement, or touch visitors never see the tunnel rush
    expect(scrollSpeed(1000, 1030, 1 / 60)).toBeCloseTo(30)
    expect(scrollSpeed(1030, 1000, 1 / 60)).toBeCloseTo(30) // up as well as down
    expect(scrollSpeed(1000, 1015, 1 / 120)).toBeCloseTo(30) // a 120 Hz screen, same speed
    // a fling across a gap in the frames (the stage drew nothing while no scene was on screen)
    expect(scrollSpeed(0, 1200, 0.5)).toBeCloseTo(40)
  })

  it('takes a jump for no scroll (a Back, a #fragment), and a still page for none', () => {
    expect(scrollSpeed(0, 4800, 1 / 60)).toBe(0)
    expect(scrollSpeed(1000, 1000, 1 / 60)).toBe(0)
    expect(scrollSpeed(1000, 1010, 0)).toBe(0)
  })
})
