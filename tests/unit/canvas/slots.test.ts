import { describe, expect, it } from 'vitest'
import { createSlotEntry, updateSlotView, type SlotEntry } from '../../../src/canvas/slots'

function entry(partial: Partial<SlotEntry>): SlotEntry {
  return {
    ...createSlotEntry('a', document.createElement('div')),
    doc: { x: 10, y: 1000, width: 200, height: 100 },
    ...partial,
  }
}

describe('slot view rectangles', () => {
  it('moves with the scroll and hides when off screen', () => {
    const e = entry({})
    updateSlotView(e, 900)
    expect(e.view.y).toBe(100)
    updateSlotView(e, 5000)
    expect(e.view.visible).toBe(false)
  })

  it('holds a slot in a sticky element in place while pinned, then lets it go', () => {
    const e = entry({
      doc: { x: 0, y: 0, width: 100, height: 50 },
      sticky: { cssTop: 70, naturalTop: 500, containerBottom: 3000, height: 600, offset: 40 },
    })
    updateSlotView(e, 0)
    expect(e.view.y).toBe(540) // not stuck yet
    updateSlotView(e, 1200)
    expect(e.view.y).toBe(110) // pinned at top 70 + offset 40
    updateSlotView(e, 2800)
    expect(e.view.y).toBe(3000 - 600 - 2800 + 40) // carried away by the container end
  })
})
