import { useEffect, useRef, useState } from 'react'
import { useMotionStore } from '../../../state/motion-store'
import { usePreferencesStore } from '../../../state/preferences-store'
import s from './volume-slider.module.css'

/**
 * Where the 36 dots sit in the header itself; elsewhere they open in a panel under it. The
 * stylesheet's own `@media` for it says the same (a unit test holds them together).
 */
export const INLINE_QUERY = '(min-width: 1200px) and (hover: hover) and (pointer: fine)'

// the volume each key moves by (Home and End: to an end); shift makes an arrow's step ten
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
  Home: -100,
  End: 100,
}

/** The value a key press gives, or null for keys the slider does not use. */
export function volumeForKey(key: string, value: number, shift = false): number | null {
  const step = KEY_STEPS[key]
  if (!step) return null
  return Math.min(100, Math.max(0, value + (shift && step * step === 1 ? 10 * step : step)))
}

/** How many of `dots` are lit at a volume (0-100). */
export function litDots(volume: number, dots: number): number {
  return Math.round((volume / 100) * dots)
}

/** The volume at a point along the row (0-100, clamped). */
export function volumeAt(x: number, left: number, width: number): number {
  if (width <= 0) return 0
  return Math.round(Math.min(1, Math.max(0, (x - left) / width)) * 100)
}

interface Drag {
  id: number
  startX: number
  startValue: number
  absolute: boolean // the press landed on the dots: follow the pointer exactly
  moved: boolean
  left: number // px, the row's rectangle when the press began
  width: number
}

/**
 * The ambience volume: a 36-dot slider. Drag or touch it; on touch screens and narrower
 * windows it opens a panel of dots under the header and collapses 2 s after the touch ends.
 * At 50 or more the compact face shows its filled dot row. Keyboard: arrows (shift: x10),
 * Page Up/Down, Home, End. Stores thock-volume (the store broadcasts the change).
 */
export function VolumeSlider() {
  const volume = usePreferencesStore((st) => st.volume)
  const setVolume = usePreferencesStore((st) => st.setVolume)
  const { volumeDots, collapseAfterTouchMs } = useMotionStore((st) => st.motion.audio)
  const [open, setOpen] = useState(false)
  const row = useRef<HTMLSpanElement>(null)
  const drag = useRef<Drag | null>(null)
  const collapseTimer = useRef(0)

  useEffect(() => () => window.clearTimeout(collapseTimer.current), [])

  const collapseIn = (ms: number) => {
    window.clearTimeout(collapseTimer.current)
    collapseTimer.current = window.setTimeout(() => setOpen(false), ms)
  }
  const keepOpen = () => {
    window.clearTimeout(collapseTimer.current)
    setOpen(true)
  }

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    const el = e.currentTarget
    el.setPointerCapture?.(e.pointerId)
    keepOpen()
    const rect = row.current?.getBoundingClientRect()
    const onRow = !!row.current?.contains(e.target as Node)
    const absolute = onRow || window.matchMedia(INLINE_QUERY).matches
    drag.current = {
      id: e.pointerId,
      startX: e.clientX,
      startValue: volume,
      absolute,
      moved: false,
      left: rect?.left ?? 0,
      width: rect?.width ?? 0,
    }
    if (absolute && rect) setVolume(volumeAt(e.clientX, rect.left, rect.width))
    if (e.pointerType !== 'touch') el.focus({ preventScroll: true })
  }

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.id !== e.pointerId) return
    if (d.absolute) {
      setVolume(volumeAt(e.clientX, d.left, d.width))
      return
    }
    // pressed on the compact face: the panel follows the finger's travel, not its position
    const dx = e.clientX - d.startX
    if (!d.moved && Math.abs(dx) < 4) return
    d.moved = true
    const width = row.current?.getBoundingClientRect().width || 280
    setVolume(d.startValue + (dx / width) * 100)
  }

  const onPointerEnd = (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.id !== e.pointerId) return
    drag.current = null
    e.currentTarget.releasePointerCapture?.(e.pointerId)
    if (e.pointerType === 'touch') collapseIn(collapseAfterTouchMs)
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      setOpen(false)
      return
    }
    const next = volumeForKey(e.key, volume, e.shiftKey)
    if (next === null) return
    e.preventDefault()
    keepOpen()
    setVolume(next)
  }

  const lit = litDots(volume, volumeDots)
  // the compact face: its lower row fills only at 50 or more; the upper row covers 50-100
  const low = volume >= 50 ? 5 : Math.min(4, Math.ceil(volume / 12.5))
  const high = Math.ceil(Math.max(0, volume - 50) / 10)
  return (
    <div
      className={s.volume}
      role="slider"
      tabIndex={0}
      aria-label="ambience volume"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={volume}
      aria-valuetext={`${volume} percent`}
      aria-orientation="horizontal"
      data-open={open}
      data-loud={volume >= 50}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerEnter={(e) => e.pointerType === 'mouse' && keepOpen()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && !drag.current && collapseIn(350)}
      onFocus={(e) => e.currentTarget.matches(':focus-visible') && keepOpen()}
      onBlur={() => !drag.current && setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <span className={s.face} aria-hidden="true">
        {Array.from({ length: 10 }, (_, i) => {
          const top = i < 5
          const col = i % 5
          const on = top ? col < high : col < low
          return <span key={i} className={s.faceDot} data-on={on} data-top={top || undefined} />
        })}
      </span>
      <span className={s.panel} aria-hidden="true">
        <span className={s.readout}>
          <span>ambience</span>
          <span className={s.value}>{volume}</span>
        </span>
        <span ref={row} className={s.row}>
          {Array.from({ length: volumeDots }, (_, i) => (
            <span key={i} className={s.dot} data-on={i < lit} data-head={i === lit - 1} />
          ))}
        </span>
      </span>
    </div>
  )
}
