import { SITE } from '../../content/site-config'
import { SEASON } from '../../content/season'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { CommissionStatus } from '../../dom/components/commission-status/commission-status'
import { PricingPanel } from '../../dom/components/pricing-panel/pricing-panel'
import { Faq } from '../../dom/components/faq/faq'
import { SectionBoundary } from '../../lib/error-boundary'
import { GlobeHero } from './globe-hero'
import { CarouselCard } from './carousel-card'
import { CommissionTimeline, SlotsOpen } from './season-queue'
import s from './build-service.module.css'

const NOTES = [
  {
    title: 'craftsmanship',
    text: 'every board that leaves my bench was taken apart, cleaned and put back together by one pair of hands: mine. i built my first keyboard at 17 and i still check each switch, stabilizer wire and screw as if the board were my own. a build is done when it sounds right, not when a timer runs out.',
  },
  {
    title: 'quality materials',
    text: 'i only use what i trust on my own boards: krytox 205g0 for linears, thin oils for tactiles, proper dielectric grease on stabilizer wires, and poron and pe foam cut to fit your case. if a part you send me is not up to it, i tell you before i touch it, and i never swap anything without asking.',
  },
  {
    title: 'sound dampening & switch lubing',
    text: 'sound is the whole point. i lube every switch by hand with a thin, even coat, film the housings that wobble, and tune the stabilizers until the spacebar lands with a clean thock instead of a rattle. foam and tape go in only where they help, and i type on the finished board for a day before it ships.',
  },
] as const

/**
 * Build service: globe hero, notes, commission status with the season's open slots, the stages
 * of a commission, pricing + FAQ, and the ring of the season's builds.
 */
export default function BuildServicePage() {
  return (
    <div className={`page ${s.page}`}>
      <GlobeHero />

      <div className={s.grid}>
        <TiltCard variant="card" as="article" className={s.notes} aria-labelledby="notes-title">
          <h2 id="notes-title" className={s.cardEyebrow}>
            notes from the bench
          </h2>
          <div className={s.noteColumns}>
            {NOTES.map((n) => (
              <div key={n.title} className={s.note}>
                <h3 className={s.noteTitle}>{n.title}</h3>
                <p>{n.text}</p>
              </div>
            ))}
          </div>
        </TiltCard>

        {/* the status stays the spec's fixed 'limited'; the season says how many slots that is */}
        <div className={s.status}>
          <CommissionStatus status={SITE.commissionStatus} />
          <SlotsOpen season={SEASON} />
        </div>

        <CommissionTimeline season={SEASON} />

        <TiltCard variant="card" as="div" className={s.services}>
          <SectionBoundary name="pricing">
            <PricingPanel />
          </SectionBoundary>
          <div className={s.divider} aria-hidden="true" />
          <SectionBoundary name="faq">
            <Faq />
          </SectionBoundary>
        </TiltCard>

        <SectionBoundary name="carousel">
          <CarouselCard />
        </SectionBoundary>
      </div>
    </div>
  )
}
