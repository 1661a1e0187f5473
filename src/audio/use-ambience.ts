import { useEffect } from 'react'
import { openAudio } from './audio'
import { hadGesture, onGesture } from './gestures'

/**
 * Opens the audio engine at the visitor's first gesture (nothing can sound before one), or at
 * once where the visitor pressed something before the page's code ran; the engine starts the
 * ambience itself. Browser only: effects never run on the server. The engine is a chunk of its
 * own, so it is not in the script every page waits for.
 */
export function useAmbience(): void {
  useEffect(() => {
    // a press before this code listened was the first gesture: open now (where the browser still
    // refuses, the ambience waits for the next gesture, as after any refused play)
    if (hadGesture()) {
      void openAudio()
      return
    }
    const off = onGesture(() => {
      off()
      void openAudio()
    })
    return off
  }, [])
}
