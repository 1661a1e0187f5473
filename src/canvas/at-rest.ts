import { useEffect, useState } from 'react'
import { motion } from '../state/motion-store'
import { useQualityStore } from '../state/quality-store'
import { scrollStore } from '../state/scroll-store'

/**
 * Whether a long GPU step (starting WebGL, building a scene: its textures, its shaders)
 * may start now that it is `wanted`. In 'lite' (a compositor without a GPU) such a step is
 * a string of round trips to a GPU process that is busy drawing every scroll frame: up to
 * a second of blocked main thread in the middle of a scroll, a fraction of that at rest.
 * There it waits until the page has been still for `stage.restMs` (a pause, not one slow frame
 * between two scroll steps; the slot keeps its DOM picture meanwhile). In 'full' it
 * starts at once. Once allowed, it stays allowed.
 */
export function useWhenResting(wanted: boolean): boolean {
  const [allowed, setAllowed] = useState(() => useQualityStore.getState().tier !== 'lite')
  useEffect(() => {
    if (allowed || !wanted) return
    let timer = 0
    const wait = () => {
      window.clearTimeout(timer)
      if (!scrollStore.getState().scrolling)
        timer = window.setTimeout(() => setAllowed(true), motion().stage.restMs)
    }
    wait()
    const unsubscribe = scrollStore.subscribe(wait)
    return () => {
      unsubscribe()
      window.clearTimeout(timer)
    }
  }, [allowed, wanted])
  return allowed && wanted
}
