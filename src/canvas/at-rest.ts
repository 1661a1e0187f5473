import { useEffect, useState } from 'react'
import { motion } from '../state/motion-store'
import { useQualityStore } from '../state/quality-store'
import { whenQuiet } from '../lib/idle'

/**
 * Whether a long GPU step (starting WebGL, building a scene: its textures, its shaders)
 * may start now that it is `wanted`. In 'lite' (a compositor without a GPU) such a step is
 * a string of round trips to a GPU process that is busy drawing every scroll frame: up to
 * a second of blocked main thread in the middle of a scroll, a fraction of that at rest.
 * There it waits until the page has been still for `stage.restMs`, with no scroll, press or key
 * (a pause, not one slow frame between two scroll steps or two taps; the slot keeps its DOM
 * picture meanwhile), in idle time. In 'full' it starts at once. Once allowed, it stays allowed.
 */
export function useWhenResting(wanted: boolean): boolean {
  const [allowed, setAllowed] = useState(() => useQualityStore.getState().tier !== 'lite')
  useEffect(() => {
    if (allowed || !wanted) return
    return whenQuiet(() => setAllowed(true), motion().stage.restMs)
  }, [allowed, wanted])
  return allowed && wanted
}
