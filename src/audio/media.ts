/** The part of HTMLAudioElement the ambience uses (a fake stands in for it in unit tests). */
export interface MediaLike {
  src: string
  loop: boolean
  preload: string
  currentTime: number
  readonly paused: boolean
  play(): Promise<void>
  pause(): void
  addEventListener(type: 'error', listener: () => void): void
  removeEventListener(type: 'error', listener: () => void): void
}

/** Makes a media element; created only when the ambience first plays, so nothing is fetched at load. */
export type MediaFactory = () => MediaLike

/** The browser's own audio element. */
export const createAudioElement: MediaFactory = () => new Audio()
