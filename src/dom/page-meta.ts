import { useEffect } from 'react'
import { fullTitle, type PageMeta } from '../content/page-meta'

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(selector)
  if (!el) {
    el = document.createElement('meta')
    el.setAttribute(attr, key)
    document.head.appendChild(el)
  }
  el.content = content
}

/** Sets the document title, description and social-card tags for the current page (null: leaves them). */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title
  const description = meta?.description
  useEffect(() => {
    if (title === undefined || description === undefined) return
    const full = fullTitle(title)
    document.title = full
    setMeta('meta[name="description"]', 'name', 'description', description)
    setMeta('meta[property="og:title"]', 'property', 'og:title', full)
    setMeta('meta[property="og:description"]', 'property', 'og:description', description)
    setMeta('meta[name="twitter:title"]', 'name', 'twitter:title', full)
    setMeta('meta[name="twitter:description"]', 'name', 'twitter:description', description)
  }, [title, description])
}
