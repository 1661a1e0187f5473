import { useSyncExternalStore } from 'react'

/**
 * Whether the page is in the 'lite' tier, read from `<html data-quality>`: the quality store
 * (./quality-store.ts) that writes it loads later, with the first scroll or the renderer
 * probe, and the shell must not pull it in. The server renders 'full'.
 */
export const isLite = (): boolean => document.documentElement.dataset.quality === 'lite'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-quality'],
  })
  return () => observer.disconnect()
}

/** `isLite()` for a component: it re-renders when the tier changes. */
export function useLiteTier(): boolean {
  return useSyncExternalStore(subscribe, isLite, () => false)
}
