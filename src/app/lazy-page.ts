import { createElement, Fragment, use, type ComponentType } from 'react'
import type { PageMeta } from '../content/page-meta'
import { usePageMeta } from '../dom/page-meta'
import { loadOnce } from '../lib/load-once'
import { normalizePath } from '../content/nav'
import { siteLink } from '../lib/site-link'

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

/** Whether a page is kept as prerendered by `keepPrerendered` (for the document's life). */
export const pageKept = (): boolean => kept !== null

/**
 * Where a page's code did not load on a direct visit (main.tsx), its prerendered HTML stays on
 * screen to read while the shell around it hydrates: the page renders as still loading, and React
 * leaves the HTML of a Suspense boundary still loading as it finds it. Leaving it is a new
 * document: a click on a link to another address goes to the browser, not the router (which would
 * update the boundary, and React would drop the HTML for the fallback until the next page came),
 * and a move to another address the router made anyway loads that address.
 */
export function keepPrerendered(page: LazyPage): void {
  kept = page
  document.documentElement.toggleAttribute('data-kept', true) // what waits on the code, shown
  const here = normalizePath(location.pathname)
  addEventListener(
    'click',
    (e) => {
      const a = siteLink(e)
      if (a && normalizePath(a.pathname) !== here) e.stopPropagation() // the browser follows it
    },
    true
  )
  const moved = () => {
    if (normalizePath(location.pathname) !== here) location.reload()
  }
  for (const type of ['pushState', 'popstate']) addEventListener(type, moved)
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
