import { Link } from 'wouter'
import type { ArticleCard } from '../../content/article-types'
import { SOUND_TEST_ID } from '../../content/nav'
import { onCardClick } from '../../content/card-click'
import { TiltCard } from '../../dom/components/tilt-card/tilt-card'
import { TextIcon } from '../../dom/components/icons/text-icons'
import s from './keyboards.module.css'
import { useTier } from '../../state/quality-store'

/**
 * One build in the gallery: picture, title, date, snippet, specs, the sound test's link, quote
 * and 'read more'. The picture and the title open the build as 'read more' does.
 */
export function ReviewCard({
  article,
  titleRef,
  aboveFold = false,
}: {
  article: ArticleCard
  /** The title's link: where focus goes when 'load more' brings the card (read from its start). */
  titleRef?: (el: HTMLAnchorElement | null) => void
  /** In the first row: its picture loads at once (it is the page's largest paint), not lazily. */
  aboveFold?: boolean
}) {
  // a drawing's bitmap in 'lite' (the img keeps the drawing on screen until it is in)
  const lite = useTier() === 'lite'
  const cover = lite && article.cover?.lite ? article.cover.lite : article.cover?.src
  const href = `/keyboards/${article.slug}`
  const titleId = `card-${article.slug}`
  return (
    <TiltCard
      variant="card"
      as="article"
      className={s.card}
      aria-labelledby={titleId}
      onClick={() => onCardClick(article.slug)}
    >
      {article.cover ? (
        <Link href={href} className={s.media} tabIndex={-1} aria-hidden="true">
          <img
            src={cover}
            width={article.cover.width}
            height={article.cover.height}
            alt=""
            loading={aboveFold ? 'eager' : 'lazy'}
            fetchPriority={aboveFold ? 'high' : 'auto'}
            decoding="async"
          />
        </Link>
      ) : null}
      <div className={s.body}>
        <div className={s.head}>
          <h2 id={titleId} className={s.title}>
            {/* the title opens the build too, where a visitor clicks or taps first; out of the
                Tab order, as the picture's link: 'read more' is the keyboard's way in */}
            <Link href={href} tabIndex={-1} ref={titleRef}>
              {article.title}
            </Link>
          </h2>
          <time className={s.date} dateTime={article.isoDate}>
            {article.date}
          </time>
        </div>
        <p className={s.snippet}>{article.snippet}</p>
        <div className={s.tags}>
          <p className={s.specs}>
            <span className="visually-hidden">specs: </span>
            {article.specs}
          </p>
          {article.sound ? (
            // a way straight to the article's player (the page opens there), beside the specs
            <Link href={`${href}#${SOUND_TEST_ID}`} className={s.soundTag}>
              <svg viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">
                <path d="M2 6v4M5 4v8M8 2v12M11 5v6M14 7v2" />
              </svg>
              sound test: before / after
              <span className="visually-hidden">{` for ${article.title}`}</span>
            </Link>
          ) : null}
        </div>
        <blockquote className={s.quote}>
          <p>{article.testimonial}</p>
        </blockquote>
        <Link href={href} className={s.more}>
          {'read more '}
          <span className="visually-hidden">{`about ${article.title} `}</span>
          <TextIcon name="right" />
        </Link>
      </div>
    </TiltCard>
  )
}
