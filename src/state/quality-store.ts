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
  /** The governor's and the renderer check's choice; remembered for the visit. */
  choose: (tier: Quality) => void
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
  return {
    auto,
    forced,
    tier: forced ?? auto,
    choose: (tier) => {
      writeRaw(SESSION_KEYS.quality, tier, true)
      set({ auto: tier, tier: get().forced ?? tier })
    },
    force: (tier) => {
      writeRaw(SESSION_KEYS.qualityForced, tier, true)
      set({ forced: tier, tier: tier ?? get().auto })
    },
  }
})

// <html data-quality> follows the store from the moment it loads
if (typeof document !== 'undefined') {
  const apply = ({ tier }: QualityState) => (document.documentElement.dataset.quality = tier)
  apply(useQualityStore.getState())
  useQualityStore.subscribe(apply)
}
