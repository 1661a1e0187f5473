/**
 * Front-matter rules for content/keyboards/*.md. Pure (no file system) so the
 * unit tests exercise every error; the Vite plugin adds the files and images.
 */

/** A content error that names the file and the field, so the build log says what to fix. */
export class ArticleError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | null,
    detail: string
  ) {
    super(`[articles] ${file}${field ? `: field "${field}"` : ''}: ${detail}`)
    this.name = 'ArticleError'
  }
}

/** An image as written in front matter, before its size is read from disk. */
export interface ImageRef {
  src: string
  alt: string
}

/** A sound test as written in front matter, before its files are read from disk. */
export interface SoundRef {
  stock: string // site path of the recording before the work
  tuned: string // the same passage after it
  passage?: string // what is typed in both
}

/** The validated front matter of one article. */
export interface ArticleMeta {
  id: number
  slug: string
  title: string
  date: string // long form
  isoDate: string
  image?: ImageRef
  images: ImageRef[]
  snippet: string
  testimonial: string
  testimonialBy?: string
  specs: string
  placeholder: boolean
  sound?: SoundRef
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Every front-matter field an article may have (content/keyboards/README.md). */
const FIELDS = [
  'placeholder',
  'id',
  'slug',
  'title',
  'date',
  'image',
  'images',
  'snippet',
  'testimonial',
  'testimonialBy',
  'specs',
  'sound',
] as const
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  return `a ${typeof value}`
}

/**
 * Parses a front-matter date ('YYYY-MM-DD' or 'March 14, 2025') into ISO and long form.
 * @example parseArticleDate('2025-03-14') // { iso: '2025-03-14', long: 'March 14, 2025' }
 */
