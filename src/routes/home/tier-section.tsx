import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react'
import { HOME_TIERS, findTier, tierPhrase, type HomeTier } from '../../content/tiers'
import { trackElement } from '../../lib/tracker'
import { pinStart } from './pin-start'
import { scrollStore } from '../../state/scroll-store'
import { motion, useMotionStore } from '../../state/motion-store'
import { useUiStore } from '../../state/ui-store'
import { useKeywordCycle } from './keyword-cycle'
import { TierIcon } from './tier-icons'
import { INITIAL_TIER_STATE, tierReducer, type TierAction } from './tier-state'
import { pinSegment, rangeProgress } from './timeline'
import s from './tier-section.module.css'

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/**
 * Follows the pinned scroll: each third of the pin expands its tier as the
 * visitor enters it (a dispatch only when the third changes), and the progress
 * rule is written through a CSS variable (no React render per frame).
 */
function usePinnedScroll(
  section: RefObject<HTMLElement | null>,
  dispatch: (a: TierAction) => void
) {
  // the card sizes and pin length reach CSS as :root properties from the tuning module
  useEffect(() => {
    section.current?.style.setProperty('--tiers', String(HOME_TIERS.length))
  }, [section])
  useEffect(() => {
    const el = section.current
    if (!el) return
    const bars = Array.from(el.querySelectorAll<HTMLElement>('[data-pin]'))
    let startY = 0
    let lastSegment: number | null = null
    let lastP = -1
    const update = (y: number) => {
      const length = motion().home.tierPinPx
      const p = Math.round(rangeProgress(y, startY, length) * 1000) / 1000
      if (p !== lastP) {
        for (const bar of bars) bar.style.setProperty('--pin', String(p))
        lastP = p
      }
      const segment = pinSegment(y, startY, length, HOME_TIERS.length)
      if (segment !== lastSegment) {
        lastSegment = segment
        dispatch({ type: 'scroll', segment })
      }
    }
    const untrack = trackElement(el, () => {
      startY = pinStart(el)
      update(scrollStore.getState().y)
    })
    const unsubscribe = scrollStore.subscribe((st, prev) => {
      if (st.y !== prev.y) update(st.y)
    })
    return () => {
      untrack()
      unsubscribe()
    }
  }, [section, dispatch])
}

/**
 * A click's hold on its tier: returns `hold()`, to call with the click. The hold is released
 * (a `release` action) once the scroll has been still for `home.clickSettleMs`, so the scroll that
 * brought the card into view, or a smooth scroll still gliding, never overrides the click.
 */
function useClickHold(dispatch: (a: TierAction) => void): () => void {
  const timer = useRef(0)
  const hold = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      timer.current = 0
      dispatch({ type: 'release' })
    }, motion().home.clickSettleMs)
  }, [dispatch])
  useEffect(() => {
    const unsubscribe = scrollStore.subscribe((st, prev) => {
      if (timer.current && st.y !== prev.y) hold()
    })
    return () => {
      unsubscribe()
      window.clearTimeout(timer.current)
    }
  }, [hold])
  return hold
}

/** True while the element is on screen (a render only when that changes). */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const io = new IntersectionObserver(([entry]) => setOn(entry?.isIntersecting ?? false))
    io.observe(el)
    return () => io.disconnect()
  }, [ref])
  return on
}

/** The class names of a card's two heads: the collapsed face and the open heading. */
const HEADS = {
  face: [s.face, s.num, s.cardTitle],
  open: [s.openHead, s.bigNum, s.openTitle],
} as const

/**
 * A card's number, icon and title, in one of its two looks. CSS shows the one that fits and
 * hides the other (visibility), so the button's name is the text the visitor reads.
 */
function CardHead({ tier, num, look }: { tier: HomeTier; num: string; look: keyof typeof HEADS }) {
  const [box, number, title] = HEADS[look]
  return (
    <span className={box}>
      <span className={number}>{num} </span>
      <span className={s.iconBadge} aria-hidden="true">
        <TierIcon name={tier.icon} />
      </span>
      <span className={title}>{tier.title}</span>
    </span>
  )
}

/**
 * One tier card. Cards sit at fixed layout positions and move with transforms
 * only (see tier-section.module.css), so expanding one never shifts the page.
 * The collapsed face and the open heading are both drawn (CardHead); CSS shows one.
 * Every card's panel is laid out all the time and shown by the card's class (visibility, which
 * also keeps a closed card's panel out of the accessibility tree): a tap restyles it and lays
 * out nothing new.
 */
