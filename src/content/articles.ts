import compiled from 'virtual:thock-articles'
import type { KeyboardArticle } from './article-types'

export type { ArticleImage, KeyboardArticle } from './article-types'

/** Newest first; ties keep the higher id first so the order is stable. */
export function sortNewestFirst(list: readonly KeyboardArticle[]): KeyboardArticle[] {
  return [...list].sort((a, b) =>
    a.isoDate === b.isoDate ? b.id - a.id : a.isoDate < b.isoDate ? 1 : -1
  )
}

/**
 * The keyboard articles (SPEC.md section 3), newest first, compiled at build time
 * from content/keyboards/*.md by scripts/vite-plugin-articles.ts (no Markdown parser ships).
 */
export const ARTICLES: KeyboardArticle[] = sortNewestFirst(compiled)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_SLUG = 80

/** True for a well-formed slug (lower-case words joined by dashes, at most 80 characters). */
export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= MAX_SLUG && SLUG.test(slug)
}

/** The article with this slug, or undefined (malformed slugs never match). */
export function findArticle(slug: string): KeyboardArticle | undefined {
  if (!isValidSlug(slug)) return undefined
  return ARTICLES.find((a) => a.slug === slug)
}