export function parseArticleDate(value: unknown): { iso: string; long: string } | null {
  let d: Date | null = null
  if (typeof value === 'string') {
    const s = value.trim()
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
    const long = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(s)
    if (iso) d = new Date(Date.UTC(+iso[1]!, +iso[2]! - 1, +iso[3]!))
    else if (long) {
      const m = MONTHS.findIndex((name) => name.toLowerCase() === long[1]!.toLowerCase())
      if (m >= 0) d = new Date(Date.UTC(+long[3]!, m, +long[2]!))
    }
    // a day that rolled over (e.g. February 31) is not a date
    if (d && iso && d.getUTCDate() !== +iso[3]!) d = null
    if (d && long && d.getUTCDate() !== +long[2]!) d = null
  }
  if (!d || Number.isNaN(d.getTime())) return null
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  const day = d.getUTCDate()
  return {
    iso: `${y}-${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    long: `${MONTHS[m]} ${day}, ${y}`,
  }
}

function text(data: Record<string, unknown>, file: string, field: string): string {
  const value = data[field]
  if (value === undefined || value === null) throw new ArticleError(file, field, 'is missing')
  if (typeof value !== 'string')
    throw new ArticleError(file, field, `must be text, got ${kind(value)}`)
  const trimmed = value.trim()
  if (!trimmed) throw new ArticleError(file, field, 'is empty')
  return trimmed
}

function imageRef(value: unknown, file: string, field: string, fallbackAlt: string): ImageRef {
  const ref =
    typeof value === 'string'
      ? { src: value, alt: fallbackAlt }
      : value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null
  if (!ref || typeof ref.src !== 'string')
    throw new ArticleError(file, field, `must be a path or { src, alt }, got ${kind(value)}`)
  const src = ref.src.trim()
  if (!/^\/images\/[\w\-./]+\.(svg|webp|avif|png|jpe?g)$/i.test(src) || src.includes('..'))
    throw new ArticleError(
      file,
      field,
      `"${src}" must be a site path under /images/ ending in .svg, .webp, .avif, .png or .jpg`
    )
  const alt = ref.alt === undefined ? fallbackAlt : ref.alt
  if (typeof alt !== 'string' || !alt.trim())
    throw new ArticleError(file, field, 'needs a non-empty alt text')
  return { src, alt: alt.trim() }
}

function soundPath(value: unknown, file: string, field: string): string {
  if (value === undefined || value === null) throw new ArticleError(file, field, 'is missing')
  if (typeof value !== 'string')
    throw new ArticleError(file, field, `must be a path, got ${kind(value)}`)
  const src = value.trim()
  if (!/^\/audio\/[\w\-./]+\.mp3$/i.test(src) || src.includes('..'))
    throw new ArticleError(file, field, `"${src}" must be a site path under /audio/ ending in .mp3`)
  return src
}

function soundRef(value: unknown, file: string): SoundRef | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ArticleError(file, 'sound', `must be { stock, tuned }, got ${kind(value)}`)
  const v = value as Record<string, unknown>
  const stock = soundPath(v.stock, file, 'sound.stock')
  const tuned = soundPath(v.tuned, file, 'sound.tuned')
  if (stock === tuned)
    throw new ArticleError(file, 'sound.tuned', 'must be a different file from sound.stock')
  const passage = v.passage
  if (passage !== undefined && (typeof passage !== 'string' || !passage.trim()))
    throw new ArticleError(file, 'sound.passage', `must be text, got ${kind(passage)}`)
  return typeof passage === 'string' ? { stock, tuned, passage: passage.trim() } : { stock, tuned }
}

/**
 * Checks one file's front matter and returns it typed, or throws an ArticleError naming the field.
 * `file` is the path shown in messages.
 */
export function validateFrontMatter(data: Record<string, unknown>, file: string): ArticleMeta {
  // a misspelt key ('sounds:') would drop what it holds without a word
  const unknown = Object.keys(data).find((key) => !(FIELDS as readonly string[]).includes(key))
  if (unknown !== undefined)
    throw new ArticleError(file, unknown, `is not a field (the fields: ${FIELDS.join(', ')})`)

  const id = data.id
  if (id === undefined || id === null) throw new ArticleError(file, 'id', 'is missing')
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
    throw new ArticleError(file, 'id', `must be a whole number from 1, got ${JSON.stringify(id)}`)

  const slug = text(data, file, 'slug')
  if (!SLUG.test(slug) || slug.length > 80)
    throw new ArticleError(
      file,
      'slug',
      `"${slug}" must be lower-case words joined by dashes (a-z, 0-9, -), at most 80 characters`
    )

  const title = text(data, file, 'title')
  if (data.date === undefined || data.date === null)
    throw new ArticleError(file, 'date', 'is missing')
  const date = parseArticleDate(data.date)
  if (!date)
    throw new ArticleError(
      file,
      'date',
      `cannot read ${JSON.stringify(data.date)} as a date (write 2025-03-14 or March 14, 2025)`
    )

  const image =
    data.image === undefined || data.image === null
      ? undefined
      : imageRef(data.image, file, 'image', `${title}, seen from above`)

  const rawImages = data.images ?? []
  if (!Array.isArray(rawImages))
    throw new ArticleError(file, 'images', `must be a list, got ${kind(rawImages)}`)
  const images = rawImages.map((v, i) =>
    imageRef(v, file, `images[${i}]`, `${title}, detail ${i + 1}`)
  )

  const placeholder = data.placeholder ?? false
  if (typeof placeholder !== 'boolean')
    throw new ArticleError(file, 'placeholder', `must be true or false, got ${kind(placeholder)}`)

  const by = data.testimonialBy
  if (by !== undefined && (typeof by !== 'string' || !by.trim()))
    throw new ArticleError(file, 'testimonialBy', `must be text, got ${kind(by)}`)

  return {
    id,
    slug,
    title,
    date: date.long,
    isoDate: date.iso,
    image,
    images,
    snippet: text(data, file, 'snippet'),
    testimonial: text(data, file, 'testimonial'),
    testimonialBy: typeof by === 'string' ? by.trim() : undefined,
    specs: text(data, file, 'specs'),
    placeholder,
    sound: soundRef(data.sound, file),
  }
}

/** Throws when two articles share a slug or an id, naming both files. */
export function checkUnique(list: readonly { file: string; meta: ArticleMeta }[]): void {
  const slugs = new Map<string, string>()
  const ids = new Map<number, string>()
  for (const { file, meta } of list) {
    const s = slugs.get(meta.slug)
    if (s) throw new ArticleError(file, 'slug', `"${meta.slug}" is already used by ${s}`)
    slugs.set(meta.slug, file)
    const i = ids.get(meta.id)
    if (i) throw new ArticleError(file, 'id', `${meta.id} is already used by ${i}`)
    ids.set(meta.id, file)
  }
}
