import { lazy, useMemo } from 'react'
import { Link } from 'wouter'
import { SceneSlot } from '../../canvas/scene-slot'
import { carouselTiles } from '../../canvas/scenes/carousel/carousel-tiles'
import { ARTICLES } from '../../content/articles'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { useMotionStore } from '../../state/motion-store'
import s from './build-service.module.css'

const CarouselScene = lazy(() =>
  import('../../canvas/scenes/carousel/carousel-scene').then((m) => ({
    default: m.CarouselScene,
  }))
)

/** The second card: a rotating ring of gallery covers padded with 'your build here' tiles. */
export function CarouselCard() {
  const { slots } = useMotionStore((st) => st.motion.carousel)
  const tiles = useMemo(() => carouselTiles(ARTICLES, slots), [slots])
  const covers = tiles.flatMap((t) => (t.kind === 'cover' ? [t] : []))
  const open = tiles.length - covers.length
  const label = `a slowly turning ring of ${tiles.length} build slots: ${covers.length} finished ${
    covers.length === 1 ? 'build' : 'builds'
  } and ${open} open ${open === 1 ? 'slot' : 'slots'} reading 'your build here'`

  const fallback = (
    <ul className={s.tileGrid}>
      {tiles.map((t) =>
        t.kind === 'cover' ? (
          <li key={t.slug} className={s.tile}>
            <img src={t.src} alt="" loading="lazy" decoding="async" />
          </li>
        ) : (
          <li key={`open-${t.index}`} className={`${s.tile} ${s.tileOpen}`}>
            <span>your build here</span>
          </li>
        )
      )}
    </ul>
  )

  return (
    <TiltCard variant="card" as="section" className={s.carouselCard} aria-labelledby="ring-title">
      <div className={s.carouselHead}>
        <div>
          <p className={s.cardEyebrow}>from the bench</p>
          <h2 id="ring-title" className={s.carouselTitle}>
            the build ring
          </h2>
        </div>
        <p className={s.carouselLead}>
          ten slots, one for every build this season. the empty ones are waiting for yours.
        </p>
      </div>
      <SceneSlot className={s.carouselSlot} label={label} fallback={fallback}>
        <CarouselScene tiles={tiles} />
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
          no finished build on the ring yet: every slot reads &lsquo;your build here&rsquo;.{' '}
          <Link href="/keyboards">see the gallery</Link>
        </p>
      )}
    </TiltCard>
  )
}
