import { SITE } from '../content/site-config'
import { onMuteChange, onVolumeChange } from '../state/events'
import { motion } from '../state/motion-store'
import { usePreferencesStore } from '../state/preferences-store'
import { hasStoredVolume } from '../state/safe-storage'
import { clampUnit, fadeSteps, setNow } from './gain-schedule'
import { createAudioElement, type MediaFactory, type MediaLike } from './media'

/** idle: not started yet; starting: play() pending; failed: the file cannot play (no retries). */
export type AmbienceState = 'idle' | 'starting' | 'playing' | 'paused' | 'failed'

interface AmbienceOptions {
  /** The site's audio context (made in the visitor's first gesture). */
  ctx: Pick<BaseAudioContext, 'currentTime' | 'createGain'> & {
    createMediaElementSource(media: HTMLMediaElement): AudioNode
  }
  /** Where the music goes (the engine's ducking gain, then mute, then the speakers). */
  output: AudioNode
  /** Told whether the music is running, so the engine keeps the context awake only then. */
  onActive?: (active: boolean) => void
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

/**
 * The background ambience: plain TS, no React. The file streams from a media element into the
 * Web Audio graph (element -> music gain -> output); every level is a gain: the music volume,
 * the 3000 ms fade-in in 60 steps of 50 ms, a volume change in 20 steps. Follows the mute and
 * volume broadcasts, pauses while the tab is hidden. Any playback failure is a console warning.
 * @example const ambience = createAmbience({ ctx, output }); const detach = ambience.attach(); ambience.start()
 */
export function createAmbience(options: AmbienceOptions) {
  const {
    ctx,
    output,
    onActive = () => {},
    createMedia = createAudioElement,
    src = SITE.music.src,
    autoplay = SITE.music.autoplay,
    loop = SITE.music.loop,
  } = options
  let media: MediaLike | null = null
  let gain: GainNode | null = null
  let state: AmbienceState = 'idle'
  let hiddenPause = false // paused by a hidden tab, not by the visitor
  let gestured = false // the page has had a user gesture, so play() is allowed

  const muted = () => usePreferencesStore.getState().muted
  const target = () => musicVolume(usePreferencesStore.getState().volume, hasStoredVolume())

  function setState(next: AmbienceState) {
    const was = state === 'playing' || state === 'starting'
    state = next
    const is = state === 'playing' || state === 'starting'
    if (was !== is) onActive(is)
  }

  function warn(reason: unknown) {
    console.warn('[thock] ambience could not play:', reason)
  }

  const onMediaError = () => {
    if (state === 'failed') return
    if (gain) setNow(gain.gain, 0, ctx.currentTime)
    setState('failed')
    warn(`could not load ${src}`)
  }

  function ensureMedia(): { el: MediaLike; level: GainNode } {
    if (media && gain) return { el: media, level: gain }
    const el = createMedia()
    el.addEventListener('error', onMediaError)
    el.preload = 'auto'
    el.loop = loop
    el.src = src
    const level = ctx.createGain()
    level.gain.value = 0
    level.connect(output)
    ctx.createMediaElementSource(el as HTMLMediaElement).connect(level)
    media = el
    gain = level
    return { el, level }
  }

  /** Plays from the current position, then fades the music gain to the target. */
  function play(fade: 'in' | 'resume'): Promise<void> {
    const { el, level } = ensureMedia()
    setState('starting')
    setNow(level.gain, 0, ctx.currentTime)
    return el.play().then(
      () => {
        if (state !== 'starting') return // muted, hidden or failed meanwhile
        setState('playing')
        const a = motion().audio
        if (fade === 'in')
          fadeSteps(level.gain, target(), a.fadeInMs / a.fadeStepMs, a.fadeStepMs, ctx.currentTime)
        else fadeSteps(level.gain, target(), a.volumeFadeSteps, a.volumeFadeStepMs, ctx.currentTime)
      },
      (error: unknown) => {
        if (state !== 'starting') return // paused or failed meanwhile: nothing to report
        // blocked by the browser: try again on the next gesture; anything else is final
        const blocked = (error as { name?: string } | null)?.name === 'NotAllowedError'
        setState(blocked ? 'idle' : 'failed')
        if (blocked) gestured = false
        warn(error)
      }
    )
  }

  function pause() {
    media?.pause()
    if (gain) setNow(gain.gain, 0, ctx.currentTime)
    if (state === 'playing' || state === 'starting') setState('paused')
  }

  /**
   * Starts the ambience (every gesture calls this); does nothing when muted or running. Resolves
   * with the state the try came to: 'idle' where the browser refused it (it waits for a gesture).
   */
  function start(): Promise<AmbienceState> {
    gestured = true
    if (!autoplay || muted() || state !== 'idle') return Promise.resolve(state)
    if (typeof document !== 'undefined' && document.hidden) return Promise.resolve(state)
    return play('in').then(() => state)
  }

  function onMute(isMuted: boolean) {
    if (isMuted) {
      pause()
      return
    }
    if (state === 'paused' && !document.hidden) void play('resume')
    else if (state === 'idle' && gestured) void start()
  }

  function onVolume() {
    if (state !== 'playing' || !gain) return
    const a = motion().audio
    fadeSteps(gain.gain, target(), a.volumeFadeSteps, a.volumeFadeStepMs, ctx.currentTime)
  }

  function onVisibility() {
    if (document.hidden) {
      if (state === 'playing' || state === 'starting') {
        pause()
        hiddenPause = true
      }
      return
    }
    if (hiddenPause && state === 'paused' && !muted()) void play('resume')
    hiddenPause = false
  }

  /** Listens for mute, volume and visibility; returns the detach function. */
  function attach(): () => void {
    const offMute = onMuteChange(onMute)
    const offVolume = onVolumeChange(onVolume)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      offMute()
      offVolume()
      document.removeEventListener('visibilitychange', onVisibility)
      dispose()
    }
  }

  /** Stops the music and lets go of the media element and its gain. */
  function dispose() {
    if (media) {
      media.removeEventListener('error', onMediaError)
      media.pause()
    }
    gain?.disconnect()
    media = null
    gain = null
    setState('idle')
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
    /** The music gain (volume and fades), once playback has started. */
    get gain() {
      return gain
    },
  }
}

/** The ambience engine's interface. */
export type Ambience = ReturnType<typeof createAmbience>
