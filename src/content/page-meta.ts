import { SITE } from './site-config'

/** What a page tells browsers, search engines and social cards about itself. */
export interface PageMeta {
  title: string
  description: string
}

/** The document title for a page: its own title, then the brand. */
export function fullTitle(title: string): string {
  return title === SITE.brand ? SITE.brand : `${title} · ${SITE.brand}`
}
