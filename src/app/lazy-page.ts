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

const NEVER = new Promise<never>(() => {})
let kept: LazyPage | null = null

/** The page kept as prerendered by `keepPrerendered`, until the visitor moves on. */
export const keptPage = (): LazyPage | null => kept

/**
 * Where a page's code did not load on a direct visit (main.tsx), its prerendered HTML stays on
 * screen to read, its links working, while the shell around it hydrates: the page renders as
 * still loading, and React leaves the HTML of a Suspense boundary still loading as it finds it.
 * Until the visitor moves on to another address (wouter's pushState, or Back): the page then
 * says it did not load, as after a link.
 */
export function keepPrerendered(page: LazyPage): void {
  kept = page
  const root = document.documentElement
  root.toggleAttribute('data-kept', true) // what waits on the page's code is shown as it is
  const at = location.pathname
  const leave = () => {
    if (location.pathname === at) return // a #fragment (the skip link), or a query on this page
    kept = null
    root.removeAttribute('data-kept')
    for (const type of ['pushState', 'popstate']) removeEventListener(type, leave)
  }
  for (const type of ['pushState', 'popstate']) addEventListener(type, leave)
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
    // no hook follows: a replay is the same. Kept, its code may be in but not its data
    const loaded = kept === page ? use(NEVER) : (chunk.loaded() ?? use(chunk()))
    const { default: Content, meta } = loaded
    return createElement(
      Fragment,
      null,
      createElement(Content),
      meta ? createElement(PageMetaTags, { meta }) : null
    )
  }
  const page: LazyPage = { name, Component: Page, preload, meta: () => chunk.loaded()?.meta }
  return page
}
