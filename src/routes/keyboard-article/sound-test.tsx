import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { addTick } from '../../lib/clock'
import { hasWebAudio, openAudio } from '../../audio/audio'
import type { SoundTestPlayback, Take } from '../../audio/sound-test'
import type { SoundTest } from '../../content/article-types'
import { SOUND_TEST_ID } from '../../content/nav'
import { usePreferencesStore } from '../../state/preferences-store'
import { DEFAULT_VOLUME } from '../../state/safe-storage'
import s from './sound-test.module.css'

// 'held': the browser kept the sound back (paused again); 'no-audio': the browser has no Web Audio
type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'held' | 'error' | 'no-audio'

const TAKE_LABEL: Record<Take, { short: string; long: string }> = {
  stock: { short: 'a · stock', long: 'as it came in' },
  tuned: { short: 'b · tuned', long: 'as it left the bench' },
}

/** How far a finger moves sideways on the waveform before it scrubs (less may be a scroll). */
const SCRUB_SLOP_PX = 8

/** 75.4 -> '1:15' */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** Where a key moves the position (s), or null for keys the slider does not use. */
export function seekForKey(
  key: string,
  at: number,
  duration: number,
  shift = false
): number | null {
  const step = shift ? 5 : 1
  const to = (v: number) => Math.min(duration, Math.max(0, v))
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return to(at + step)
    case 'ArrowLeft':
    case 'ArrowDown':
      return to(at - step)
    case 'PageUp':
      return to(at + 5)
    case 'PageDown':
      return to(at - 5)
    case 'Home':
      return 0
    case 'End':
      return duration
    default:
      return null
  }
}

