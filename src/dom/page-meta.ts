import { useEffect } from 'react'
import { fullTitle, type PageMeta } from '../content/page-meta'

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
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
    setMeta('name', 'description', description)
    setMeta('property', 'og:title', full)
    setMeta('property', 'og:description', description)
    setMeta('name', 'twitter:title', full)
    setMeta('name', 'twitter:description', description)
  }, [title, description])
}
