/**
 * Gain automation: every level the site's sound takes (music volume, fades, mute, ducking, the
 * A/B switch) is scheduled on an AudioParam, never set on a media element (iOS ignores
 * `HTMLMediaElement.volume`). Pure functions over the AudioParam interface, so unit tests drive
 * them with a fake that records the schedule.
 */

/** The part of AudioParam the schedule uses. */
export type ParamLike = Pick<
  AudioParam,
  'value' | 'setValueAtTime' | 'linearRampToValueAtTime' | 'cancelScheduledValues'
>

/** Clamps a gain into 0-1 (NaN is 0). */
export function clampUnit(v: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0))
}

/**
 * Moves `param` from where it is now to `to` through `steps` equal steps, one every `stepMs`
 * (each step a short linear ramp, so a fade never clicks). Replaces any fade still running.
 * @example fadeSteps(gain.gain, 0.3825, 60, 50, ctx.currentTime) // the 3000 ms fade-in
 */
export function fadeSteps(
  param: ParamLike,
  to: number,
  steps: number,
  stepMs: number,
  now: number
): void {
  const from = clampUnit(param.value)
  const target = clampUnit(to)
  const n = Math.max(1, Math.round(steps))
  param.cancelScheduledValues(now)
  param.setValueAtTime(from, now)
  for (let i = 1; i <= n; i++)
    param.linearRampToValueAtTime(from + ((target - from) * i) / n, now + (i * stepMs) / 1000)
}

/** One smooth ramp to `to` over `ms` (mute, ducking, the A/B crossfade). */
export function rampTo(param: ParamLike, to: number, ms: number, now: number): void {
  fadeSteps(param, to, 1, ms, now)
}

/** Sets `param` at once, dropping any scheduled change. */
export function setNow(param: ParamLike, to: number, now: number): void {
  param.cancelScheduledValues(now)
  param.setValueAtTime(clampUnit(to), now)
}
