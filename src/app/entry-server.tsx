import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { App } from './app'
import { fullTitle, type PageMeta } from '../content/page-meta'
import { findRoute, NOT_FOUND, ROUTES } from './routes'
import { ARTICLES } from '../content/articles'
import { FAQ } from '../content/faq'
import type { ReachContent } from '../content/reach'
import { SITE } from '../content/site-config'

/** Every path to prerender: the static routes and each concrete path of parametrised ones. */
export function prerenderPaths(): string[] {
  return ROUTES.flatMap((r) => (r.paths ? r.paths() : r.path.includes(':') ? [] : [r.path]))
}

/** Renders one path to HTML (waiting for its code-split page) with its meta and status. */
export async function render(path: string): Promise<{
  html: string
  meta: PageMeta & { fullTitle: string }
  status: number
  /** The page's folder under src/routes/, whose chunks the HTML links. */
  page: string
  /** Manifest keys of what else the page loads before it hydrates (e.g. its article). */
  modules: string[]
}> {
  const found = findRoute(path)
  let { route } = found
  // a parametrised path that names nothing (an unknown article) is the not-found page
  if (route.metaFor && !route.metaFor(found.params)) route = NOT_FOUND
  await route.page.preload(found.params)
  const meta = route.metaFor ? route.metaFor(found.params) : route.page.meta()
  if (!meta) throw new Error(`prerender: the page of ${path} exports no meta`)
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // never outline a large page into a late segment: that needs inline scripts the CSP forbids
    { progressiveChunkSize: Infinity }
  )
  const html = await new Response(prelude).text()
  return {
    html,
    meta: { ...meta, fullTitle: fullTitle(meta.title) },
    status: route === NOT_FOUND ? 404 : 200,
    page: route.page.name,
    modules: route.modulesFor?.(found.params) ?? [],
  }
}

export { NOT_FOUND }
export { PROFILES, SITE } from '../content/site-config'
export { checkSite } from '../content/site-check'
export { checkPricing } from '../content/pricing-check'
export { PRICING } from '../content/pricing'
export { openSlots, SEASON, staleSeason } from '../content/season-slots'
export {
  atomFeed,
  checkArticle,
  jsonLdFor,
  jsonLdScript,
  ogImageName,
  robotsTxt,
  sitemapXml,
} from '../content/reach'

/** What the structured data, sitemap and preview images are built from (scripts/build.mjs). */
export const REACH: ReachContent = {
  site: SITE,
  articles: ARTICLES,
  faq: FAQ,
  faqPath: '/build-service',
}
