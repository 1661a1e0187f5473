import type { PageMeta } from './page-meta'

/**
 * Meta for an unknown or malformed slug. Its own module: the article index is in the shell (the
 * routes table imports it for the prerender), and only the article page shows this in the browser.
 */
export const ARTICLE_NOT_FOUND_META: PageMeta = {
  title: 'Article not found',
  description: 'there is no keyboard at this address. the gallery has every build.',
}
