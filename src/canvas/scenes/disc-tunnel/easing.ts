/**
 * The few easing helpers the disc tunnel needs, bundled with it (nothing is
 * fetched at run time). Inputs are clamped to 0-1.
 */

/** Clamps `x` to 0-1. */
export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x
}

/** Cubic ease-out: fast start, soft landing. */
export function easeOutCubic(x: number): number {
  const t = 1 - clamp01(x)
  return 1 - t * t * t
}
