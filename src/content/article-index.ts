import index from 'virtual:thock-articles-index'
import type { PageMeta } from './page-meta'

/** Every article's slug, title and description, without its HTML (small enough for the main chunk). */
export const ARTICLE_INDEX: readonly { slug: string; title: string; description: string }[] = index

/** Meta for an unknown or malformed slug. */
export const ARTICLE_NOT_FOUND_META: PageMeta = {
  title: 'Article not found',
  description: 'there is no keyboard at this address. the gallery has every build.',
}

/** The document title and description for an article slug (the not-found meta for anything else). */
export function articleMeta(slug: string | undefined): PageMeta {
  const hit = ARTICLE_INDEX.find((a) => a.slug === slug)
  return hit ? { title: hit.title, description: hit.description } : ARTICLE_NOT_FOUND_META
}
