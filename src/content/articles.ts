import compiled from 'virtual:thock-articles'
import { isValidSlug } from './article-slug'
import { sortNewestFirst } from './article-cards'
import type { KeyboardArticle } from './article-types'

export type { ArticleCard, ArticleImage, KeyboardArticle } from './article-types'
export { isValidSlug } from './article-slug'
export { sortNewestFirst } from './article-cards'

/**
 * Every keyboard article (SPEC.md section 3) whole, newest first, compiled at build time from
 * content/keyboards/*.md by scripts/vite-plugin-articles.ts (no Markdown parser ships). For the
 * prerender, the feed and search data: in the browser the gallery reads ./article-cards.ts and
 * an article page ./article-bodies.ts.
 */
export const ARTICLES: KeyboardArticle[] = sortNewestFirst(compiled)

/** The article with this slug, or undefined (malformed slugs never match). */
export function findArticle(slug: string): KeyboardArticle | undefined {
  if (!isValidSlug(slug)) return undefined
  return ARTICLES.find((a) => a.slug === slug)
}
