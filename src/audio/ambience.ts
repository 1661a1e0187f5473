import { SITE } from '../content/site-config'
import { onMuteChange, onVolumeChange } from '../state/events'
import { motion } from '../state/motion-store'
import { usePreferencesStore } from '../state/preferences-store'
import { hasStoredVolume } from '../state/safe-storage'
import { clampUnit, createAudioElement, type MediaFactory, type MediaLike } from './media'

/** idle: not started yet; starting: play() pending; failed: the file cannot play (no retries). */
export type AmbienceState = 'idle' | 'starting' | 'playing' | 'paused' | 'failed'

interface AmbienceOptions {
  createMedia?: MediaFactory
  src?: string
  autoplay?: boolean
  loop?: boolean
}

/** The applied music volume (0-1): stored / 100 x factor, or the default when nothing is stored. */
export function musicVolume(stored: number, hasStored: boolean): number {
  const a = motion().audio
  return clampUnit(hasStored ? (stored / 100) * a.musicVolumeFactor : a.musicDefaultVolume)
}

/** The events that count as the visitor's first gesture (touch presses wait for their click). */
const GESTURES = ['pointerdown', 'click', 'keydown'] as const

/**
 * The background ambience: plain TS, no React. Starts on the first press, click or key
 * (when autoplay is on and not muted) and fades in; follows the mute and volume broadcasts;
 * pauses while the tab is hidden. Any playback failure is a console warning, nothing more.
 * @example const ambience = createAmbience(); const detach = ambience.attach()
 */
export function createAmbience(options: AmbienceOptions = {}) {
  const {
    createMedia = createAudioElement,
    src = SITE.music.src,
    autoplay = SITE.music.autoplay,
    loop = SITE.music.loop,
  } = options
  let media: MediaLike | null = null
  let state: AmbienceState = 'idle'
  let fadeTimer: ReturnType<typeof setInterval> | undefined
  let hiddenPause = false // paused by a hidden tab, not by the visitor
  let gestured = false // the page has had a user gesture, so play() is allowed

  const muted = () => usePreferencesStore.getState().muted
  const target = () => musicVolume(usePreferencesStore.getState().volume, hasStoredVolume())

  function stopFade() {
    if (fadeTimer !== undefined) clearInterval(fadeTimer)
    fadeTimer = undefined
  }

  /** Moves the volume to `to` in `steps` equal steps, one every `stepMs`. */
  function fadeTo(to: number, steps: number, stepMs: number) {
    stopFade()
    const el = media
    if (!el) return
    const from = el.volume
    const n = Math.max(1, Math.round(steps))
    let i = 0
    fadeTimer = setInterval(() => {
      i++
      el.volume = clampUnit(from + ((to - from) * i) / n)
      if (i >= n) stopFade()
    }, stepMs)
  }

  function warn(reason: unknown) {
    console.warn('[thock] ambience could not play:', reason)
  }

  const onMediaError = () => {
    if (state === 'failed') return
    stopFade()
    state = 'failed'
    warn(`could not load ${src}`)
  }

  function ensureMedia(): MediaLike {
    if (media) return media
    media = createMedia()
    media.addEventListener('error', onMediaError)
    media.preload = 'auto'
    media.loop = loop
    media.src = src
    return media
  }

  /** Plays from the current position, then fades to the target volume. */
  function play(fade: 'in' | 'resume') {
    const el = ensureMedia()
    const a = motion().audio
    state = 'starting'
    stopFade()
    el.volume = 0
    el.play().then(
      () => {
        if (state !== 'starting') return // muted, hidden or failed meanwhile
        state = 'playing'
        if (fade === 'in') fadeTo(target(), a.fadeInMs / a.fadeStepMs, a.fadeStepMs)
        else fadeTo(target(), a.volumeFadeSteps, a.volumeFadeStepMs)
      },
      (error: unknown) => {
        if (state !== 'starting') return // paused or failed meanwhile: nothing to report
        // blocked by the browser: try again on the next gesture; anything else is final
        const blocked = (error as { name?: string } | null)?.name === 'NotAllowedError'
        state = blocked ? 'idle' : 'failed'
        if (blocked) gestured = false
        warn(error)
      }
    )
  }

  function pause() {
    stopFade()
    media?.pause()
    if (state === 'playing' || state === 'starting') state = 'paused'
  }

  /** Starts the ambience (the first gesture calls this); does nothing when muted or running. */
  function start() {
    gestured = true
    if (!autoplay || muted() || state !== 'idle') return
    if (typeof document !== 'undefined' && document.hidden) return
    play('in')
  }

  function onGesture(e: Event) {
    // a touch press is not yet a user activation in every browser: its click follows
    if (e.type === 'pointerdown' && (e as PointerEvent).pointerType === 'touch') return
    start()
  }

  function onMute(isMuted: boolean) {
    if (isMuted) {
      pause()
      return
    }
    if (state === 'paused' && !document.hidden) play('resume')
    else if (state === 'idle' && gestured) start()
  }

  function onVolume() {
    if (state !== 'playing') return
    const a = motion().audio
    fadeTo(target(), a.volumeFadeSteps, a.volumeFadeStepMs)
  }

  function onVisibility() {
    if (document.hidden) {
      if (state === 'playing' || state === 'starting') {
        pause()
        hiddenPause = true
      }
      return
    }
    if (hiddenPause && state === 'paused' && !muted()) play('resume')
    hiddenPause = false
  }

  /** Listens for the first gesture, mute, volume and visibility; returns the detach function. */
  function attach(): () => void {
    for (const type of GESTURES) window.addEventListener(type, onGesture, { capture: true })
    const offMute = onMuteChange(onMute)
    const offVolume = onVolumeChange(onVolume)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      for (const type of GESTURES) window.removeEventListener(type, onGesture, { capture: true })
      offMute()
      offVolume()
      document.removeEventListener('visibilitychange', onVisibility)
      dispose()
    }
  }

  /** Stops the music and lets go of the media element. */
  function dispose() {
    stopFade()
    if (media) {
      media.removeEventListener('error', onMediaError)
      media.pause()
    }
    media = null
    state = 'idle'
    gestured = false
  }

  return {
    attach,
    start,
    dispose,
    /** The current state (for tests and tools). */
    get state() {
      return state
    },
    /** The media element, once playback has started. */
    get media() {
      return media
    },
  }
}

/** The ambience engine's interface. */
export type Ambience = ReturnType<typeof createAmbience>
