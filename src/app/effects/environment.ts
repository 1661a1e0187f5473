import { useEffect } from 'react'
import { startSmoothScroll, stopSmoothScroll } from '../../lib/smooth-scroll'
import { useUiStore } from '../../state/ui-store'

const REDUCED = '(prefers-reduced-motion: reduce)'
const TOUCH = '(hover: none), (pointer: coarse)'

/** Reduced motion and touch, live; (re)starts Lenis or native scrolling to match. */
export function useEnvironment(): void {
  useEffect(() => {
    const reduced = window.matchMedia(REDUCED)
    const touch = window.matchMedia(TOUCH)
    const apply = () => {
      useUiStore.getState().setEnvironment({ reducedMotion: reduced.matches, touch: touch.matches })
      startSmoothScroll(reduced.matches)
    }
    apply()
    reduced.addEventListener('change', apply)
    touch.addEventListener('change', apply)
    return () => {
      reduced.removeEventListener('change', apply)
      touch.removeEventListener('change', apply)
      stopSmoothScroll()
    }
  }, [])
}
