/** One picture of a build, sized so the page never shifts while it loads. */
export interface ArticleImage {
  src: string // site path, e.g. '/images/keyboards/azoth/cover.svg' (a photo beside it wins)
  alt: string
  width: number // px, intrinsic
  height: number // px, intrinsic
  lite?: string // a bitmap of the drawing, shown in the 'lite' tier (cheaper to scroll without a GPU)
}

/** One take of a sound test: the file and its waveform, measured at build time. */
export interface SoundTake {
  src: string // site path, e.g. '/audio/builds/azoth/stock.mp3'
  bytes: number // what pressing play downloads
  peaks: number[] // the waveform: the loudest sample of each slice, 0-1 (both takes on one scale)
}

/** A before/after sound test: the same passage typed on the board as it came and as it left. */
export interface SoundTest {
  stock: SoundTake
  tuned: SoundTake
  duration: number // s, the shorter take's length (both are the same passage)
  passage?: string // what is typed
}

/**
 * What the gallery's card and the build ring show of an article: no build log, no gallery, no
 * waveform (`virtual:thock-article-cards`, one small module for every article).
 */
export interface ArticleCard {
  id: number
  slug: string
  title: string
  date: string // long form, e.g. 'March 14, 2025'
  isoDate: string // 'YYYY-MM-DD', for sorting and <time dateTime>
  image?: string // cover path
  cover?: ArticleImage
  snippet: string
  testimonial: string
  specs: string
  placeholder: boolean // true = stand-in text and pictures the builder still has to replace
  sound?: Pick<SoundTest, 'duration'> // the card says the build has a sound test
}

/**
 * A keyboard article (SPEC.md section 3), compiled from content/keyboards/<slug>.md at build time:
 * its card and its body (`virtual:thock-article/<slug>`, a chunk of its own in the browser).
 */
export interface KeyboardArticle extends ArticleCard {
  images: string[] // gallery paths
  gallery: ArticleImage[]
  testimonialBy?: string
  fullContent: string // sanitised HTML, compiled at build time
  sound?: SoundTest // a before/after sound test, when the build has one
}
