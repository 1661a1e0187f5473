declare module 'virtual:thock-articles' {
  import type { KeyboardArticle } from './article-types'
  /** Every article of content/keyboards, validated and compiled at build time. */
  const articles: KeyboardArticle[]
  export default articles
}
