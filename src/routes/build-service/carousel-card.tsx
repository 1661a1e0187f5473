import { lazy } from 'react'
import { Link } from 'wouter'
import { SceneSlot } from '../../canvas/scene-slot'
import { carouselTiles, tileWords } from '../../canvas/scenes/carousel/carousel-tiles'
import { ARTICLE_CARDS } from '../../content/article-cards'
import { SEASON } from '../../content/season'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import card from './build-service.module.css'
import s from './carousel-card.module.css'

const loadCarousel = () => import('../../canvas/scenes/carousel/carousel-scene')
const CarouselScene = lazy(() => loadCarousel().then((m) => ({ default: m.CarouselScene })))

// the season is fixed at build time: one list of tiles for every render
const TILES = carouselTiles(SEASON, ARTICLE_CARDS)

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The ring in words, for its accessible name. */
function ringLabel(): string {
  const by = (kind: string) => TILES.filter((t) => t.kind === kind).length
  const parts = [
    count(by('cover'), 'finished build', 'finished builds'),
    count(by('stage'), 'build in progress', 'builds in progress'),
    `${by('reserved')} reserved`,
    `${count(by('open'), 'open slot', 'open slots')} reading 'your build here'`,
  ]
  return `a slowly turning ring of the ${SEASON.name} season's ${TILES.length} slots: ${parts.join(', ')}`
}

/** The second card: the season's slots on a rotating ring (covers, builds in progress, open slots). */
export function CarouselCard() {
  const covers = TILES.flatMap((t) => (t.kind === 'cover' ? [t] : []))

  const fallback = (
    <ul className={s.tileGrid}>
      {TILES.map((t) => {
        if (t.kind === 'cover')
          return (
            <li key={t.slot} className={s.tile}>
              <img src={t.src} alt="" loading="lazy" decoding="async" />
            </li>
          )
        const { lines, note } = tileWords(t)
        return (
          <li key={t.slot} className={`${s.tile} ${s.tileDrawn}`} data-tile={t.kind}>
            <span>{lines.join(' ')}</span>
            <span className={s.tileNote}>{note}</span>
          </li>
        )
      })}
    </ul>
  )

  return (
    <TiltCard variant="card" as="section" className={s.carouselCard} aria-labelledby="ring-title">
      <div className={s.carouselHead}>
        <div>
          <p className={card.cardEyebrow}>from the bench</p>
          <h2 id="ring-title" className={card.cardTitle}>
            the build ring
          </h2>
        </div>
        <p className={s.carouselLead}>
          ten slots, one for every build of the {SEASON.name} season. the open ones are waiting for
          yours.
        </p>
      </div>
      <SceneSlot
        className={s.carouselSlot}
        label={ringLabel()}
        fallback={fallback}
        stillOnScroll
        load={loadCarousel}
      >
        <CarouselScene tiles={TILES} />
      </SceneSlot>
      {covers.length > 0 ? (
        <ul className={s.coverList} aria-label="builds on the ring">
          {covers.map((c) => (
            <li key={c.slug}>
              <Link href={`/keyboards/${c.slug}`}>{c.title}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.coverNote}>
          no finished build on the ring yet this season.{' '}
          <Link href="/keyboards">see the gallery</Link>
        </p>
      )}
    </TiltCard>
  )
}
