import { useEffect, useRef, type RefObject } from 'react'
import { HOME_STORY, HOME_STORY_LETTERS } from '../../content/home-story'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { whenIdle } from '../../lib/idle'
import { trackElement } from '../../lib/tracker'
import { pinStart } from './pin-start'
import { scrollStore } from '../../state/scroll-store'
import { motion } from '../../state/motion-store'
import { useUiStore } from '../../state/ui-store'
import { revealedLetters } from './timeline'
import s from './hero.module.css'

/** The highlights the reveal paints with (hero.module.css: `::highlight(story-on)`, `story-fresh`). */
const ON = 'story-on'
const FRESH = 'story-fresh'
const FRESH_LETTERS = 3 // the newest letters, a step short of lit: the reveal's soft edge

/** How many of the page's fonts have loaded (a text's letters move when one arrives). */
function loadedFonts(): number {
  let n = 0
  document.fonts?.forEach((f) => {
    if (f.status === 'loaded') n++
  })
  return n
}

/** Whether this browser paints CSS custom highlights (Chromium 105, Safari 17.2, Firefox 140). */
function canHighlight(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function'
}

/**
 * Walks the letter reveal from the scroll store. The story is one text node: the revealed
 * letters are a CSS custom highlight (a Range whose end moves), the cursor moves by a transform,
 * with no React render and no DOM change per frame; letter positions are measured when the
 * layout tracker says the story reflowed, in idle slices, and cached (a letter the cursor
 * reaches before its slice is measured on the spot). A span per letter (515 of them) made every
 * restyle of the page (the theme toggle) and its hydration pay for each letter. Where highlights
 * are not painted the whole story shows, as with reduced motion.
 */
function useLetterReveal(
  hero: RefObject<HTMLElement | null>,
  story: RefObject<HTMLElement | null>,
  caret: RefObject<HTMLElement | null>,
  reduced: boolean
) {
  useEffect(() => {
    const heroEl = hero.current
    const storyEl = story.current
    const caretEl = caret.current
    const text = storyEl?.firstChild
    if (!heroEl || !storyEl || !caretEl || !(text instanceof Text)) return
    // where each letter ends in the text (spaces are not letters)
    const ends: number[] = [0]
    for (let i = 0; i < text.data.length; i++) if (text.data[i] !== ' ') ends.push(i + 1)
    const total = ends.length - 1
    if (reduced || !canHighlight()) {
      storyEl.classList.add(s.still!)
      storyEl.dataset.revealed = String(total)
      return () => storyEl.classList.remove(s.still!)
    }
    const lit = new Range()
    const fresh = new Range()
    lit.setStart(text, 0)
    lit.setEnd(text, 0)
    fresh.setStart(text, 0)
    fresh.setEnd(text, 0)
    const freshHighlight = new Highlight(fresh)
    freshHighlight.priority = 1
    CSS.highlights.set(ON, new Highlight(lit))
    CSS.highlights.set(FRESH, freshHighlight)
    storyEl.classList.add(s.armed!)

    // the cursor's place after 0..total letters, relative to the story: measured when the
    // cursor first stands there and ahead of it in idle slices, never all at once (a Range
    // read per letter, 515 of them, was a task of ~75 ms at phone speed inside hydration)
    const xs = new Float32Array(total + 1)
    const ys = new Float32Array(total + 1)
    const known = new Uint8Array(total + 1) // 1 where xs/ys hold this layout's place
    const letter = new Range()
    let startY = 0
    let shown = -1
    let lastMoveMs = 0
    let idleTimer = 0
    let cancelAhead = () => {}
    const measureLetters = (from: number, count: number) => {
      const origin = storyEl.getBoundingClientRect()
      for (let i = Math.max(1, from), to = Math.min(total, from + count - 1); i <= to; i++) {
        if (known[i]) continue
        letter.setStart(text, ends[i]! - 1)
        letter.setEnd(text, ends[i]!)
        const r = letter.getBoundingClientRect()
        if (i === 1) {
          xs[0] = r.left - origin.left
          ys[0] = r.top - origin.top
          known[0] = 1
          if (r.height) caretEl.style.setProperty('--caret-h', `${r.height}px`)
        }
        xs[i] = r.right - origin.left
        ys[i] = r.top - origin.top
        known[i] = 1
      }
    }
    const placeCaret = (count: number) => {
      if (!known[count]) measureLetters(Math.max(1, count), 1)
      caretEl.style.transform = `translate3d(${xs[count]}px, ${ys[count]}px, 0)`
    }
    const measureAhead = () => {
      cancelAhead = whenIdle(() => {
        const next = known.indexOf(0, 1) // the place before the first letter comes with it
        if (next < 0) return
        measureLetters(next, motion().home.caretMeasureSlice)
        measureAhead()
      })
    }
    // what the letters' places depend on: the story's box, the fonts loaded, the zoom. The
    // tracker also calls at the end of every scroll, where nothing here moved: re-measuring all
    // the letters then cost 400 Range reads in idle slices as the visitor reached for a control
    let measuredFor = ''
    const measure = () => {
      startY = pinStart(heroEl)
      const box = storyEl.getBoundingClientRect()
      const layout = `${box.width}x${box.height} ${loadedFonts()} ${window.devicePixelRatio}`
      if (layout !== measuredFor) {
        measuredFor = layout
        known.fill(0)
        measureLetters(1, 1)
        cancelAhead()
        measureAhead()
      }
      if (shown >= 0) placeCaret(shown)
    }
    const show = (count: number) => {
      if (count === shown) return
      lit.setEnd(text, ends[count]!)
      fresh.setStart(text, ends[Math.max(0, count - FRESH_LETTERS)]!)
      fresh.setEnd(text, ends[count]!)
      placeCaret(count)
      heroEl.classList.toggle(s.started!, count > 0)
      storyEl.dataset.revealed = String(count)
      shown = count
    }
    const update = (y: number) =>
      show(revealedLetters(y, startY, motion().home.revealScrollPx, total))

    // the cursor holds still while scrolling and blinks again cursorIdleMs after it stops, where
    // the story is on screen: a blink nobody sees still costs the main thread frames (Blink runs
    // a frame of style and paint in each of the frames around an iteration's end)
    const settle = () => {
      const wait = motion().home.cursorIdleMs - (performance.now() - lastMoveMs)
      if (wait > 1) {
        idleTimer = window.setTimeout(settle, wait)
        return
      }
      idleTimer = 0
      const r = storyEl.getBoundingClientRect()
      if (r.bottom > 0 && r.top < innerHeight) storyEl.classList.remove(s.typing!)
    }
    const moved = () => {
      lastMoveMs = performance.now()
      if (idleTimer) return
      storyEl.classList.add(s.typing!)
      idleTimer = window.setTimeout(settle, motion().home.cursorIdleMs)
    }

    // the story's letters move when it reflows (width, fonts): the tracker re-measures them
    const untrack = trackElement(storyEl, () => {
      measure()
      update(scrollStore.getState().y)
    })
    const unsubscribe = scrollStore.subscribe((st, prev) => {
      if (st.y === prev.y) return
      update(st.y)
      moved()
    })
    return () => {
      untrack()
      unsubscribe()
      cancelAhead()
      window.clearTimeout(idleTimer)
      CSS.highlights.delete(ON)
      CSS.highlights.delete(FRESH)
      storyEl.classList.remove(s.armed!, s.typing!)
      heroEl.classList.remove(s.started!)
      caretEl.style.removeProperty('transform')
    }
  }, [hero, story, caret, reduced])
}