function TierCard({
  tier,
  index,
  expanded,
  after,
  onSelect,
}: {
  tier: HomeTier
  index: number
  expanded: boolean
  /** Whether the card comes after the expanded one (it sits past the open card). */
  after: boolean
  onSelect: () => void
}) {
  const id = `tier-${tier.key}`
  const num = `0${index + 1}`
  return (
    <div className={cx(s.card, expanded && s.expanded, after && s.after)} data-tier={tier.key}>
      <h3 className={s.cardHeading}>
        <button
          type="button"
          id={`${id}-button`}
          className={s.cardButton}
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={onSelect}
        >
          <CardHead tier={tier} num={num} look="face" />
          <CardHead tier={tier} num={num} look="open" />
        </button>
      </h3>
      <div id={`${id}-panel`} className={s.panel} role="region" aria-labelledby={`${id}-button`}>
        <p className={s.description}>{tier.description}</p>
        <ul className={s.includes}>
          {tier.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Where the pin is: the open tier's number and a rule filled by the scroll (`--pin`). */
function PinProgress({ index, className }: { index: number; className: string | undefined }) {
  return (
    <div className={cx(s.progress, className)} data-pin="" aria-hidden="true">
      <span className={s.count}>
        0{index + 1}
        <span className={s.countOf}> / 0{HOME_TIERS.length}</span>
      </span>
      <span className={s.rule}>
        <span className={s.ruleFill} />
      </span>
    </div>
  )
}

/**
 * The open tier's keywords, one at a time while the line is on screen, each with its step
 * filling. The rotation is this component's own state: a word change renders the line alone
 * (it rendered the whole section, its three cards included, 15 ms at 4x CPU every 1.7 s).
 */
function KeywordLine({ tier, reduced }: { tier: HomeTier; reduced: boolean }) {
  const line = useRef<HTMLDivElement>(null)
  const { wordMs, lastWordMs } = useMotionStore((st) => st.motion.home)
  const onScreen = useOnScreen(line)
  const running = onScreen && !reduced
  const word = useKeywordCycle(tier.key, tier.keywords.length, wordMs, lastWordMs, running)
  return (
    <div
      ref={line}
      className={cx(s.keywords, reduced && s.keywordsAll)}
      aria-hidden="true"
      data-testid="keyword-line"
    >
      <div className={s.words}>
        {tier.keywords.map((w, i) => (
          <span
            key={`${tier.key}-${i}`}
            className={cx(s.kw, i === word && s.kwOn, i < word && s.kwPast)}
            data-current={!reduced && i === word ? '' : undefined}
          >
            {w.replace(/\.$/, '')}
            <span className={s.dot}>.</span>
          </span>
        ))}
      </div>
      <div className={s.steps}>
        {tier.keywords.map((_, i) => (
          <span
            key={`${tier.key}-${i}-${i === word ? 'on' : 'off'}`}
            className={cx(
              s.step,
              i < word && s.stepDone,
              i === word && running && s.stepOn,
              i === tier.keywords.length - 1 && s.stepLast
            )}
          />
        ))}
      </div>
    </div>
  )
}

/**
 * The pinned tier section: three expandable cards (exactly one open), the
 * selected tier's facts, and the rotating keyword line below.
 */
export function TierSection() {
  const section = useRef<HTMLElement>(null)
  const [state, dispatch] = useReducer(tierReducer, INITIAL_TIER_STATE)
  const reduced = useUiStore((st) => st.reducedMotion)
  usePinnedScroll(section, dispatch)
  const hold = useClickHold(dispatch)
  const tier = findTier(state.selected)
  const tierIndex = HOME_TIERS.indexOf(tier)

  return (
    <section ref={section} className={s.section} aria-labelledby="tiers-title" id="tiers">
      <div className={`pin-sticky ${s.sticky}`}>
        <div className={s.inner}>
          <header className={s.head}>
            <div>
              <p className={`section-eyebrow ${s.eyebrow}`}>services</p>
              <h2 id="tiers-title" className={s.title}>
                three ways to a board that sounds right.
              </h2>
            </div>
            <PinProgress index={tierIndex} className={s.progressHead} />
          </header>

          <div className={s.row}>
            <div className={s.cards}>
              {HOME_TIERS.map((t, i) => (
                <TierCard
                  key={t.key}
                  tier={t}
                  index={i}
                  expanded={t.key === state.selected}
                  after={i > tierIndex}
                  onSelect={() => {
                    dispatch({ type: 'select', key: t.key })
                    hold()
                  }}
                />
              ))}
            </div>
            <div className={s.side}>
              <PinProgress index={tierIndex} className={s.progressSide} />
              <dl className={s.facts} aria-label={`${tier.title} at a glance`}>
                {tier.facts.map((f) => (
                  <div key={f.label} className={s.fact}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>

          <KeywordLine tier={tier} reduced={reduced} />
          <p className="visually-hidden" aria-live="polite">
            {state.touched ? tierPhrase(tier) : ''}
          </p>
        </div>
      </div>
    </section>
  )
}
