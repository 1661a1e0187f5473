import cards from 'virtual:thock-article-cards'
import type { ArticleCard } from './article-types'

/** Newest first; ties keep the higher id first so the order is stable. */
export function sortNewestFirst<T extends ArticleCard>(list: readonly T[]): T[] {
  return [...list].sort((a, b) =>
    a.isoDate === b.isoDate ? b.id - a.id : a.isoDate < b.isoDate ? 1 : -1
  )
}

/**
 * What the gallery and the build ring show of every article, newest first: title, date,
 * snippet, specs, quote and cover, without the build logs, galleries and sound tests (each
 * article page loads its own: ./article-bodies.ts).
 */
export const ARTICLE_CARDS: ArticleCard[] = sortNewestFirst(cards)
