import { useEffect, useLayoutEffect, useRef } from 'react'
import { requestReflow } from '../lib/tracker'

let eases: Record<string, string> | undefined
/** An easing custom property of the page, for the Web Animations API (which takes no var()). */
function cssEase(name: string): string {
  eases ??= {}
  return (eases[name] ||=
    getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'ease-out')
}

/**
 * What is laid out below `el` inside `bounds`: at each level from `el` up to (not including)
 * `bounds`, the following siblings whose top is at or below that level's bottom (a sibling
 * beside it, as the FAQ beside the price list on a wide screen, is not). Reads layout: call it
 * where layout is clean (a ResizeObserver's callback).
 */
function laidOutBelow(el: HTMLElement, bounds: Element | null): HTMLElement[] {
  const below: HTMLElement[] = []
  for (let node = el; node.parentElement && node !== bounds; node = node.parentElement) {
    const bottom = node.getBoundingClientRect().bottom
    for (let sib = node.nextElementSibling; sib; sib = sib.nextElementSibling)
      if (sib instanceof HTMLElement && sib.getBoundingClientRect().top >= bottom - 0.5)
        below.push(sib)
  }
  return below
}

interface Flight {
  /** the change in height being animated (new - old) */
  by: number
  /** the animations, all on one timing: the first tells the progress */
  animations: Animation[]
  /** puts back what the flight changed besides its animations */
  done: () => void
}

/**
 * Starts the slide of a change of `outer`'s height by `by` (already laid out): what is `below`
 * comes from where it was drawn, by transform. A box that grew comes down with it, showing no
 * more of its content than before, while its content holds still by the opposite transform: the
 * box's overflow clip reveals the new lines as it goes, and every part runs on the compositor,
 * in step (a `clip-path` animation runs on the main thread in WebKit, where the content below
 * would slide over the new lines whenever that thread was busy). Meanwhile the box, moved up over
 * what is above it, lets taps through (`pointer-events`); its content does not.
 */
function slide(
  outer: HTMLElement,
  inner: HTMLElement,
  below: HTMLElement[],
  by: number,
  options: KeyframeAnimationOptions
): Flight {
  const from = [{ transform: `translateY(${-by}px)` }, { transform: 'none' }]
  const moving = by > 0 ? [outer, ...below] : below
  const animations = moving.map((el) => el.animate(from, options))
  if (by > 0) {
    animations.push(
      inner.animate([{ transform: `translateY(${by}px)` }, { transform: 'none' }], options)
    )
    outer.style.pointerEvents = 'none'
    inner.style.pointerEvents = 'auto'
  }
  const done = () => {
    outer.style.pointerEvents = ''
    inner.style.pointerEvents = ''
  }
  return { by, animations, done }
}

/**
 * Animates the box's `height` itself: every frame lays out and repaints what is below it, but the
 * bounds' own edge (a card's, seen on a wide screen) and the page after it move with it.
 */
function grow(
  outer: HTMLElement,
  from: number,
  to: number,
  options: KeyframeAnimationOptions
): Flight {
  const animation = outer.animate([{ height: `${from}px` }, { height: `${to}px` }], options)
  return { by: to - from, animations: [animation], done: () => {} }
}

/**
 * Animates a box's height between contents without laying the page out again in each frame.
 * `outer` (overflow hidden) holds `inner`, whose content changes with `key`. At the change the
 * box is held at the height it showed (known from a ResizeObserver, so the tap reads no layout);
 * the observer's report of the new content, after the frame's layout, lets go of it, and what is
 * laid out below the box inside `bounds` (`laidOutBelow`, read there while layout is clean)
 * slides from where it was to where it now is (`slide`): one layout at the change, where
 * animating `height` laid out and repainted the whole column below the box in every frame. What
 * lies past `bounds` (a card's own edge and the page below it) moves with the layout at once, so
 * the slide is for a change whose bounds' edge is off screen (on a phone, the FAQ lies between);
 * where that edge is in view (a wide screen, the FAQ beside), the box's height is animated
 * (`grow`), which moves the edge and the page after it in step.
 *
 * A change while one runs starts from where the box is drawn (the running animation's progress,
 * no layout read). `ms` 0 (reduced motion, the 'lite' tier): the box just takes its new height.
 * `ease` names the page's easing custom property; `bounds` is a selector for the box's bounds.
 */
export function useHeightChange(
  key: string,
  ms: number,
  ease: string,
  bounds: string
): {
  outer: React.RefObject<HTMLDivElement | null>
  inner: React.RefObject<HTMLDivElement | null>
} {
  const outer = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  const last = useRef(0) // the content's height as last observed (the box's, unless held)
  const hold = useRef<{ from: number } | null>(null) // the box held at `from`, until let go
  const flight = useRef<Flight | null>(null)
  const duration = useRef(ms) // for the observer's callback, set in the commit (not in render)
  useLayoutEffect(() => {
    duration.current = ms
  }, [ms])
  const first = useRef(true)

  useEffect(() => {
    const o = outer.current
    const i = inner.current
    if (!o || !i || typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(([entry]) => {
      const to = entry?.borderBoxSize?.[0]?.blockSize ?? i.offsetHeight
      last.current = to
      const held = hold.current
      if (!held) return
      const by = to - held.from
      const animates = by !== 0 && typeof o.animate === 'function'
      // layout is clean here: what is below, and whether the bounds' own edge is on screen
      const box = animates ? o.closest(bounds) : null
      const below = animates ? laidOutBelow(o, box) : []
      const edgeInView =
        !!box && box.getBoundingClientRect().bottom - Math.abs(by) < window.innerHeight
      // let go in the next frame, not here: a size changed in an observer's callback is one the
      // page's other observers (the tracker's, on <body>) only hear of a frame late, with an
      // error ("ResizeObserver loop completed with undelivered notifications")
      const next = { from: held.from }
      hold.current = next
      requestAnimationFrame(() => {
        if (hold.current !== next) return // changed again meanwhile: still held, from there
        hold.current = null
        o.style.height = ''
        if (!animates || (by < 0 && !below.length && !edgeInView)) return
        const options = { duration: duration.current, easing: cssEase(ease) }
        const current = edgeInView
          ? grow(o, held.from, to, options)
          : slide(o, i, below, by, options)
        flight.current = current
        current.animations[0]!.finished.then(
          () => {
            if (flight.current !== current) return
            flight.current = null
            current.done()
            requestReflow() // what is tracked below (a scene's slot, a tilt card) lands here
          },
          () => {}
        )
      })
    })
    ro.observe(i, { box: 'border-box' })
    return () => ro.disconnect()
  }, [bounds, ease])

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const o = outer.current
    if (!o || ms <= 0 || !last.current) return
    // from the height drawn now: the one held, or where a running slide has got to (its
    // progress: no layout read), or the content's
    let from = hold.current?.from ?? last.current
    const running = flight.current
    if (running) {
      const progress = running.animations[0]!.effect?.getComputedTiming().progress
      if (progress != null) from = last.current - running.by * (1 - progress)
      for (const a of running.animations) a.cancel()
      running.done()
      flight.current = null
    }
    const held = { from }
    hold.current = held
    o.style.height = `${from}px`
    // content of the same height is never reported: let go after the frame that would have been
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (hold.current !== held) return
        hold.current = null
        o.style.height = ''
      })
    )
  }, [key]) // eslint-disable-line react-hooks/exhaustive-deps
  return { outer, inner }
}
