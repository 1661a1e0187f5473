import Lenis from 'lenis'
import { addTick, TICK_PRIORITY } from './clock'
import { requestFrame } from '../canvas/frame'
import { scrollStore } from '../state/scroll-store'
import { motion } from '../state/motion-store'

let lenis: Lenis | null = null
let stopTick: (() => void) | null = null
let removeNative: (() => void) | null = null
let idleTimer = 0

function markIdleSoon(): void {
  window.clearTimeout(idleTimer)
  idleTimer = window.setTimeout(() => scrollStore.setState({ scrolling: false, velocity: 0 }), 120)
}

function writeNative(): void {
  const limit = document.documentElement.scrollHeight - window.innerHeight
  scrollStore.setState({ y: window.scrollY, limit, scrolling: true })
  requestFrame()
  markIdleSoon()
}

/**
 * Starts scrolling for the visit: Lenis smoothing stepped by the one clock, or
 * native scrolling with reduced motion. Either way the scroll store is written.
 */
export function startSmoothScroll(reducedMotion: boolean): void {
  stopSmoothScroll()
  if (reducedMotion) {
    window.addEventListener('scroll', writeNative, { passive: true })
    removeNative = () => window.removeEventListener('scroll', writeNative)
    writeNative()
    return
  }
  const { lerp, wheelMultiplier } = motion().scroll
  const instance = new Lenis({ autoRaf: false, lerp, wheelMultiplier, anchors: true })
  lenis = instance
  instance.on('scroll', (l: Lenis) => {
    scrollStore.setState({
      y: l.animatedScroll,
      velocity: l.velocity,
      limit: l.limit,
      scrolling: true,
    })
    requestFrame()
    markIdleSoon()
  })
  stopTick = addTick((time) => instance.raf(time), TICK_PRIORITY.scroll)
  scrollStore.setState({ y: window.scrollY, limit: instance.limit })
}

/** Stops smoothing and the native listener (reduced-motion switches, tests). */
export function stopSmoothScroll(): void {
  stopTick?.()
  stopTick = null
  removeNative?.()
  removeNative = null
  lenis?.destroy()
  lenis = null
}

/** The running Lenis instance, or null with native scrolling. */
export function getLenis(): Lenis | null {
  return lenis
}

/** Jumps to the top at once: Lenis stopped, scrolled to 0, limits re-measured, started again. */
export function scrollToTopNow(): void {
  if (lenis) {
    lenis.stop()
    lenis.scrollTo(0, { immediate: true, force: true })
    lenis.resize()
    lenis.start()
  }
  window.scrollTo(0, 0)
  scrollStore.setState({ y: 0, velocity: 0 })
  requestFrame()
}
