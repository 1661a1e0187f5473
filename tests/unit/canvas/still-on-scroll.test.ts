import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  endStill,
  mayStandStill,
  standingStill,
  standStill,
  stillHolds,
} from '../../../src/canvas/still-on-scroll'
import { createSlotEntry, updateSlotView, type SlotEntry } from '../../../src/canvas/slots'
import { viewport } from '../../../src/lib/tracker'

/** A drawn slot at document y `docY` (400 x `height`), with its picture element when it holds still. */
function slot(docY: number, { still = true, height = 300, drawn = true } = {}): SlotEntry {
  const el = document.createElement('div')
  if (still) {
    const picture = document.createElement('canvas')
    picture.dataset.slotStill = ''
    el.append(picture)
  }
  const s = createSlotEntry(`s${docY}`, el, still)
  s.doc = { x: 100, y: docY, width: 400, height }
  s.drawn = drawn
  return s
}

/** As the stage's frame leaves a slot it drew at scroll `y`. */
function drawAt(slots: SlotEntry[], y: number): void {
  for (const s of slots) {
    updateSlotView(s, y)
    Object.assign(s.shown, s.view)
  }
}

const W = 1440
const H = 900
viewport.width = W
viewport.height = H

describe('still-on-scroll: scenes as pictures while the page scrolls', () => {
  const canvas = document.createElement('canvas')
  const drawImage = vi.fn()
  const getContext = HTMLCanvasElement.prototype.getContext
  beforeAll(() => {
    // jsdom has no canvas: a 2D context that records the copy, and no WebGL2 (drawImage then)
    HTMLCanvasElement.prototype.getContext = ((kind: string) =>
      kind === '2d' ? { clearRect: () => {}, drawImage } : null) as unknown as typeof getContext
  })
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = getContext
  })
  afterEach(() => endStill(canvas))

  it('stands still when every scene on screen holds still and lies wholly on the canvas', () => {
    expect(mayStandStill([slot(200), slot(600)], 0, W, H)).toBe(true)
    expect(mayStandStill([slot(200), slot(600, { still: false })], 0, W, H)).toBe(false) // the tunnel
    expect(mayStandStill([slot(700)], 0, W, H)).toBe(false) // its bottom is below the canvas
    expect(mayStandStill([slot(3000)], 0, W, H)).toBe(false) // nothing on screen to picture
  })

  it('ignores a slot whose scene is not drawn yet: its DOM fallback shows anyway', () => {
    const waiting = slot(600, { still: false, drawn: false })
    expect(mayStandStill([slot(200), waiting], 0, W, H)).toBe(true)
  })

  it('hides the canvas and shows the pictures, until a drawn slot comes on screen without one', () => {
    const globe = slot(200)
    const ring = slot(1400)
    drawAt([globe, ring], 0)
    expect(standStill(canvas, [globe, ring], 1)).toBe(true)
    expect(standingStill()).toBe(true)
    expect(canvas.style.display).toBe('none')
    const picture = globe.el!.querySelector('canvas')!
    expect(picture.style.display).toBe('block')
    expect([picture.width, picture.height]).toEqual([400, 300])
    // the globe's rectangle of this frame, copied at device pixels
    expect(drawImage).toHaveBeenCalledWith(canvas, 100, 200, 400, 300, 0, 0, 400, 300)
    expect(stillHolds([globe, ring], 300)).toBe(true) // the globe moves up with the page
    expect(stillHolds([globe, ring], 700)).toBe(false) // the ring comes on screen: draw again
    endStill(canvas)
    expect(standingStill()).toBe(false)
    expect(canvas.style.display).toBe('block')
    expect(picture.style.display).toBe('')
  })

  it('changes nothing when a slot on screen did not draw whole in this frame', () => {
    const globe = slot(200)
    updateSlotView(globe, 0) // on screen, but the frame drew nothing of it (compiling)
    expect(standStill(canvas, [globe], 1)).toBe(false)
    expect(standingStill()).toBe(false)
    expect(canvas.style.display).not.toBe('none')
  })
})

describe('still-on-scroll: the copy read back from WebGL', () => {
  const canvas = document.createElement('canvas')
  const getContext = HTMLCanvasElement.prototype.getContext
  const put = vi.fn()
  let alpha = 128 // what the fake drawing buffer holds: red at this alpha
  const gl = {
    RGBA: 1,
    UNSIGNED_BYTE: 2,
    drawingBufferHeight: H,
    readPixels: vi.fn((_x, _y, w: number, h: number, _f, _t, px: Uint8Array) => {
      // GL rows run bottom-up: row 0 (the bottom) is red, every other row empty
      px.fill(0)
      for (let i = 0; i < w; i++) px.set([alpha, 0, 0, alpha], i * 4) // full red, premultiplied
      void h
    }),
  }
  beforeAll(() => {
    vi.stubGlobal(
      'ImageData',
      class {
        data: Uint8ClampedArray
        constructor(
          readonly width: number,
          readonly height: number
        ) {
          this.data = new Uint8ClampedArray(width * height * 4)
        }
      }
    )
    HTMLCanvasElement.prototype.getContext = ((kind: string) =>
      kind === '2d'
        ? { putImageData: put }
        : kind === 'webgl2'
          ? gl
          : null) as unknown as typeof getContext
  })
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = getContext
    vi.unstubAllGlobals()
  })
  afterEach(() => endStill(canvas))

  it("reads the slot's rectangle only, top row first, with its alpha unpremultiplied", () => {
    const globe = slot(200, { height: 3 })
    drawAt([globe], 0)
    expect(standStill(canvas, [globe], 1)).toBe(true)
    // the slot's rectangle from the bottom of the drawing buffer: y = 900 - 200 - 3
    expect(gl.readPixels.mock.calls[0]!.slice(0, 4)).toEqual([100, 697, 400, 3])
    const image = put.mock.calls[0]![0] as ImageData
    const pixel = (row: number) => [...image.data.slice(row * 400 * 4, row * 400 * 4 + 4)]
    expect(pixel(2)).toEqual([255, 0, 0, 128]) // GL's bottom row is the picture's last
    expect(pixel(0)).toEqual([0, 0, 0, 0])
  })

  it('a later copy into the same picture leaves nothing of the last one', () => {
    const globe = slot(200, { height: 3 })
    drawAt([globe], 0)
    alpha = 255
    standStill(canvas, [globe], 1)
    endStill(canvas)
    alpha = 0 // the next frame drew nothing there
    standStill(canvas, [globe], 1)
    const image = put.mock.calls.at(-1)![0] as ImageData
    expect(image.data.some((v, i) => i % 4 === 3 && v !== 0)).toBe(false)
  })
})
