import { create } from 'zustand'
import { useMotionStore } from './motion-store'
import { readRaw, SESSION_KEYS, writeRaw } from './safe-storage'

/** The page's rendering tiers: 'full' is the whole look, 'lite' what a slow compositor can afford. */
export type Quality = 'full' | 'lite'

/** Why the tier is what it is (shown in the dev panel and data-quality-reason). */
export type QualityReason =
  | 'default'
  | 'remembered'
  | 'forced'
  | 'reduced transparency'
  | 'software renderer'
  | 'slow frames'
  | 'fast frames'

interface QualityState {
  /** The tier in effect (the forced one when forced). */
  tier: Quality
  /** The tier the page chose by itself (governor, renderer, preferences). */
  auto: Quality
  /** A tier forced from the dev panel or a test; null lets the page choose. */
  forced: Quality | null
  reason: QualityReason
  /** Why `auto` is what it is. */
  autoReason: QualityReason
  /** The governor's and the detectors' choice; remembered for the visit. */
  choose: (tier: Quality, reason: QualityReason) => void
  /** Forces a tier for the visit (null: back to automatic). */
  force: (tier: Quality | null) => void
}

/** Parses a stored tier; anything else is null. */
export function parseQuality(raw: string | null): Quality | null {
  return raw === 'full' || raw === 'lite' ? raw : null
}

function prefersReducedTransparency(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-transparency: reduce)').matches
  )
}

function initial(): Pick<QualityState, 'tier' | 'auto' | 'forced' | 'reason' | 'autoReason'> {
  const forced = parseQuality(readRaw(SESSION_KEYS.qualityForced, 'session'))
  const remembered = parseQuality(readRaw(SESSION_KEYS.quality, 'session'))
  const [auto, reason]: [Quality, QualityReason] = remembered
    ? [remembered, 'remembered']
    : prefersReducedTransparency()
      ? ['lite', 'reduced transparency']
      : ['full', 'default']
  return {
    tier: forced ?? auto,
    auto,
    forced,
    reason: forced ? 'forced' : reason,
    autoReason: reason,
  }
}

/**
 * The rendering tier of the whole page (DOM and canvas together). The frame-budget
 * governor and the renderer check choose it; the dev panel can force it. It is kept
 * for the visit in sessionStorage and shown as `data-quality` on <html>.
 */
export const useQualityStore = create<QualityState>()((set, get) => ({
  ...initial(),
  choose: (auto, reason) => {
    writeRaw(SESSION_KEYS.quality, auto, 'session')
    const forced = get().forced
    set({ auto, autoReason: reason, tier: forced ?? auto, reason: forced ? 'forced' : reason })
  },
  force: (forced) => {
    writeRaw(SESSION_KEYS.qualityForced, forced, 'session')
    const { auto, autoReason } = get()
    set({ forced, tier: forced ?? auto, reason: forced ? 'forced' : autoReason })
  },
}))

/** The tier in effect now, for code outside React (frame loops). */
export function quality(): Quality {
  return useQualityStore.getState().tier
}

/** Keeps `data-quality` on <html> in step with the store (call once on the client). */
export function mirrorQualityToRoot(): () => void {
  const apply = ({ tier, reason }: QualityState) => {
    document.documentElement.dataset.quality = tier
    document.documentElement.dataset.qualityReason = reason
  }
  apply(useQualityStore.getState())
  return useQualityStore.subscribe(apply)
}

/** A software renderer string (SwiftShader, llvmpipe, …): the compositor likely has no GPU either. */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer)
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
