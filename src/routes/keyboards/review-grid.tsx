import { useEffect, useRef, useState } from 'react'
import { playClick } from '../../audio/click'
import { TextIcon } from '../../dom/components/icons/text-icons'
import type { ArticleCard } from '../../content/article-types'
import { useMotionStore } from '../../state/motion-store'
import { firstCount, hasMore, nextCount } from './paging'
import { ReviewCard } from './review-card'
import s from './keyboards.module.css'

const FIRST_ROW = 3 // cards in the grid's first row on the widest layout

/**
 * The grid of review cards: one page at first, 'load more' adds a page until all
 * show. Focus moves to the first new card's title, so keyboard and screen reader users carry on
 * reading from its start (its 'read more', the next Tab, ends the card).
 */
export function ReviewGrid({ articles }: { articles: readonly ArticleCard[] }) {
  const pageSize = useMotionStore((st) => st.motion.gallery.pageSize)
  const [count, setCount] = useState(() => firstCount(articles.length, pageSize))
  // a page size changed live (the tuning panel) starts the grid again at one page of it
  const [sizedBy, setSizedBy] = useState(pageSize)
  if (sizedBy !== pageSize) {
    setSizedBy(pageSize)
    setCount(firstCount(articles.length, pageSize))
  }
  const focusIndex = useRef<number | null>(null)
  const links = useRef<(HTMLAnchorElement | null)[]>([])
  const shown = Math.min(count, articles.length)

  useEffect(() => {
    const i = focusIndex.current
    if (i === null) return
    focusIndex.current = null
    links.current[i]?.focus()
  }, [shown])

  const loadMore = () => {
    playClick()
    focusIndex.current = shown
    setCount(nextCount(shown, articles.length, pageSize))
  }

  return (
    <>
      <ul className={s.grid} aria-label="builds, newest first">
        {articles.slice(0, shown).map((a, i) => (
          <li key={a.slug} className={s.cell}>
            <ReviewCard
              article={a}
              aboveFold={i < FIRST_ROW}
              titleRef={(el) => {
                links.current[i] = el
              }}
            />
          </li>
        ))}
      </ul>
      <p className={s.count} aria-live="polite">
        showing {shown} of {articles.length} builds
      </p>
      {hasMore(shown, articles.length) ? (
        <div className={s.moreRow}>
          <button type="button" className={s.loadMore} onClick={loadMore}>
            <span>load more</span>
            <span className={s.hammer} aria-hidden="true">
              <TextIcon name="hammer" />
            </span>
          </button>
        </div>
      ) : null}
    </>
  )
}
