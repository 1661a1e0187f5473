/**
 * Broadcasts for non-React listeners (the audio engine): window CustomEvents,
 * so anything on the page can react without importing React or the stores.
 */

export const MUTE_CHANGE = 'mute-change'
export const VOLUME_CHANGE = 'volume-change'

export interface MuteChangeDetail {
  muted: boolean
}
export interface VolumeChangeDetail {
  volume: number // 0-100
}

/** Fires `mute-change` with `{ muted }`. */
export function broadcastMute(muted: boolean): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<MuteChangeDetail>(MUTE_CHANGE, { detail: { muted } }))
}

/** Fires `volume-change` with `{ volume }` (0-100). */
export function broadcastVolume(volume: number): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<VolumeChangeDetail>(VOLUME_CHANGE, { detail: { volume } }))
}

/** Subscribes to mute changes; returns the unsubscribe function. */
export function onMuteChange(fn: (muted: boolean) => void): () => void {
  const handler = (e: Event) => fn((e as CustomEvent<MuteChangeDetail>).detail.muted)
  window.addEventListener(MUTE_CHANGE, handler)
  return () => window.removeEventListener(MUTE_CHANGE, handler)
}

/** Subscribes to volume changes; returns the unsubscribe function. */
export function onVolumeChange(fn: (volume: number) => void): () => void {
  const handler = (e: Event) => fn((e as CustomEvent<VolumeChangeDetail>).detail.volume)
  window.addEventListener(VOLUME_CHANGE, handler)
  return () => window.removeEventListener(VOLUME_CHANGE, handler)
}
