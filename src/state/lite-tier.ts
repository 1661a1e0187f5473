import { useSyncExternalStore } from 'react'
import { readRaw, SESSION_KEYS, writeRaw } from './safe-storage'

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

/** A software renderer string (SwiftShader, llvmpipe, …): the compositor likely has no GPU either. */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer)
}

/**
 * Steps the page to 'lite' for the visit before the quality store has loaded (the renderer
 * probe's answer, with nothing else to do at rest): the store reads the same session keys
 * when it loads with the first scroll or the stage, so it starts where this left the page.
 */
export function capLiteForVisit(): void {
  writeRaw(SESSION_KEYS.qualityCeiling, 'lite', true)
  writeRaw(SESSION_KEYS.quality, 'lite', true)
  if (!readRaw(SESSION_KEYS.qualityForced, true)) document.documentElement.dataset.quality = 'lite'
}

/** A renderer string that names no GPU: empty, or what a browser says instead of the real one. */
export function isMaskedRenderer(renderer: string): boolean {
  return /^(|apple gpu|webkit webgl|mozilla|generic renderer|unknown)$/i.test(renderer.trim())
}

/**
 * A hardware renderer named by the probe, before the quality store has loaded: the visit may
 * draw its optional WebGL extras (the card glare) from now on. The store reads the same session
 * key when it loads, so it starts proven.
 */
export function proveFullForVisit(): void {
  writeRaw(SESSION_KEYS.qualityProven, '1', true)
  const root = document.documentElement
  if (readRaw(SESSION_KEYS.qualityForced, true)) return
  root.dataset.quality ??= 'full'
  if (root.dataset.quality === 'full') root.setAttribute('data-quality-proven', '')
}

/** `mayDrawExtras()` for a component: it re-renders when the tier or the proof changes. */
export function useMayDrawExtras(): boolean {
  return useSyncExternalStore(subscribe, mayDrawExtras, () => false)
}
