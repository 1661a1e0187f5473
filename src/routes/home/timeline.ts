/**
 * The home page's one scroll timeline, as pure functions of the scroll
 * position: the hero's letter reveal and the tier section's pin both read the
 * same Lenis-driven `y` from the scroll store.
 */

/** How far through a scroll range `y` is, clamped to 0-1 (0 before it, 1 after). */
export function rangeProgress(y: number, startY: number, lengthPx: number): number {
  if (lengthPx <= 0) return y >= startY ? 1 : 0
  const p = (y - startY) / lengthPx
  return p < 0 ? 0 : p > 1 ? 1 : p
}

/**
 * How many of `total` letters are revealed at scroll `y`, for a reveal that
 * starts at `startY` and takes `lengthPx` of scrolling: none at the start, all
 * of them at the end, one more every `lengthPx / total` px in between.
 * @example revealedLetters(1850, 0, 3700, 400) // 200
 */
export function revealedLetters(
  y: number,
  startY: number,
  lengthPx: number,
  total: number
): number {
  return Math.floor(rangeProgress(y, startY, lengthPx) * total + 1e-9)
}

/**
 * Which of `count` equal segments of a pinned range `y` is in, or null when
 * `y` is outside the range (the pin is not holding the section then).
 */
export function pinSegment(
  y: number,
  startY: number,
  lengthPx: number,
  count: number
): number | null {
  if (y < startY || y > startY + lengthPx) return null
  return Math.min(count - 1, Math.floor(rangeProgress(y, startY, lengthPx) * count))
}