/**
 * The home hero: the builder's story, revealed letter by letter over the
 * hero's scroll length while it is held in view, and beside it (large
 * screens) the 'animation coming soon' card.
 */
export function Hero() {
  const hero = useRef<HTMLElement>(null)
  const story = useRef<HTMLParagraphElement>(null)
  const caret = useRef<HTMLSpanElement>(null)
  const reduced = useUiStore((st) => st.reducedMotion)
  useLetterReveal(hero, story, caret, reduced)
  return (
    <section ref={hero} className={s.hero} aria-labelledby="home-title">
      <div className={`pin-sticky ${s.sticky}`}>
        <div className={s.inner}>
          <div>
            <h1 id="home-title" className={s.kicker}>
              <span className={s.brand}>thock&amp;co.</span>
              <span className={s.kickerRest}>custom mechanical keyboards, urbana-champaign</span>
            </h1>
            <p className="visually-hidden">{HOME_STORY}</p>
            <p
              ref={story}
              className={s.story}
              aria-hidden="true"
              data-story=""
              data-letters={HOME_STORY_LETTERS}
            >
              {HOME_STORY}
              <span ref={caret} className={s.caret} />
            </p>
          </div>
          <TiltCard variant="default" exaggerateOnClick className={s.soon}>
            <span className={s.soonTag} aria-hidden="true">
              <span className={s.soonDot} /> in the workshop
            </span>
            <span className={s.cap} aria-hidden="true">
              <span className={s.capTop}>
                <span className={s.capLegend}>&amp;</span>
              </span>
            </span>
            <span className={s.soonText}>
              animation
              <br />
              coming soon
            </span>
          </TiltCard>
        </div>
        <p className={s.cue} aria-hidden="true">
          <span className={s.cueLine} />
          scroll to read
        </p>
      </div>
    </section>
  )
}
