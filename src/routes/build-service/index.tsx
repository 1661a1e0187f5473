import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { SectionBoundary } from '../../lib/error-boundary'
import { nearScreen } from '../../dom/near-screen'
import { GlobeHero } from './globe-hero'
import type { PageMeta } from '../../content/page-meta'
import s from './build-service.module.css'

// below the first screen: their code loads as the visitor comes near; the price list at once
// for an address with an estimate in it (a shared link, 'change it')
const SeasonCards = nearScreen(() => import('./season-cards').then((m) => m.SeasonCards))
const ServicesCard = nearScreen(() => import('./services-card').then((m) => m.ServicesCard), {
  now: () => location.search !== '',
})
const CarouselCard = nearScreen(() => import('./carousel-card').then((m) => m.CarouselCard))

const NOTES = [
  {
    title: 'craftsmanship',
    text: 'every board that leaves my bench was taken apart, cleaned and put back together by one pair of hands: mine. i built my first keyboard at 17 and i still check each switch, stabilizer wire and screw as if the board were my own. a build is done when it sounds right, not when a timer runs out.',
  },
  {
    title: 'quality materials',
    text: 'i only use what i trust on my own boards: krytox 205g0 for linears, a thin tribosys 3203 or 3204 for tactiles, proper dielectric grease on stabilizer wires, and poron and pe foam cut to fit your case. if a part you send me is not up to it, i tell you before i touch it, and i never swap anything without asking.',
  },
  {
    title: 'sound dampening & switch lubing',
    text: 'sound is the whole point. i lube every switch by hand with a thin, even coat, film the housings that wobble, and tune the stabilizers until the spacebar lands with a clean thock instead of a rattle. foam and tape go in only where they help, and i type on the finished board for a day before it ships.',
  },
] as const

/** What this page tells browsers, search engines and social cards (src/app/lazy-page.ts sets it). */
export const meta: PageMeta = {
  title: 'build service',
  description:
    'commission a tuned, built or fully curated keyboard: prices per switch, per set and per job, turnaround, shipping and faq.',
}

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

        <SectionBoundary name="season">
          <SeasonCards />
        </SectionBoundary>

        <SectionBoundary name="services">
          <ServicesCard />
        </SectionBoundary>

        <SectionBoundary name="carousel">
          <CarouselCard />
        </SectionBoundary>
      </div>
    </div>
  )
}
