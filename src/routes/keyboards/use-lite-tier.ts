import { useSyncExternalStore } from 'react'
import { lite } from '../../dom/components/tilt-card/tilt-engine'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-quality'],
  })
  return () => observer.disconnect()
}

/**
 * Whether the page is in the 'lite' tier, read from `<html data-quality>` (the quality store
 * itself loads later, with the first scroll or the renderer probe). The server renders 'full'.
 */
export function useLiteTier(): boolean {
  return useSyncExternalStore(subscribe, lite, () => false)
}
