import loaders from 'virtual:thock-article-bodies'
import { isValidSlug } from './article-slug'
import type { KeyboardArticle } from './article-types'

/** A promise that says when it is settled, as React's `use` reads it (no suspending then). */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

const pending = new Map<string, Tracked<KeyboardArticle>>()

/** True when an article has this slug (malformed slugs never match); nothing is loaded. */
export function hasArticle(slug: string): boolean {
  return isValidSlug(slug) && Object.hasOwn(loaders, slug)
}

/**
 * Loads one article whole (its build log, gallery and sound test are a chunk of their own), once:
 * the same promise every time, for React's `use`, marked fulfilled once it is, so a render after
 * that (hydration, once src/main.tsx has preloaded it) reads it without suspending. Only for a
 * slug `hasArticle` knows.
 */
export function loadArticle(slug: string): Promise<KeyboardArticle> {
  let p = pending.get(slug)
  if (!p) {
    const loading: Tracked<KeyboardArticle> = loaders[slug]!().then((m) => {
      loading.status = 'fulfilled'
      loading.value = m.default
      return m.default
    })
    pending.set(slug, (p = loading))
  }
  return p
}
