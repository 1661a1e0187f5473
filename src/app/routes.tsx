import { ARTICLE_INDEX, articleMeta, articleModules } from '../content/article-index'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { normalizePath } from '../content/nav'
import { lazyPage, type LazyPage } from './lazy-page'
import type { PageMeta } from '../content/page-meta'

/**
 * One route of the site: its wouter pattern and its code-split page. A page's title and
 * description are its module's `meta` export (src/app/lazy-page.ts sets them), so they ship
 * with the page, not the shell.
 */
export interface RouteDef {
  path: string
  page: LazyPage
  /**
   * Meta for a parametrised path (e.g. one article); null when the params name nothing.
   * Prerender only: in the browser such a page sets its own meta (it has its data
   * loaded anyway), so the index behind this stays out of the main chunk.
   */
  metaFor?: (params: Record<string, string>) => PageMeta | null
  /** Every concrete path of a parametrised route, for prerendering (prerender only). */
  paths?: () => string[]
  /**
   * What the page loads for these params before it hydrates besides its own chunks (Vite
   * manifest keys, e.g. one article's), for the prerender to link in its HTML (prerender only).
   */
  modulesFor?: (params: Record<string, string>) => string[]
}

export const ROUTES: RouteDef[] = [
  {
    path: '/',
    page: lazyPage('home', () => import('../routes/home')),
  },
  {
    path: '/about',
    page: lazyPage('about', () => import('../routes/about')),
  },
  {
    path: '/keyboards',
    page: lazyPage('keyboards', () => import('../routes/keyboards')),
  },
  {
    path: '/keyboards/:slug',
    page: lazyPage('keyboard-article', () => import('../routes/keyboard-article')),
    ...(import.meta.env.SSR && {
      metaFor: ({ slug }: Record<string, string>) => articleMeta(slug),
      paths: () => ARTICLE_INDEX.map((a) => `/keyboards/${a.slug}`),
      modulesFor: ({ slug }: Record<string, string>) => articleModules(slug),
    }),
  },
  {
    path: '/build-service',
    page: lazyPage('build-service', () => import('../routes/build-service')),
  },
  {
    path: '/contact',
    page: lazyPage('contact', () => import('../routes/contact')),
  },
]

export const NOT_FOUND: RouteDef = {
  path: '*',
  page: lazyPage('not-found', () => import('../routes/not-found')),
}

/**
 * The route for an address and its params, matched as the router's `<Switch>` (src/app/app.tsx)
 * matches it: wouter's `matchRoute` with its pattern parser (regexparam), the path decoded as
 * wouter decodes it (a malformed escape kept as it is). So the page preloaded, prerendered and
 * hydrated is the one the router renders.
 */
export function findRoute(path: string): { route: RouteDef; params: Record<string, string> } {
  let at = normalizePath(path)
  try {
    at = decodeURI(at)
  } catch {
    // a malformed escape: matched as it is
  }
  for (const route of ROUTES) {
    const [ok, params] = matchRoute(parse, route.path, at)
    if (ok) return { route, params: params as Record<string, string> }
  }
  return { route: NOT_FOUND, params: {} }
}
