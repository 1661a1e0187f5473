import { onMuteChange, onVolumeChange } from '../state/events'
import { motion } from '../state/motion-store'
import { usePreferencesStore } from '../state/preferences-store'
import { createAmbience, type Ambience } from './ambience'
import { fadeSteps, rampTo, setNow } from './gain-schedule'
import { onGesture } from './gestures'
import { loadBuffer } from './load-buffer'
import type { MediaFactory } from './media'

/** The click sound file (made by scripts/gen-ambience.sh). */
export const CLICK_SRC = '/audio/click.mp3'

/** What `navigator.audioSession` offers where it exists (Safari 16.4+). */
type SessionType = 'ambient' | 'playback'
interface AudioSessionNav {
  audioSession?: { type: string }
}

interface EngineOptions {
  createMedia?: MediaFactory // the ambience's element (a fake in unit tests)
}

/**
 * One Web Audio graph for every sound of the site:
 *
 *   ambience element -> music gain (volume, fades) -> duck --\
 *   click buffers -> ui gain (0.1) --------------------------- master (mute) -> speakers
 *   sound tests -> A/B gains -> test gain (site volume) -----/
 *
 * Every level is a gain, so the volume and mute hold on iOS, where a media element's volume is
 * read-only. The context runs only while something plays (held), and is suspended a moment after
 * (an idle running context keeps an audio thread busy). A context the browser suspends or
 * interrupts (iOS on a call or a lock) is resumed on the next gesture.
 */
export function createEngine(ctx: AudioContext, options: EngineOptions = {}) {
  const prefs = () => usePreferencesStore.getState()
  const a = () => motion().audio
  const now = () => ctx.currentTime

  const master = ctx.createGain()
  master.gain.value = prefs().muted ? 0 : 1
  master.connect(ctx.destination)
  const duckGain = ctx.createGain()
  duckGain.connect(master)
  const ui = ctx.createGain()
  ui.connect(master)
  const test = ctx.createGain()
  test.gain.value = prefs().volume / 100
  test.connect(master)

  // the context runs while anything holds it
  const holds = new Set<object>()
  const playbackHolds = new Set<object>()
  let suspendTimer: ReturnType<typeof setTimeout> | undefined
  let warnedResume = false

  /** Asks the context to run; says whether it does (a browser may refuse it outside a gesture). */
  function resume(): Promise<boolean> {
    if (ctx.state === 'running') return Promise.resolve(true)
    if (ctx.state === 'closed') return Promise.resolve(false)
    return ctx.resume().then(
      () => ctx.state === 'running',
      (error: unknown) => {
        if (!warnedResume) console.warn('[thock] the audio context could not resume:', error)
        warnedResume = true
        return false
      }
    )
  }

  function setSession(type: SessionType) {
    const session = (navigator as Navigator & AudioSessionNav).audioSession
    if (session) session.type = type
  }

  /**
   * Keeps the context running while `token` is held; `playback` marks a sound the visitor asked
   * for (a sound test), which takes the 'playback' audio session where the browser has one.
   * Resolves whether the context runs: false where the browser held it back (no gesture).
   */
  function hold(token: object, playback = false) {
    clearTimeout(suspendTimer)
    holds.add(token)
    if (playback) {
      playbackHolds.add(token)
      setSession('playback')
    }
    return resume()
  }

  function release(token: object) {
    holds.delete(token)
    if (playbackHolds.delete(token) && playbackHolds.size === 0) setSession('ambient')
    if (holds.size > 0) return
    clearTimeout(suspendTimer)
    suspendTimer = setTimeout(() => {
      if (holds.size === 0 && ctx.state === 'running') void ctx.suspend().catch(() => {})
    }, a().idleSuspendMs)
  }

  /** Lowers the ambience while a sound test plays, and brings it back after. */
  function duck(on: boolean) {
    const t = a()
    rampTo(duckGain.gain, on ? t.duckLevel : 1, on ? t.duckMs : t.unduckMs, now())
  }

  const musicToken = {}
  const ambience: Ambience = createAmbience({
    ctx,
    output: duckGain,
    createMedia: options.createMedia,
    onActive: (active) => (active ? hold(musicToken) : release(musicToken)),
  })

  let clickBuffer: Promise<AudioBuffer> | null = null
  let warnedClick = false
  const clickToken = {}
  /** The quiet UI click (0.1 of full scale; silent when muted). */
  function click() {
    if (prefs().muted) return
    hold(clickToken)
    clickBuffer ??= loadBuffer(ctx, CLICK_SRC)
    clickBuffer.then(
      (buffer) => {
        ui.gain.value = a().clickVolume
        const source = ctx.createBufferSource()
        source.buffer = buffer
        source.connect(ui)
        source.onended = () => {
          source.disconnect()
          release(clickToken)
        }
        source.start()
      },
      (error: unknown) => {
        release(clickToken)
        clickBuffer = null // asked again at the next click (it stalled, or the visitor was offline)
        if (warnedClick) return
        warnedClick = true
        console.warn('[thock] click sound could not play:', error)
      }
    )
  }

  const offMute = onMuteChange((muted) => rampTo(master.gain, muted ? 0 : 1, a().muteRampMs, now()))
  const offVolume = onVolumeChange((volume) =>
    fadeSteps(test.gain, volume / 100, a().volumeFadeSteps, a().volumeFadeStepMs, now())
  )
  const offGesture = onGesture(() => {
    if (holds.size > 0) void resume()
    void ambience.start()
  })
  const detachAmbience = ambience.attach()
  setSession('ambient')
  // the engine is opened in a gesture (or after one the page's code did not see): it counts
  const started = ambience.start()

  return {
    ctx,
    ambience,
    /** What the first start came to: 'idle' where the browser wants a fresh gesture. */
    started,
    /** Where a sound test connects: follows the site volume and mute. */
    testInput: test as AudioNode,
    click,
    hold,
    release,
    duck,
    /** Stops everything and closes the context (tests; the site keeps one engine per visit). */
    dispose() {
      offMute()
      offVolume()
      offGesture()
      detachAmbience()
      clearTimeout(suspendTimer)
      setNow(master.gain, 0, now())
      void ctx.close().catch(() => {})
    },
  }
}

/** The site's audio engine. */
export type AudioEngine = ReturnType<typeof createEngine>
