import { usePreferencesStore } from '../state/preferences-store'
import { openAudio } from './audio'

/**
 * The one entry point for the quiet UI click (volume 0.1, silent when muted). Nav links, the
 * logo, 'load more' and tilt cards call this from their click handlers (a gesture, so the audio
 * engine may open here). The file is fetched on the first click, never at page load.
 */
export function playClick(): void {
  if (typeof window === 'undefined' || usePreferencesStore.getState().muted) return
  void openAudio().then((engine) => engine?.click())
}
