import { ARTICLE_INDEX, articleMeta, articleModules } from '../content/article-index'
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
 * Finds the route for a path (same patterns as the router: static segments and ':param').
 * @example findRoute('/keyboards/azoth') // { route: <article route>, params: { slug: 'azoth' } }
 */
export function findRoute(path: string): { route: RouteDef; params: Record<string, string> } {
  const parts = normalizePath(path).split('/').filter(Boolean)
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean)
    if (pattern.length !== parts.length) continue
    const params: Record<string, string> = {}
    const ok = pattern.every((seg, i) => {
      const part = parts[i]!
      if (seg.startsWith(':')) {
        try {
          params[seg.slice(1)] = decodeURIComponent(part)
        } catch {
          params[seg.slice(1)] = part
        }
        return true
      }
      return seg === part
    })
    if (ok) return { route, params }
  }
  return { route: NOT_FOUND, params: {} }
}
