import index from 'virtual:thock-articles-index'
import { ARTICLE_NOT_FOUND_META } from './article-not-found'
import type { PageMeta } from './page-meta'

/** Every article's slug, title and description, without its HTML (small enough for the main chunk). */
export const ARTICLE_INDEX: readonly { slug: string; title: string; description: string }[] = index

/** The document title and description for an article slug (the not-found meta for anything else). */
export function articleMeta(slug: string | undefined): PageMeta {
  const hit = ARTICLE_INDEX.find((a) => a.slug === slug)
  return hit ? { title: hit.title, description: hit.description } : ARTICLE_NOT_FOUND_META
}

/**
 * The module of an article's own chunk (`virtual:thock-article/<slug>`, scripts/vite-plugin-
 * articles.ts) as Vite's manifest names it, for the prerender to link; none for an unknown slug.
 */
export function articleModules(slug: string | undefined): string[] {
  return ARTICLE_INDEX.some((a) => a.slug === slug) ? [`virtual:thock-article/${slug}`] : []
}
