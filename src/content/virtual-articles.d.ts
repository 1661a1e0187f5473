declare module 'virtual:thock-articles' {
  import type { KeyboardArticle } from './article-types'
  /** Every article of content/keyboards, validated and compiled at build time. */
  const articles: KeyboardArticle[]
  export default articles
}

declare module 'virtual:thock-article-cards' {
  import type { ArticleCard } from './article-types'
  /** What the gallery's cards and the build ring show of every article. */
  const cards: ArticleCard[]
  export default cards
}

declare module 'virtual:thock-article-bodies' {
  import type { KeyboardArticle } from './article-types'
  /** One loader per slug: that article whole, in a chunk of its own. */
  const loaders: Record<string, () => Promise<{ default: KeyboardArticle }>>
  export default loaders
}

declare module 'virtual:thock-articles-index' {
  /** Slug, title and description of every article (for route meta and prerendering). */
  const index: { slug: string; title: string; description: string }[]
  export default index
}

declare module 'virtual:thock-season' {
  import type { Season } from './season-types'
  /** content/season.yaml, checked at build time against the articles. */
  const season: Season
  export default season
}
