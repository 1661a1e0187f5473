import { describe, expect, it } from 'vitest'
import { followDelta } from '../../../src/canvas/follow-scroll'
import { createSlotEntry, type SlotEntry } from '../../../src/canvas/slots'
import { viewport } from '../../../src/lib/tracker'

/** A slot at document y `docY`, last drawn with the page scrolled to `drawnAt`. */
function slot(docY: number, drawnAt: number, height = 300): SlotEntry {
  const s = createSlotEntry('s', document.createElement('div'))
  s.doc = { x: 100, y: docY, width: 400, height }
  const y = docY - drawnAt
  s.shown = { x: 100, y, width: 400, height, visible: y < 900 && y + height > 0 }
  return s
}

describe('followDelta: a scroll frame the canvas can show by moving', () => {
  viewport.width = 1440
  viewport.height = 900

  it('moves every slot on screen by the scroll since it was drawn', () => {
    const slots = [slot(1200, 800), slot(1400, 800)] // both wholly on screen when drawn
    expect(followDelta(slots, 840, 900)).toBe(-40)
    expect(followDelta(slots, 800, 900)).toBe(0)
  })

  it('draws when a slot comes further on screen than it was drawn', () => {
    const entering = slot(1500, 800) // drawn 700..1000: its bottom 100 px were off screen
    expect(followDelta([entering], 820, 900)).toBeNull()
    const whole = slot(1200, 800) // drawn whole on screen
    expect(followDelta([whole], 1100, 900)).toBe(-300) // leaving at the top needs nothing new
  })

  it('draws when a slot shows now that drew nothing, or slots moved apart (a pinned one)', () => {
    const hidden = slot(3000, 800)
    expect(followDelta([hidden], 2300, 900)).toBeNull()
    const moved = slot(1200, 800)
    const pinned = slot(1600, 800)
    pinned.sticky = {
      naturalTop: 1600,
      cssTop: 0,
      containerBottom: 5000,
      height: 300,
      offset: 0,
    } as SlotEntry['sticky']
    expect(followDelta([moved, pinned], 900, 900)).toBeNull()
  })

  it('has nothing to move where no slot is on screen', () => {
    expect(followDelta([slot(5000, 800)], 820, 900)).toBeNull()
  })
})