/** The waveform as one path of bars, from the peaks measured at build time (no decoding here). */
function Wave({ peaks, className }: { peaks: number[]; className?: string }) {
  let d = ''
  peaks.forEach((p, i) => {
    const h = Math.max(4, p * 96)
    d += `M${i + 0.18} ${(50 - h / 2).toFixed(1)}h0.64v${h.toFixed(1)}h-0.64z`
  })
  return (
    <svg
      className={className}
      viewBox={`0 0 ${peaks.length} 100`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  )
}

interface Props {
  sound: SoundTest
  standIn: boolean // the recordings are stand-ins (the article is still a placeholder)
}

/**
 * The before/after sound test of a build: play/pause, the position as m:ss, a waveform to seek on
 * (click, drag, arrow keys), and an A/B switch that changes recording at the same moment of the
 * clip. Nothing is fetched until the visitor presses play; the playback code is a chunk of its own.
 */
export function SoundTestPlayer({ sound, standIn }: Props) {
  const id = useId()
  const [status, setStatus] = useState<Status>('idle')
  const [take, setTake] = useState<Take>('stock')
  const [second, setSecond] = useState(0) // the whole second shown (and announced)
  const muted = usePreferencesStore((st) => st.muted)
  const setMuted = usePreferencesStore((st) => st.setMuted)
  const quiet = usePreferencesStore((st) => st.volume === 0)
  const setVolume = usePreferencesStore((st) => st.setVolume)
  const playButton = useRef<HTMLButtonElement>(null)
  const playback = useRef<SoundTestPlayback | null>(null)
  const track = useRef<HTMLDivElement>(null)
  const at = useRef(0) // s, the position before playback exists
  const takeRef = useRef<Take>('stock')
  const dragging = useRef<{
    id: number
    left: number
    width: number
    x: number // where it pressed
    y: number
    scrubbing: boolean // a finger has moved sideways (a mouse or pen scrubs from the press)
  } | null>(null)
  const { duration } = sound

  /** Moves the played part and the playhead (transforms only: no layout, no repaint). */
  const show = useCallback(
    (seconds: number) => {
      at.current = seconds
      const p = duration > 0 ? Math.min(1, seconds / duration) : 0
      track.current?.style.setProperty('--p', String(p))
      setSecond(Math.floor(Math.min(seconds, duration))) // within the slider's range
    },
    [duration]
  )

  // while playing, the clock moves the playhead each frame; the time text changes once a second
  useEffect(() => {
    if (status !== 'playing') return
    return addTick(() => {
      const pb = playback.current
      if (pb) show(pb.position())
    })
  }, [status, show])

  useEffect(() => () => playback.current?.dispose(), [])

  const sync = useCallback(() => {
    const pb = playback.current
    if (!pb) return
    setStatus(pb.playing ? 'playing' : 'paused')
    show(pb.position())
  }, [show])

  /** Says so where the browser held back the sound a play (or a seek while playing) asked for. */
  const heardOrHeld = (asked: Promise<boolean>) =>
    void asked.then((heard) => {
      if (!heard) setStatus('held')
    })

  async function start() {
    const opening = openAudio() // first, inside the press: iOS starts audio only in a gesture
    setStatus('loading')
    try {
      const [engine, { openSoundTest }] = await Promise.all([
        opening,
        import('../../audio/sound-test'),
      ])
      if (!engine && !hasWebAudio()) return setStatus('no-audio') // trying again cannot help
      if (!engine) throw new Error('the audio engine could not load')
      const pb = await openSoundTest(
        engine,
        { stock: sound.stock.src, tuned: sound.tuned.src },
        () => sync()
      )
      if (!track.current) return pb.dispose() // the page left meanwhile
      playback.current = pb
      pb.setTake(takeRef.current)
      pb.seek(at.current)
      heardOrHeld(pb.play())
    } catch (error) {
      console.warn('[thock] the sound test could not play:', error)
      setStatus('error')
    }
  }

  const onPlay = () => {
    const pb = playback.current
    if (!pb) {
      if (status !== 'loading') void start()
      return
    }
    if (pb.playing) pb.pause()
    else heardOrHeld(pb.play())
  }

  const seek = (seconds: number) => {
    const pb = playback.current
    // the slider's end is the recording's end, whatever length this browser decoded (the
    // build measured `duration`); a seek there while playing stops there (openSoundTest)
    if (pb) heardOrHeld(pb.seek(seconds >= duration ? pb.duration : seconds))
    show(pb ? pb.position() : seconds)
  }

  // the arrows, Page Up and Down, Home and End seek; Space plays or pauses, as on a media
  // player's scrubber (the browser's own Space scrolled the player off the screen)
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === ' ') {
      e.preventDefault()
      if (!e.repeat) onPlay()
      return
    }
    const to = seekForKey(e.key, at.current, duration, e.shiftKey)
    if (to === null) return
    e.preventDefault()
    seek(to)
  }

  const seekAt = (clientX: number) => {
    const d = dragging.current
    if (!d || d.width <= 0) return
    seek((Math.min(1, Math.max(0, (clientX - d.left) / d.width)) || 0) * duration)
  }
  // A mouse or pen seeks where it presses and drags the playhead. A finger may only be passing
  // through on its way down the article (the track lets the browser pan vertically,
  // `touch-action: pan-y`): it seeks when it lifts (a tap) or moves sideways; a vertical
  // swipe becomes the page's scroll, and the browser cancels the pointer without a seek.
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    const rect = e.currentTarget.getBoundingClientRect() // once per press, not per move
    const scrubbing = e.pointerType !== 'touch'
    dragging.current = {
      id: e.pointerId,
      left: rect.left,
      width: rect.width,
      x: e.clientX,
      y: e.clientY,
      scrubbing,
    }
    e.currentTarget.setPointerCapture?.(e.pointerId)
    if (scrubbing) seekAt(e.clientX)
  }
  const onPointerMove = (e: React.PointerEvent) => {
    const d = dragging.current
    if (d?.id !== e.pointerId) return
    const dx = Math.abs(e.clientX - d.x)
    d.scrubbing ||= dx >= SCRUB_SLOP_PX && dx > Math.abs(e.clientY - d.y)
    if (d.scrubbing) seekAt(e.clientX)
  }
  const onPointerUp = (e: React.PointerEvent) => {
    if (dragging.current?.id !== e.pointerId) return
    if (e.pointerType === 'touch') seekAt(e.clientX)
    dragging.current = null
  }
  const onPointerCancel = (e: React.PointerEvent) => {
    if (dragging.current?.id === e.pointerId) dragging.current = null
  }

  const choose = (next: Take) => {
    takeRef.current = next
    setTake(next)
    playback.current?.setTake(next)
  }

  const playing = status === 'playing'
  return (
    <section
      id={SOUND_TEST_ID}
      className={`glass ${s.player}`}
      aria-labelledby={`${id}-title`}
      data-status={status}
    >
      <div className={s.intro}>
        <h2 id={`${id}-title`} className={s.title}>
          sound test
        </h2>
        <p className={s.lede}>
          the same passage, typed on this board as it came in and as it left the bench.
        </p>
      </div>

      <div className={s.controls}>
        <button
          ref={playButton}
          type="button"
          className={s.play}
          onClick={onPlay}
          aria-label={playing ? 'pause the sound test' : 'play the sound test'}
          aria-describedby={muted || quiet ? `${id}-silent` : undefined}
          aria-busy={status === 'loading'}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            ) : (
              <path d="M8 5.5v13l10.5-6.5z" />
            )}
          </svg>
        </button>
        <div
          ref={track}
          className={s.track}
          role="slider"
          tabIndex={0}
          aria-label="position in the recording"
          aria-valuemin={0}
          aria-valuemax={Math.floor(duration)}
          aria-valuenow={second}
          aria-valuetext={`${clockTime(second)} of ${clockTime(duration)}`}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
        >
          <Wave peaks={sound[take].peaks} className={s.wave} />
          <div className={s.playedClip} aria-hidden="true">
            <div className={s.playedInner}>
              <Wave peaks={sound[take].peaks} className={s.wavePlayed} />
            </div>
          </div>
          <div className={s.head} aria-hidden="true" />
        </div>
        <p className={s.time} aria-hidden="true">
          <span>{clockTime(second)}</span> / {clockTime(duration)}
        </p>
      </div>

      <fieldset className={s.ab}>
        <legend className="visually-hidden">which recording</legend>
        {(['stock', 'tuned'] as const).map((t) => (
          <label key={t} className={s.option}>
            <input
              type="radio"
              name={`${id}-take`}
              value={t}
              checked={take === t}
              onChange={() => choose(t)}
            />
            <span>
              <strong>{TAKE_LABEL[t].short}</strong> {TAKE_LABEL[t].long}
            </span>
          </label>
        ))}
      </fieldset>

      <div className={s.notes}>
        <p>
          switch while it plays: the other recording picks up at the same moment. play downloads{' '}
          {Math.round((sound.stock.bytes + sound.tuned.bytes) / 1024)} KB.
        </p>
        {sound.passage ? <p className={s.passage}>typed: “{sound.passage}”</p> : null}
        {standIn ? (
          <p className={s.standIn}>
            stand-in recordings, synthesised until the real ones are made.
          </p>
        ) : null}
      </div>
      {muted || quiet ? (
        // the site's mute and volume hold here too: why play is silent, and the way out (focus
        // goes on to play, as this button goes)
        <p id={`${id}-silent`} className={s.alert}>
          {muted ? 'sound is muted.' : 'the volume is at 0.'}{' '}
          <button
            type="button"
            className={s.inline}
            onClick={() => {
              if (muted) setMuted(false)
              else setVolume(DEFAULT_VOLUME)
              playButton.current?.focus()
            }}
          >
            {muted ? 'unmute' : 'turn it up'}
          </button>
        </p>
      ) : null}
      {status === 'error' ? (
        <p className={s.alert} role="alert">
          the recordings could not play. check the connection and press play to try again.
        </p>
      ) : status === 'held' ? (
        <p className={s.alert} role="alert">
          the browser held the sound back. press play again to hear it.
        </p>
      ) : status === 'no-audio' ? (
        <p className={s.alert} role="alert">
          this browser cannot play sound (it has no web audio), so the sound test stays silent here.
        </p>
      ) : null}
    </section>
  )
}
