import { motion } from '../state/motion-store'

/** The frame thresholds of the canvas's pixel-ratio step-down (MOTION.stage). */
export interface DprTuning {
  slowFrameMs: number
  fastFrameMs: number
  dprStep: number
  dprWindowFrames: number
}

/**
 * The canvas's share of the frame budget: averages the intervals between frames
 * the canvas drew back to back, and every `dprWindowFrames` of them steps the
 * pixel ratio down (slow) or back up (fast) between 1 and `max`. Frames after a
 * pause are not counted (the pause is not the canvas's cost). The page-wide tier
 * governor (./quality-governor.ts) watches the same frames and steps to 'lite'.
 */
export class DprGovernor {
  dpr: number
  private drewLast = false
  private sum = 0
  private count = 0

  constructor(readonly max: number) {
    this.dpr = max
  }

  /**
   * One tick of the clock: whether the canvas drew in it and the interval since the
   * last tick (tuning: live from the motion store). Returns the new ratio when it changes, else null.
   */
  tick(drew: boolean, deltaMs: number, tuning: DprTuning = motion().stage): number | null {
    if (!drew) {
      this.drewLast = false
      return null
    }
    if (this.drewLast) {
      this.sum += deltaMs
      this.count++
    }
    this.drewLast = true
    if (this.count < tuning.dprWindowFrames) return null
    const average = this.sum / this.count
    this.sum = 0
    this.count = 0
    const next =
      average > tuning.slowFrameMs
        ? Math.max(1, this.dpr - tuning.dprStep)
        : average < tuning.fastFrameMs
          ? Math.min(this.max, this.dpr + tuning.dprStep)
          : this.dpr
    if (next === this.dpr) return null
    this.dpr = next
    return next
  }
}
