import { Fragment, useEffect, useRef, type RefObject } from 'react'
import { HOME_STORY, HOME_STORY_LETTERS, HOME_STORY_WORDS } from '../../content/home-story'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { pinStart, trackElement } from '../../lib/tracker'
import { scrollStore } from '../../state/scroll-store'
import { motion } from '../../state/motion-store'
import { useUiStore } from '../../state/ui-store'
import { revealedLetters } from './timeline'
import s from './hero.module.css'

/**
 * Walks the letter reveal from the scroll store: toggles a class on the
 * letters that changed and moves the cursor with a transform, with no React
 * render and no layout read per frame (letter positions are measured by the
 * layout tracker, then cached).
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
    if (!heroEl || !storyEl || !caretEl) return
    const letters = Array.from(storyEl.querySelectorAll<HTMLElement>('[data-a]'))
    const total = letters.length
    if (reduced) {
      storyEl.classList.add(s.still!)
      storyEl.dataset.revealed = String(total)
      return () => storyEl.classList.remove(s.still!)
    }
    storyEl.classList.add(s.armed!)

    // the cursor's place after 0..total letters, relative to the story (cached)
    const xs = new Float32Array(total + 1)
    const ys = new Float32Array(total + 1)
    let startY = 0
    let shown = -1
    let lastMoveMs = 0
    let idleTimer = 0
    const placeCaret = (count: number) => {
      caretEl.style.transform = `translate3d(${xs[count]}px, ${ys[count]}px, 0)`
    }
    const measure = () => {
      startY = pinStart(heroEl)
      const origin = storyEl.getBoundingClientRect()
      for (let i = 0; i < total; i++) {
        const r = letters[i]!.getBoundingClientRect()
        if (i === 0) {
          xs[0] = r.left - origin.left
          ys[0] = r.top - origin.top
        }
        xs[i + 1] = r.right - origin.left
        ys[i + 1] = r.top - origin.top
      }
      const first = letters[0]?.getBoundingClientRect()
      if (first) caretEl.style.setProperty('--caret-h', `${first.height}px`)
      if (shown >= 0) placeCaret(shown)
    }
    const show = (count: number) => {
      if (count === shown) return
      const from = shown < 0 ? 0 : Math.min(shown, count)
      const to = shown < 0 ? total : Math.max(shown, count)
      for (let i = from; i < to; i++) letters[i]!.classList.toggle(s.on!, i < count)
      placeCaret(count)
      heroEl.classList.toggle(s.started!, count > 0)
      storyEl.dataset.revealed = String(count)
      shown = count
    }
    const update = (y: number) =>
      show(revealedLetters(y, startY, motion().home.revealScrollPx, total))

    // the cursor holds still while scrolling and blinks again cursorIdleMs after it stops
    const settle = () => {
      const wait = motion().home.cursorIdleMs - (performance.now() - lastMoveMs)
      if (wait > 1) {
        idleTimer = window.setTimeout(settle, wait)
        return
      }
      idleTimer = 0
      storyEl.classList.remove(s.typing!)
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
      window.clearTimeout(idleTimer)
      storyEl.classList.remove(s.armed!, s.typing!)
      heroEl.classList.remove(s.started!)
      caretEl.style.removeProperty('transform')
      for (const l of letters) l.classList.remove(s.on!)
    }
  }, [hero, story, caret, reduced])
}

/** The story's letters, each in its own span so the reveal can colour it (spaces are plain text). */
function StoryLetters() {
  const last = HOME_STORY_WORDS.length - 1
  return (
    <>
      {HOME_STORY_WORDS.map((word, wi) => (
        <Fragment key={wi}>
          <span className={s.word}>
            {Array.from(word, (ch, ci) => (
              <span key={ci} data-a="" className={s.letter}>
                {ch}
              </span>
            ))}
          </span>
          {wi < last ? ' ' : null}
        </Fragment>
      ))}
    </>
  )
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
          <div className={s.copy}>
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
              <StoryLetters />
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
