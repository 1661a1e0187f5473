/**
 * Scenes as pictures of themselves while the page scrolls ('lite'). A scene that moves by
 * itself and not with the scroll (the globe's turn, the ring's spin) may hold still for a
 * scroll. Where every frame is dear, the stage then copies the frame it has just drawn of each
 * such slot into a 2D canvas inside the slot's own element (`[data-slot-still]`, rendered by
 * SceneSlot), which scrolls with the page like any picture, and takes the WebGL canvas out of
 * the display until the scroll ends; the next frame at rest draws the scene again and hides the
 * pictures. Firefox compositing in software blended the visible WebGL canvas into every scroll
 * frame, drawn or not (docs/performance-notes.md); a picture in the page costs it nothing more
 * than the plain page. It holds while every slot on screen was copied whole; a slot coming on
 * screen that was not, a scene that scrolls with the page (the tunnel) or a slot cut by the
 * canvas's edge leaves the canvas showing, and the frame draws (./follow-scroll.ts helps then).
 */
import { updateSlotView, type SlotEntry } from './slots'

/** The slots shown as pictures now; null while the canvas shows. */
let pictured: readonly SlotEntry[] | null = null

/** On screen in the canvas: its scene draws there (until then, or once failed, its DOM fallback shows). */
function drawsOnScreen(slot: SlotEntry, y: number): boolean {
  updateSlotView(slot, y)
  return slot.view.visible && slot.drawn && !slot.failed
}

function onCanvas(v: SlotEntry['view'], width: number, height: number): boolean {
  return v.x >= 0 && v.y >= 0 && v.x + v.width <= width && v.y + v.height <= height
}

/**
 * Whether the slots on screen at scroll `y` may stand as pictures for this scroll: at least one
 * scene draws on screen, and every one that does holds still on scroll and lies wholly on the canvas
 * (`width` x `height` CSS px), so a copy of this frame has all of it.
 * @example mayStandStill(slots, scrollY, size.width, size.height) // true: the globe alone, whole
 */
export function mayStandStill(
  slots: readonly SlotEntry[],
  y: number,
  width: number,
  height: number
): boolean {
  let any = false
  for (const slot of slots) {
    if (!drawsOnScreen(slot, y)) continue
    if (!slot.el || !slot.stillOnScroll || !onCanvas(slot.view, width, height)) return false
    any = true
  }
  return any
}

/**
 * Whether the pictures still show all there is at scroll `y`: every slot on screen now is one
 * that was copied.
 */
export function stillHolds(slots: readonly SlotEntry[], y: number): boolean {
  if (!pictured) return false
  for (const slot of slots) if (drawsOnScreen(slot, y) && !pictured.includes(slot)) return false
  return true
}

/** Whether the scenes show as pictures now (the canvas is out of the display). */
export function standingStill(): boolean {
  return pictured !== null
}

// the copy's buffers, kept from one scroll to the next (a slot keeps its size between scrolls)
let pixels = new Uint8Array(0)
const images = new WeakMap<HTMLCanvasElement, ImageData>()

/**
 * One rectangle of the frame just drawn (GL coordinates, from the bottom) into `picture`'s image
 * data: the slot's pixels only, where a 2D `drawImage` of the canvas reads the whole drawing
 * buffer back (50 ms in Firefox here). Rows flipped to the top-down order and alpha
 * unpremultiplied.
 */
function readRect(
  gl: WebGL2RenderingContext,
  picture: HTMLCanvasElement,
  x: number,
  y: number,
  w: number,
  h: number
): ImageData {
  if (pixels.length < w * h * 4) pixels = new Uint8Array(w * h * 4)
  const px = pixels
  gl.readPixels(x, y, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px)
  let out = images.get(picture)
  if (out?.width !== w || out.height !== h) images.set(picture, (out = new ImageData(w, h)))
  const d = out.data
  const row = w * 4
  for (let j = 0; j < h; j++) {
    const from = (h - 1 - j) * row
    const to = j * row
    for (let k = 0; k < row; k += 4) {
      const a = px[from + k + 3]!
      d[to + k + 3] = a // 0: transparent, whatever the colour left from the last copy
      if (a === 0) continue
      const f = 255 / a // ImageData's array rounds and clamps what it is given
      d[to + k] = px[from + k]! * f
      d[to + k + 1] = px[from + k + 1]! * f
      d[to + k + 2] = px[from + k + 2]! * f
    }
  }
  return out
}

function pictureOf(slot: SlotEntry): HTMLCanvasElement | null {
  return slot.el?.querySelector<HTMLCanvasElement>(':scope > canvas[data-slot-still]') ?? null
}

/**
 * Right after a drawn frame (its drawing buffer still holds the frame): copies each slot on
 * screen from `canvas` (`dpr` device px per CSS px) into its picture, shows the pictures and
 * takes the canvas out of the display. Returns false, changing nothing, when a slot on screen
 * did not draw whole in this frame or has no picture to draw in.
 */
export function standStill(
  canvas: HTMLCanvasElement,
  slots: readonly SlotEntry[],
  dpr: number
): boolean {
  const shown = slots.filter((s) => s.view.visible && s.drawn && !s.failed)
  const drewWhole = (s: SlotEntry) =>
    s.shown.visible && s.shown.width === s.view.width && s.shown.height === s.view.height
  if (!shown.length || !shown.every(drewWhole)) return false
  const pictures = shown.map(pictureOf)
  const contexts = pictures.map((p) => p?.getContext('2d') ?? null)
  if (contexts.some((c) => !c)) return false
  const gl = canvas.getContext('webgl2')
  shown.forEach((slot, i) => {
    const picture = pictures[i]!
    const ctx = contexts[i]!
    const r = slot.shown
    const w = Math.max(1, Math.round(r.width * dpr))
    const h = Math.max(1, Math.round(r.height * dpr))
    if (picture.width !== w) picture.width = w // a new size also clears it
    if (picture.height !== h) picture.height = h
    const x = Math.round(r.x * dpr)
    const y = Math.round(r.y * dpr)
    if (gl) ctx.putImageData(readRect(gl, picture, x, gl.drawingBufferHeight - y - h, w, h), 0, 0)
    else {
      ctx.clearRect(0, 0, w, h)
      ctx.drawImage(canvas, x, y, w, h, 0, 0, w, h)
    }
    picture.style.display = 'block'
  })
  canvas.style.display = 'none'
  pictured = shown
  return true
}

/** Puts the canvas back in the display and hides the pictures (the stage draws in this frame). */
export function endStill(canvas: HTMLCanvasElement): void {
  if (!pictured) return
  for (const slot of pictured) {
    const picture = pictureOf(slot)
    if (picture) picture.style.display = ''
  }
  pictured = null
  canvas.style.display = 'block'
}
