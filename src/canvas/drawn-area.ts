/**
 * The part of the full-page canvas that a frame drew: the union of the rectangles of the
 * slots that drew in it. The stage clips the canvas element to it (`clip-path: inset()`),
 * so the compositor blends only that rectangle over the page, not a transparent layer the
 * size of the viewport on every frame (a third of a frame's cost in software compositing
 * with the globe in view), and nothing at all when no scene is on screen.
 */
let minX = Infinity
let minY = Infinity
let maxX = -Infinity
let maxY = -Infinity
let applied = ''

/** Starts a frame's area (the stage's clear). */
export function beginDrawnArea(): void {
  minX = minY = Infinity
  maxX = maxY = -Infinity
}

/** Adds a rectangle (viewport CSS px) that this frame drew into. */
export function addDrawnArea(x: number, y: number, width: number, height: number): void {
  minX = Math.min(minX, x)
  minY = Math.min(minY, y)
  maxX = Math.max(maxX, x + width)
  maxY = Math.max(maxY, y + height)
}

/**
 * The frame's area as a CSS clip for a canvas of `width` x `height` CSS px: whole pixels,
 * rounded outward; `inset(50%)` (nothing) when the frame drew nothing.
 * @example drawnAreaClip(1440, 900) // 'inset(120px 100px 180px 700px)'
 */
export function drawnAreaClip(width: number, height: number): string {
  const left = Math.max(0, Math.floor(minX))
  const top = Math.max(0, Math.floor(minY))
  const right = Math.min(width, Math.ceil(maxX))
  const bottom = Math.min(height, Math.ceil(maxY))
  if (right <= left || bottom <= top) return 'inset(50%)'
  return `inset(${top}px ${width - right}px ${height - bottom}px ${left}px)`
}

/** True when the last frame drew nothing (the canvas shows nothing and is clipped away). */
export function drewNothing(): boolean {
  return applied === 'inset(50%)'
}

/**
 * Clips `canvas` (`width` x `height` CSS px, as last measured: never a layout read in a frame)
 * to this frame's area (a style write only when it changed).
 */
export function clipToDrawnArea(canvas: HTMLCanvasElement, width: number, height: number): void {
  const clip = drawnAreaClip(width, height)
  if (clip === applied) return
  applied = clip
  canvas.style.clipPath = clip
}
