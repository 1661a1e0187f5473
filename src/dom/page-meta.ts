import { useEffect } from 'react'
import { fullTitle, type PageMeta } from '../content/page-meta'

/**
 * Sets the document title and description for the current page (null: leaves them). The social
 * cards' tags (`og:`, `twitter:`) are in each page's prerendered HTML only, as its preview image
 * is: the crawlers that read them fetch the address and run no script.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title
  const description = meta?.description
  useEffect(() => {
    if (title === undefined || description === undefined) return
    document.title = fullTitle(title)
    let el = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!el) {
      el = document.createElement('meta')
      el.name = 'description'
      document.head.appendChild(el)
    }
    el.content = description
  }, [title, description])
}
