import { useEffect } from 'react'

/** The visitor's first gesture (a touch press is not an activation everywhere: its click follows). */
const GESTURES = ['pointerdown', 'click', 'keydown'] as const

/**
 * Runs the ambience engine for the life of the app (browser only: effects never run on the
 * server). The engine is a chunk of its own, fetched at the visitor's first gesture (nothing
 * can play before one), so it is not in the script every page waits for.
 */
export function useAmbience(): void {
  useEffect(() => {
    let live = true
    let detach: (() => void) | null = null
    const onGesture = (e: Event) => {
      if (e.type === 'pointerdown' && (e as PointerEvent).pointerType === 'touch') return
      stop()
      import('./ambience')
        .then(({ createAmbience }) => {
          if (!live) return
          const ambience = createAmbience()
          detach = ambience.attach()
          ambience.start() // the gesture that fetched it counts (activation is sticky)
        })
        .catch((error: unknown) => console.warn('[thock] the ambience could not load:', error))
    }
    const stop = () => {
      for (const type of GESTURES) window.removeEventListener(type, onGesture, { capture: true })
    }
    for (const type of GESTURES) window.addEventListener(type, onGesture, { capture: true })
    return () => {
      live = false
      stop()
      detach?.()
    }
  }, [])
}
