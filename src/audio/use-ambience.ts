import { useEffect } from 'react'
import { openAudio } from './audio'
import { onGesture } from './gestures'

/**
 * Opens the audio engine at the visitor's first gesture (nothing can sound before one); the
 * engine starts the ambience itself. Browser only: effects never run on the server. The engine is
 * a chunk of its own, so it is not in the script every page waits for.
 */
export function useAmbience(): void {
  useEffect(() => {
    const off = onGesture(() => {
      off()
      void openAudio()
    })
    return off
  }, [])
}
