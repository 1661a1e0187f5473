import { useSyncExternalStore } from 'react'
import { create } from 'zustand'
import { readRaw, SESSION_KEYS, writeRaw } from './safe-storage'

/** The page's rendering tiers: 'full' is the whole look, 'lite' what a slow compositor can afford. */
export type Quality = 'full' | 'lite'

interface QualityState {
  /** The tier in effect (the forced one when forced). */
  tier: Quality
  /** The tier the page chose by itself (the frame budget, the renderer, preferences). */
  auto: Quality
  /** A tier forced from the dev panel or a test; null lets the page choose. */
  forced: Quality | null
  /** The best tier the page may choose: 'lite' once a software renderer was seen (for the visit). */
  ceiling: Quality
  /**
   * Whether 'full' was seen to be affordable here (for the visit): a hardware renderer by
   * name, or fast frames measured by the frame budget. Until then the optional WebGL extras
   * (the card glare, post-processing) stay off: a masked renderer name ('Apple GPU') says nothing.
   */
  proven: boolean
  /** The frame budget's and the renderer's choice (never above the ceiling); remembered for the visit. */
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
 * The one channel of the rendering tier of the whole page (DOM and canvas together): a shell
 * store every layer reads (`useQualityStore`, or `isLite()` / `mayDrawExtras()` outside React),
 * shown to CSS as `data-quality` and `data-quality-proven` on <html>. Starts from the tier
 * remembered for this visit (sessionStorage), else 'lite' with prefers-reduced-transparency,
 * else 'full'; the renderer check (`judgeRenderer`) and the frame budget
 * (src/canvas/frame-budget.ts) then choose; the dev panel (and tests, through sessionStorage)
 * can force it.
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

/** Whether the page is in the 'lite' tier now (outside React; in React, select `tier`). */
export const isLite = (): boolean => useQualityStore.getState().tier === 'lite'

/**
 * Whether the page may draw optional extras with WebGL (the card glare): 'full', and seen to
 * afford it (a hardware renderer named, fast frames measured), or 'full' forced.
 */
export function mayDrawExtras(state = useQualityStore.getState()): boolean {
  return state.forced === 'full' || (state.proven && state.tier === 'full')
}

/**
 * The tier for a component that the server prerenders: 'full' while it hydrates (as the server
 * rendered it), then the visit's own; it re-renders when the tier changes.
 */
export function useTier(): Quality {
  return useSyncExternalStore(
    useQualityStore.subscribe,
    () => useQualityStore.getState().tier,
    () => 'full'
  )
}

/** `mayDrawExtras()` for a component (false while it hydrates); it re-renders when it changes. */
export function useMayDrawExtras(): boolean {
  return useSyncExternalStore(
    useQualityStore.subscribe,
    () => mayDrawExtras(),
    () => false
  )
}

/** What a WebGL renderer's name says about this browser (src/canvas/renderer-kind.ts judges it). */
export type RendererKind = 'software' | 'hardware' | 'masked'

/**
 * Acts on what the WebGL renderer's name says. A software renderer (SwiftShader,
 * llvmpipe) says it draws without a GPU, and so, most likely, does its compositor: the page
 * steps down to 'lite' at once instead of waiting for slow frames, and stays there for the visit.
 * A hardware renderer by name proves 'full' affordable. A masked or unknown name (WebKit says
 * 'Apple GPU' whatever draws, even llvmpipe) proves nothing: the frame budget decides from
 * what frames cost. Asked by the idle probe (src/app/effects/frame-budget.ts) and by the stage.
 */
export function judgeRenderer(kind: RendererKind): void {
  const store = useQualityStore.getState()
  if (kind === 'software') store.cap('lite')
  else if (kind === 'hardware') store.prove()
}

// <html data-quality> and <html data-quality-proven> follow the store, for CSS. Only a change is
// written: a write of data-quality, even of the same value, re-styles the whole document (the
// lite rules select `html[data-quality='lite'] *`). The prerendered page has neither attribute,
// which CSS reads as 'full' and not proven, bar a visitor who prefers reduced transparency (those
// rules apply unless it says 'full'): a visit that starts 'full' unforced writes nothing.
if (typeof document !== 'undefined') {
  const root = document.documentElement
  const absentMeans =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-transparency: reduce)').matches
      ? undefined
      : 'full'
  const apply = (state: QualityState) => {
    const shown = root.dataset.quality
    // a forced tier is always shown (the panel and the tests read it)
    if (shown !== state.tier && (state.forced || (shown ?? absentMeans) !== state.tier))
      root.dataset.quality = state.tier
    const proven = mayDrawExtras(state)
    if (root.hasAttribute('data-quality-proven') !== proven)
      root.toggleAttribute('data-quality-proven', proven)
  }
  apply(useQualityStore.getState())
  useQualityStore.subscribe(apply)
}
