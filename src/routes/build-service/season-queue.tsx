import { Link } from 'wouter'
import { TextIcon } from '../../dom/components/icons/text-icons'
import {
  COMMISSION_STEPS,
  nextOpenSlot,
  openSlots,
  slotNumber,
  stepCounts,
  type CommissionStep,
  type Season,
} from '../../content/season'
import card from './build-service.module.css'
import s from './season.module.css'

/**
 * Beside the status banner: how many of the season's slots are open, a row of ten keycaps
 * (lit = taken, outlined = open), the next open slot and a link to write for it. The status itself
 * stays 'limited'.
 */
export function SlotsOpen({ season }: { season: Season }) {
  const open = openSlots(season)
  const next = nextOpenSlot(season)
  return (
    <section className={`glass ${s.slots}`} aria-label="slots this season" data-season-slots>
      <p className={s.slotsHead}>
        <strong className={s.slotsCount}>{open}</strong> of {season.slots.length}{' '}
        {season.slots.length === 1 ? 'slot' : 'slots'} open
      </p>
      <ol className={s.meter} aria-hidden="true">
        {season.slots.map((slot, i) => (
          <li key={i} className={s.key} data-slot={slot.status} />
        ))}
      </ol>
      <p className={s.slotsNote}>
        the {season.name} season
        {next === null ? ': every slot is taken' : ` · next open: slot ${slotNumber(next)}`}
      </p>
      {/* where a commission starts (the banner, the timeline and the FAQ all say 'write to me') */}
      <Link href="/contact" className={`go-link ${s.hold}`}>
        {next === null ? 'ask about the next season' : `hold slot ${slotNumber(next)}`}{' '}
        <TextIcon name="right" />
      </Link>
    </section>
  )
}

/** What a step shows about the season's builds now. */
function nowText(step: CommissionStep['key'], count: number): string {
  if (step === 'shipped') return `${count} shipped this season`
  if (count === 0) return 'none here now'
  return `${count} ${count === 1 ? 'build' : 'builds'} here now`
}

/**
 * The stages a commission goes through, as a numbered timeline: what happens, what is paid
 * or how long it takes (terms.ts), and how many of this season's builds are at each now.
 */
export function CommissionTimeline({ season }: { season: Season }) {
  const counts = stepCounts(season)
  return (
    <section className={`glass ${s.timeline}`} aria-labelledby="timeline-title">
      <div>
        <p className={card.cardEyebrow}>how a commission goes</p>
        <h2 id="timeline-title" className={card.cardTitle}>
          from your first email to your door
        </h2>
      </div>
      <ol className={s.steps}>
        {COMMISSION_STEPS.map((step, i) => (
          <li
            key={step.key}
            className={s.step}
            data-step={step.key}
            data-busy={counts[step.key] > 0 || undefined}
          >
            <span className={s.marker} aria-hidden="true">
              {i + 1}
            </span>
            <h3 className={s.stepLabel}>{step.label}</h3>
            <p className={s.stepText}>{step.text}</p>
            <p className={s.stepTerms}>{step.terms}</p>
            <p className={s.stepNow}>{nowText(step.key, counts[step.key])}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
