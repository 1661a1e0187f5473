/**
 * The keyboard articles (SPEC.md section 3), newest first.
 * Contract: the keyboards issue replaces this with the build-time Markdown pipeline
 * (content/keyboards/*.md compiled to HTML); consumers only import from here.
 */
export interface KeyboardArticle {
  id: number
  slug: string
  title: string
  date: string // long form, e.g. 'March 14, 2025'
  image?: string // cover path under /images/
  images: string[]
  snippet: string
  testimonial: string
  specs: string
  fullContent: string // sanitised HTML, compiled at build time
}

export const ARTICLES: KeyboardArticle[] = []

/** The article with this slug, or undefined. */
export function findArticle(slug: string): KeyboardArticle | undefined {
  return ARTICLES.find((a) => a.slug === slug)
}
