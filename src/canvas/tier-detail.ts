import { motion, useMotionStore } from '../state/motion-store'
import { useQualityStore, type Quality } from '../state/quality-store'

// What the canvas draws at the frame budget's tier. Not in ./frame-budget.ts: that is a chunk of
// its own, loaded with every page's first scroll; these are for the stage and the scenes, and go
// in the stage's chunk.

/**
 * The canvas's device pixel ratio at a tier: the screen's (at most `stage.maxDpr`) in 'full',
 * 1 in 'lite'. The frame budget's tier is the canvas's resolution too: one sampler, one set of
 * thresholds (`MOTION.quality`), and the stage and the renderer both size the canvas from here.
 */
export function canvasDpr(tier: Quality): number {
  if (tier === 'lite') return 1
  return Math.min(Math.max(1, window.devicePixelRatio || 1), motion().stage.maxDpr)
}

/**
 * How many of a scene's repeated things to draw at this tier: all in 'full',
 * `quality.liteSceneShare` of them (at least one) in 'lite'.
 * @example const discs = useSceneCount(motion.tunnel.discs)
 */
export function useSceneCount(count: number): number {
  const lite = useQualityStore((s) => s.tier === 'lite')
  const share = useMotionStore((s) => s.motion.quality.liteSceneShare)
  return lite ? Math.max(1, Math.round(count * share)) : count
}
