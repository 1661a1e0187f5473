import { useEffect } from 'react'
import { createAmbience } from './ambience'

/** Runs the ambience engine for the life of the app (browser only: effects never run on the server). */
export function useAmbience(): void {
  useEffect(() => createAmbience().attach(), [])
}
