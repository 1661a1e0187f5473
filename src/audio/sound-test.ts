import { motion } from '../state/motion-store'
import type { AudioEngine } from './engine'
import { loadBuffer } from './load-buffer'
import { rampTo, setNow } from './gain-schedule'

/** The two recordings of a sound test: the board as it came in, and as it left the bench. */
export type Take = 'stock' | 'tuned'
export const TAKES: readonly Take[] = ['stock', 'tuned']

/** How close to the end (s) a position counts as the end: play there starts over. */
const END_S = 0.05

/** What the player needs: where the two files are. */
export interface SoundTestSources {
  stock: string
  tuned: string
}

/**
 * Plays a before/after sound test through the site's engine. Both recordings are decoded and run
 * side by side from the same start time and offset, each through its own gain; the A/B switch
 * crossfades those gains in a few milliseconds, so the visitor hears the other take at the very
 * same moment of the passage, with no gap and no restart. The pair runs into the engine's sound
 * test input (site volume, mute), holds the context in the 'playback' audio session, and ducks the
 * ambience while it plays. A hidden tab pauses it.
 * @example const test = await openSoundTest(engine, { stock, tuned }, () => render()); test.play()
 */
export async function openSoundTest(
  engine: AudioEngine,
  sources: SoundTestSources,
  onChange: () => void
) {
  const { ctx } = engine
  const buffers = await Promise.all(TAKES.map((t) => loadBuffer(ctx, sources[t])))
  const duration = Math.min(...buffers.map((b) => b.duration))
  const gains = TAKES.map(() => {
    const g = ctx.createGain()
    g.connect(engine.testInput)
    return g
  })
  let take: Take = 'stock'
  let pair: AudioBufferSourceNode[] | null = null
  let startedAt = 0 // context time at which the passage's 0 s played
  let pausedAt = 0 // s into the passage, while paused
  const token = {}

  const position = () =>
    pair ? Math.min(duration, Math.max(0, ctx.currentTime - startedAt)) : pausedAt

  function applyTake(at: number, fadeMs: number) {
    TAKES.forEach((t, i) => {
      const on = t === take ? 1 : 0
      if (fadeMs > 0) rampTo(gains[i]!.gain, on, fadeMs, at)
      else setNow(gains[i]!.gain, on, at)
    })
  }

  function stopPair() {
    if (!pair) return
    for (const source of pair) {
      source.onended = null
      try {
        source.stop()
      } catch {
        // never started: nothing to stop
      }
      source.disconnect()
    }
    pair = null
  }

  /** Whether a position is the end of the passage (the last few ms play nothing worth hearing). */
  const atEnd = (seconds: number) => seconds >= duration - END_S

  /**
   * Plays from where it rests; resolves whether it is heard. Where the browser holds the context
   * back (a press it did not count as a gesture, an interrupted iPhone), it pauses again and
   * resolves false: a player that looked as if it played, silent, would be a lie.
   */
  function play(): Promise<boolean> {
    if (pair) return Promise.resolve(true)
    const offset = atEnd(pausedAt) ? 0 : pausedAt // play at the end starts it over
    const runs = engine.hold(token, true)
    engine.duck(true)
    const when = ctx.currentTime + 0.03 // a moment ahead, so both start on the same sample
    applyTake(ctx.currentTime, 0)
    pair = buffers.map((buffer, i) => {
      const source = ctx.createBufferSource()
      source.buffer = buffer
      source.connect(gains[i]!)
      source.start(when, offset)
      return source
    })
    const current = pair
    current[0]!.onended = () => {
      if (pair !== current) return
      stopPair()
      pausedAt = 0
      settle()
    }
    startedAt = when - offset
    onChange()
    return runs.then((heard) => {
      if (!heard && pair === current) pause()
      return heard
    })
  }

  /** Back to rest: release the context and the ambience. */
  function settle() {
    engine.duck(false)
    engine.release(token)
    onChange()
  }

  function pause() {
    if (!pair) return
    pausedAt = position()
    stopPair()
    settle()
  }

  // A seek to the end (End, or an arrow or PageUp past it, or a drag to the far right) rests
  // there, as it does while paused: playing on from it would be play()'s restart from 0:00.
  // Resolves as play() does: false where a seek while playing played on and the browser held
  // the sound back (it rests there then).
  function seek(seconds: number): Promise<boolean> {
    const to = Math.min(duration, Math.max(0, seconds))
    const playing = pair !== null
    stopPair()
    pausedAt = to
    if (playing && !atEnd(to)) return play()
    if (playing) settle()
    else onChange()
    return Promise.resolve(true)
  }

  function setTake(next: Take) {
    if (next === take) return
    take = next
    applyTake(ctx.currentTime, motion().audio.abCrossfadeMs)
    onChange()
  }

  const onVisibility = () => {
    if (document.hidden) pause()
  }
  document.addEventListener('visibilitychange', onVisibility)

  return {
    duration,
    play,
    pause,
    seek,
    setTake,
    position,
    get playing() {
      return pair !== null
    },
    get take() {
      return take
    },
    /** Stops and lets go of the graph (the page is leaving). */
    dispose() {
      document.removeEventListener('visibilitychange', onVisibility)
      const was = pair !== null
      stopPair()
      if (was) {
        engine.duck(false)
        engine.release(token)
      }
      for (const g of gains) g.disconnect()
    },
  }
}

/** A running sound test. */
export type SoundTestPlayback = Awaited<ReturnType<typeof openSoundTest>>
