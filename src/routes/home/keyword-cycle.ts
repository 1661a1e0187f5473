import { startTransition, useEffect, useState } from 'react'

/** How long each word shows, in ms: `wordMs` for every word but the last, which holds `lastWordMs`. */
export function keywordDurations(count: number, wordMs: number, lastWordMs: number): number[] {
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? lastWordMs : wordMs))
}

/** A running keyword rotation; `stop()` cancels its timer. */
export interface KeywordCycle {
  stop: () => void
}

/**
 * Cycles through word indexes 0..n-1 with timers: calls `onChange(0)` at once,
 * then the next index after each word's duration, wrapping after the last.
 * @example const c = startKeywordCycle([1655, 1655, 4000], setIndex); c.stop()
 */
export function startKeywordCycle(
  durations: readonly number[],
  onChange: (index: number) => void
): KeywordCycle {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const show = (index: number) => {
    if (stopped) return
    onChange(index)
    const ms = durations[index]
    if (ms === undefined || durations.length < 2) return
    timer = setTimeout(() => show((index + 1) % durations.length), ms)
  }
  show(0)
  return {
    stop: () => {
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
    },
  }
}

/**
 * The index of the word to show now. Restarts at the first word whenever
 * `restartKey` changes (the tier): the render that shows a new key shows its first word, as the
 * index is kept with the key it belongs to. Holds the first word while `running` is false. A word
 * change is a transition: nobody waits for it, so its render yields to a tap that lands meanwhile.
 */
export function useKeywordCycle(
  restartKey: string,
  count: number,
  wordMs: number,
  lastWordMs: number,
  running: boolean
): number {
  const [at, setAt] = useState({ key: restartKey, index: 0 })
  useEffect(() => {
    const show = (index: number) =>
      setAt((a) => (a.key === restartKey && a.index === index ? a : { key: restartKey, index }))
    if (!running) {
      show(0)
      return
    }
    const cycle = startKeywordCycle(keywordDurations(count, wordMs, lastWordMs), (i) =>
      startTransition(() => show(i))
    )
    return cycle.stop
  }, [restartKey, count, wordMs, lastWordMs, running])
  return at.key === restartKey ? at.index : 0
}
