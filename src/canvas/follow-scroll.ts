/**
 * A scroll frame without a draw. Where every frame of software GL is dear ('lite'), a frame
 * whose only change is the scroll moves the canvas element instead of drawing it again: the
 * scenes on screen are the pictures the last frame drew, at their new place, so a transform of
 * the canvas (compositor-only) shows exactly what a draw would. It holds while every slot on
 * screen has moved by the same amount since it was drawn and its part on screen now was on
 * screen then; otherwise (a slot coming in, a pinned slot, a resize) the stage draws.
 */
import { updateSlotView, type SlotEntry } from './slots'

/**
 * How far (CSS px, down positive) the canvas can move to show `slots` at scroll `y` without a
 * draw, or null when it must draw. `viewportHeight` is the canvas's height.
 * @example followDelta(slots, 1240, 900) // -40: every slot drawn 40 px lower than it is now
 */
export function followDelta(
  slots: readonly SlotEntry[],
  y: number,
  viewportHeight: number
): number | null {
  let dy: number | null = null
  for (const slot of slots) {
    updateSlotView(slot, y)
    const v = slot.view
    const s = slot.shown
    if (!v.visible) continue
    if (!s.visible || s.x !== v.x || s.width !== v.width || s.height !== v.height) return null
    const d = v.y - s.y
    if (dy === null) dy = d
    else if (Math.abs(d - dy) > 0.01) return null
    // the part on screen now, where it was when drawn, was on screen then
    const top = Math.max(v.y, 0) - d
    const bottom = Math.min(v.y + v.height, viewportHeight) - d
    if (top < Math.max(s.y, 0) - 0.5 || bottom > Math.min(s.y + s.height, viewportHeight) + 0.5)
      return null
  }
  return dy
}

let applied = 0

/** Moves the canvas element by `dy` CSS px from where it drew (0: back in place). */
export function moveCanvas(canvas: HTMLCanvasElement, dy: number): void {
  if (dy === applied) return
  applied = dy
  canvas.style.transform = dy ? `translate3d(0, ${dy}px, 0)` : ''
}
