import { create } from 'zustand'
import { readRaw, SESSION_KEYS, writeRaw } from './safe-storage'

/** The page's rendering tiers: 'full' is the whole look, 'lite' what a slow compositor can afford. */
export type Quality = 'full' | 'lite'

interface QualityState {
  /** The tier in effect (the forced one when forced). */
  tier: Quality
  /** The tier the page chose by itself (governor, renderer check, preferences). */
  auto: Quality
  /** A tier forced from the dev panel or a test; null lets the page choose. */
  forced: Quality | null
  /** The best tier the page may choose: 'lite' once a software renderer was seen (for the visit). */
  ceiling: Quality
  /**
   * Whether 'full' was seen to be affordable here (for the visit): a hardware renderer by
   * name, or fast frames measured by the governor. Until then the optional WebGL extras (the
   * card glare, post-processing) stay off: a masked renderer name ('Apple GPU') says nothing.
   */
  proven: boolean
  /** The governor's and the renderer check's choice (never above the ceiling); remembered for the visit. */
  choose: (tier: Quality) => void
  /** Caps the automatic tier for the visit ('lite': this browser draws without a GPU) and applies it. */
  cap: (tier: Quality) => void
  /** Records that 'full' is affordable here (a hardware renderer named, or fast frames measured). */
  prove: () => void
  /** Forces a tier for the visit (null: back to automatic). */
  force: (tier: Quality | null) => void
}

/** Parses a stored tier; anything else is null. */
export function parseQuality(raw: string | null): Quality | null {
  return raw === 'full' || raw === 'lite' ? raw : null
}

const read = (key: string) => parseQuality(readRaw(key, true))

/**
 * The rendering tier of the whole page (DOM and canvas together), shown as
 * `data-quality` on <html> once this module loads (absent means 'full'): with the
 * governor on the first scroll, with the 3D stage, or at once when the visit already
 * has a tier (client-effects.tsx). Starts from the tier remembered for this visit
 * (sessionStorage), else 'lite' with prefers-reduced-transparency, else 'full';
 * the frame-budget governor and the renderer check then choose; the dev panel
 * (and tests, through sessionStorage) can force it.
 */
export const useQualityStore = create<QualityState>()((set, get) => {
  const auto =
    read(SESSION_KEYS.quality) ??
    (typeof matchMedia === 'function' &&
    matchMedia('(prefers-reduced-transparency: reduce)').matches
      ? 'lite'
      : 'full')
  const forced = read(SESSION_KEYS.qualityForced)
  const ceiling = read(SESSION_KEYS.qualityCeiling) ?? 'full'
  const proven = readRaw(SESSION_KEYS.qualityProven, true) === '1'
  const below = (tier: Quality, cap: Quality): Quality => (cap === 'lite' ? 'lite' : tier)
  return {
    auto: below(auto, ceiling),
    forced,
    ceiling,
    proven,
    tier: forced ?? below(auto, ceiling),
    choose: (wanted) => {
      const tier = below(wanted, get().ceiling)
      writeRaw(SESSION_KEYS.quality, tier, true)
      set({ auto: tier, tier: get().forced ?? tier })
    },
    cap: (tier) => {
      writeRaw(SESSION_KEYS.qualityCeiling, tier, true)
      set({ ceiling: tier })
      get().choose(get().auto)
    },
    prove: () => {
      if (get().proven) return
      writeRaw(SESSION_KEYS.qualityProven, '1', true)
      set({ proven: true })
    },
    force: (tier) => {
      writeRaw(SESSION_KEYS.qualityForced, tier, true)
      set({ forced: tier, tier: tier ?? get().auto })
    },
  }
})

// <html data-quality> follows the store from the moment it loads, and <html data-quality-proven>
// is there while the page may draw optional extras with WebGL (proven, or 'full' forced)
if (typeof document !== 'undefined') {
  const apply = ({ tier, proven, forced }: QualityState) => {
    const root = document.documentElement
    root.dataset.quality = tier
    root.toggleAttribute('data-quality-proven', forced === 'full' || (proven && tier === 'full'))
  }
  apply(useQualityStore.getState())
  useQualityStore.subscribe(apply)
}
