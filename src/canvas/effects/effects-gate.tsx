import { lazy, Suspense } from 'react'
import { readRaw } from '../../state/safe-storage'
import { useQualityStore, type Quality } from '../../state/quality-store'
import { isSoftwareRenderer } from '../renderer-kind'
import { useUiStore } from '../../state/ui-store'
import { useRendererName } from '../renderer'

/** Post-processing forced 'on' or 'off' for the visit (dev panel, tests, screenshots); null: auto. */
export type EffectsForced = 'on' | 'off' | null

export function parseEffectsForced(raw: string | null): EffectsForced {
  return raw === 'on' || raw === 'off' ? raw : null
}

interface EffectsInput {
  tier: Quality
  /** 'full' seen to be affordable: a hardware renderer named, or fast frames (quality-store.ts). */
  proven: boolean
  renderer: string
  reducedMotion: boolean
  forced: EffectsForced
}

/**
 * Whether post-processing may run: a full-screen pass per frame is what a software
 * renderer (and the 'lite' tier it chooses) cannot afford, and motion effects stay
 * off with reduced motion. Until the renderer is known ('') and 'full' is proven
 * affordable (a masked name such as WebKit's 'Apple GPU' waits for fast frames) nothing loads.
 */
export function effectsAllowed({
  tier,
  proven,
  renderer,
  reducedMotion,
  forced,
}: EffectsInput): boolean {
  if (forced) return forced === 'on'
  return (
    tier === 'full' && proven && renderer !== '' && !isSoftwareRenderer(renderer) && !reducedMotion
  )
}

// sessionStorage, like the forced quality tier (not in SESSION_KEYS: that ships with every page)
const forced = parseEffectsForced(readRaw('thock-effects-forced', true))

function useEffectsAllowed(): boolean {
  const tier = useQualityStore((s) => s.tier)
  const proven = useQualityStore((s) => s.proven)
  const renderer = useRendererName((s) => s.name)
  const reducedMotion = useUiStore((s) => s.reducedMotion)
  return effectsAllowed({ tier, proven, renderer, reducedMotion, forced })
}

const SlotBloom = lazy(() => import('./slot-bloom'))

/**
 * A bloom over this slot's scene, where effectsAllowed says so. Its code
 * (@react-three/postprocessing) is a chunk of its own, loaded only then; it waits
 * in its own Suspense, so the scene keeps drawing meanwhile.
 * @example <SceneBloom intensity={motion.bloom.globe} />
 */
export function SceneBloom({ intensity }: { intensity: number }) {
  const allowed = useEffectsAllowed()
  if (!allowed || intensity <= 0) return null
  return (
    <Suspense fallback={null}>
      <SlotBloom intensity={intensity} />
    </Suspense>
  )
}
