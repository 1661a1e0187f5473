import { motion } from '../state/motion-store'

/**
 * Runs `fn` when the main thread is idle: at the latest after `timeoutMs` (omitted: no
 * deadline, never in the middle of busy frames). Safari has no requestIdleCallback: a timer
 * of `motion().idle.fallbackMs` there. Returns the canceller (each id cancelled by its own kind).
 * @example const cancel = whenIdle(startProbe, motion().idle.probeTimeoutMs)
 */
export function whenIdle(fn: () => void, timeoutMs?: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), timeoutMs ? { timeout: timeoutMs } : undefined)
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(fn, motion().idle.fallbackMs)
  return () => clearTimeout(id)
}
