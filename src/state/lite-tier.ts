import { useSyncExternalStore } from 'react'

/**
 * Whether the page is in the 'lite' tier, read from `<html data-quality>`: the quality store
 * (./quality-store.ts) that writes it loads later, with the first scroll or the renderer
 * probe, and the shell must not pull it in. The server renders 'full'.
 */
export const isLite = (): boolean => document.documentElement.dataset.quality === 'lite'

/**
 * Whether the page may draw optional extras with WebGL (the card glare): 'full', and seen to
 * afford it (`<html data-quality-proven>`: a hardware renderer named, fast frames measured, or
 * 'full' forced). False until the quality store has loaded and knows.
 */
export const mayDrawExtras = (): boolean => {
  const root = document.documentElement
  return root.dataset.quality === 'full' && root.hasAttribute('data-quality-proven')
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-quality', 'data-quality-proven'],
  })
  return () => observer.disconnect()
}

/** `isLite()` for a component: it re-renders when the tier changes. */
export function useLiteTier(): boolean {
  return useSyncExternalStore(subscribe, isLite, () => false)
}

/** `mayDrawExtras()` for a component: it re-renders when the tier or the proof changes. */
export function useMayDrawExtras(): boolean {
  return useSyncExternalStore(subscribe, mayDrawExtras, () => false)
}
