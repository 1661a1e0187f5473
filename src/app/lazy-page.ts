import { createElement, Fragment, use, type ComponentType } from 'react'
import type { PageMeta } from '../content/page-meta'
import { usePageMeta } from '../dom/page-meta'
import { loadOnce } from '../lib/load-once'

type PageModule = {
  default: ComponentType
  /** The page's title and description (a page whose meta depends on its params sets its own). */
  meta?: PageMeta
  /** What the page needs for these route params before it renders (e.g. one article). */
  preloadData?: (params: Record<string, string>) => Promise<unknown> | undefined
}

/** A code-split page whose chunk can be preloaded before hydration (so hydration never suspends). */
export interface LazyPage {
  /** Folder of the page under src/routes/; the prerender links its chunks by it. */
  name: string
  Component: ComponentType
  /** Loads the page's chunk, and with route params what the page needs for them too. */
  preload: (params?: Record<string, string>) => Promise<unknown>
  /** The page's own meta, once its chunk is loaded (the prerender reads it after `preload`). */
  meta: () => PageMeta | undefined
}

/** Keeps the document's title and meta tags those of the page on screen. */
function PageMetaTags({ meta }: { meta: PageMeta }) {
  usePageMeta(meta)
  return null
}

/**
 * Wraps a dynamic import of `src/routes/<name>` as a page component plus its preloader. The
 * page's `meta` export is its title and description: they ship with the page, not the shell.
 * @example const About = lazyPage('about', () => import('../routes/about'))
 */
export function lazyPage(name: string, load: () => Promise<PageModule>): LazyPage {
  // a load that failed (offline) is tried again by the next preload (a press or a click on a
  // link to the page), not by a render: the render shows the failure
  const chunk = loadOnce(load)
  const preload = (params?: Record<string, string>) =>
    params ? chunk.again().then((m) => m.preloadData?.(params)) : chunk.again()
  function Page() {
    const loaded = chunk.loaded() ?? use(chunk()) // no hook follows: a replay is the same
    const { default: Content, meta } = loaded
    return createElement(
      Fragment,
      null,
      createElement(Content),
      meta ? createElement(PageMetaTags, { meta }) : null
    )
  }
  return { name, Component: Page, preload, meta: () => chunk.loaded()?.meta }
}
