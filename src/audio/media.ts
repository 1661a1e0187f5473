/** The part of HTMLAudioElement the sound code uses (a fake stands in for it in unit tests). */
export interface MediaLike {
  src: string
  loop: boolean
  preload: string
  volume: number
  currentTime: number
  readonly paused: boolean
  play(): Promise<void>
  pause(): void
  addEventListener(type: 'error', listener: () => void): void
  removeEventListener(type: 'error', listener: () => void): void
}

/** Makes a media element; created only when a sound first plays, so nothing is fetched at load. */
export type MediaFactory = () => MediaLike

/** The browser's own audio element. */
export const createAudioElement: MediaFactory = () => new Audio()

/** Clamps a volume into the 0-1 range media elements accept. */
export function clampUnit(v: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0))
}
