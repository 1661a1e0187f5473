/** One picture of a build, sized so the page never shifts while it loads. */
export interface ArticleImage {
  src: string // site path, e.g. '/images/keyboards/azoth/cover.svg' (a photo beside it wins)
  alt: string
  width: number // px, intrinsic
  height: number // px, intrinsic
  lite?: string // a bitmap of the drawing, shown in the 'lite' tier (cheaper to scroll without a GPU)
}

/** A keyboard article (SPEC.md section 3), compiled from content/keyboards/<slug>.md at build time. */
export interface KeyboardArticle {
  id: number
  slug: string
  title: string
  date: string // long form, e.g. 'March 14, 2025'
  isoDate: string // 'YYYY-MM-DD', for sorting and <time dateTime>
  image?: string // cover path
  images: string[] // gallery paths
  cover?: ArticleImage
  gallery: ArticleImage[]
  snippet: string
  testimonial: string
  testimonialBy?: string
  specs: string
  fullContent: string // sanitised HTML, compiled at build time
  placeholder: boolean // true = stand-in text and pictures the builder still has to replace
}
