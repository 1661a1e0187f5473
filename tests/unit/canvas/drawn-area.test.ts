import { describe, expect, it } from 'vitest'
import { addDrawnArea, beginDrawnArea, drawnAreaClip } from '../../../src/canvas/drawn-area'

describe("the canvas's drawn area", () => {
  it('is nothing when a frame drew nothing', () => {
    beginDrawnArea()
    expect(drawnAreaClip(1440, 900)).toBe('inset(50%)')
  })

  it('is the union of the rectangles drawn, in whole pixels rounded outward', () => {
    beginDrawnArea()
    addDrawnArea(700.4, 120.6, 600, 400) // the globe
    addDrawnArea(100, 300, 200.2, 100) // a glare on a card
    expect(drawnAreaClip(1440, 900)).toBe('inset(120px 139px 379px 100px)')
  })

  it('stays within the canvas, and starts again each frame', () => {
    beginDrawnArea()
    addDrawnArea(-50, -200, 2000, 500) // a slot partly above and beside the viewport
    expect(drawnAreaClip(1440, 900)).toBe('inset(0px 0px 600px 0px)')
    beginDrawnArea()
    addDrawnArea(0, 800, 1440, 400)
    expect(drawnAreaClip(1440, 900)).toBe('inset(800px 0px 0px 0px)')
    beginDrawnArea()
    addDrawnArea(0, 950, 1440, 400) // below the viewport
    expect(drawnAreaClip(1440, 900)).toBe('inset(50%)')
  })
})
