import { motion } from '../state/motion-store'
import { usePreferencesStore } from '../state/preferences-store'
import { createAudioElement, type MediaFactory, type MediaLike } from './media'

/** The click sound file (made by scripts/gen-ambience.sh). */
export const CLICK_SRC = '/audio/click.mp3'

let createMedia: MediaFactory = createAudioElement
let media: MediaLike | null = null
let warned = false

/**
 * The one entry point for the quiet UI click (volume 0.1, silent when muted).
 * Nav links, the logo, 'load more' and tilt cards call this. The file is
 * fetched on the first click, never at page load; a failure warns once.
 */
export function playClick(): void {
  if (typeof window === 'undefined' || usePreferencesStore.getState().muted) return
  try {
    if (!media) {
      media = createMedia()
      media.preload = 'auto'
      media.src = CLICK_SRC
    }
    media.volume = motion().audio.clickVolume
    media.currentTime = 0 // a quick second click restarts the sound
    media.play().catch(warnOnce)
  } catch (error) {
    warnOnce(error)
  }
}

function warnOnce(error: unknown) {
  if (warned) return
  warned = true
  console.warn('[thock] click sound could not play:', error)
}

/** Test hook: swaps the media factory and forgets the current element. */
export function setClickMediaFactory(factory: MediaFactory): void {
  createMedia = factory
  media = null
  warned = false
}
