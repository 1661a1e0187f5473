import { vi } from 'vitest'
import type { MediaLike } from '../../../src/audio/media'

/** A media element stand-in: play() resolves (or rejects) like a browser's would. */
export class FakeMedia implements MediaLike {
  src = ''
  loop = false
  preload = ''
  currentTime = 0
  paused = true
  failWith: Error | null = null
  private errorListeners = new Set<() => void>()

  play = vi.fn(async () => {
    if (this.failWith) throw this.failWith
    this.paused = false
  })
  pause = vi.fn(() => {
    this.paused = true
  })
  addEventListener(_type: 'error', fn: () => void) {
    this.errorListeners.add(fn)
  }
  removeEventListener(_type: 'error', fn: () => void) {
    this.errorListeners.delete(fn)
  }
  /** Fires the element's error event (a missing or undecodable file). */
  fail() {
    for (const fn of this.errorListeners) fn()
  }
}

/** A factory that records every element it makes. */
export function fakeFactory() {
  const made: FakeMedia[] = []
  const create = () => {
    const m = new FakeMedia()
    made.push(m)
    return m
  }
  return { made, create }
}
