/**
 * What search engines and link previews read, built at prerender time (scripts/build.mjs):
 * JSON-LD for each page (the business, an article's review of its keyboard, the FAQ), the
 * sitemap, robots.txt and the name of each page's preview image. Never shipped to browsers.
 */
import type { KeyboardArticle } from './article-types'
import type { FaqEntry } from './faq'
import type { SiteConfig } from './site-config'

/** A JSON-LD node: a schema.org type and its properties. */
export type JsonLdNode = { '@type': string; '@id'?: string } & Record<string, unknown>

/** Thrown when an article lacks a field the structured data or preview image needs. */
export class ReachError extends Error {
  constructor(slug: string, field: string, why: string) {
    super(
      `[reach] content/keyboards/${slug}.md: field "${field}" is missing; ${why}. Add it to the front matter.`
    )
    this.name = 'ReachError'
  }
}

const abs = (site: SiteConfig, path: string) => `${site.origin}${path}`

/** The `@id` every page's business node shares (reviews point to it as publisher). */
export const businessId = (site: SiteConfig) => `${site.origin}/#business`

/**
 * The business with its location (schema.org LocalBusiness), from site-config.ts.
 * @example businessNode(SITE).address // { '@type': 'PostalAddress', addressLocality: 'Urbana-Champaign', … }
 */
export function businessNode(site: SiteConfig): JsonLdNode {
  const [locality = site.location.city, region] = site.location.city.split(/,\s*/)
  return {
    '@type': 'LocalBusiness',
    '@id': businessId(site),
    name: site.brand,
    description: site.tagline,
    url: `${site.origin}/`,
    email: site.email,
    image: abs(site, '/og/home.png'),
    logo: abs(site, '/favicon.svg'),
    address: {
      '@type': 'PostalAddress',
      addressLocality: locality,
      ...(region && { addressRegion: region }),
      addressCountry: 'US',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.location.lat,
      longitude: site.location.lng,
    },
    areaServed: 'Worldwide',
  }
}

/** Throws a ReachError when an article cannot be described as a review of a product. */
export function checkArticle(a: KeyboardArticle): void {
  if (!a.testimonialBy?.trim())
    throw new ReachError(
      a.slug,
      'testimonialBy',
      'the review in its structured data needs an author'
    )
  if (!a.cover) throw new ReachError(a.slug, 'image', 'the reviewed keyboard needs a picture')
}

/** An article as a Review of its keyboard (a Product): the owner's words, by the owner. */
export function reviewNode(a: KeyboardArticle, site: SiteConfig): JsonLdNode {
  checkArticle(a)
  const url = abs(site, `/keyboards/${a.slug}`)
  return {
    '@type': 'Review',
    '@id': `${url}#review`,
    name: a.title,
    url,
    datePublished: a.isoDate,
    reviewBody: a.testimonial,
    author: { '@type': 'Person', name: a.testimonialBy },
    publisher: { '@id': businessId(site) },
    itemReviewed: {
      '@type': 'Product',
      name: a.title,
      description: `${a.snippet} (${a.specs})`,
      image: abs(site, a.cover!.src),
      brand: { '@type': 'Brand', name: site.brand },
    },
  }
}

/** The FAQ as an FAQPage with each question and its accepted answer. */
export function faqNode(faq: readonly FaqEntry[], url: string): JsonLdNode {
  return {
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    mainEntity: faq.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

/** Everything the structured data of the site draws on. */
export interface ReachContent {
  site: SiteConfig
  articles: readonly KeyboardArticle[]
  faq: readonly FaqEntry[]
  /** The page that shows the FAQ. */
  faqPath: string
}

/**
 * The JSON-LD document of one page: the business on every page, plus the article's review
 * on an article page and the FAQ on the page that shows it. A placeholder article (stand-in
 * text, `placeholder: true`) gives no review: its quote is not a real owner's, and search
 * engines would show it as one.
 */
export function jsonLdFor(
  path: string,
  c: ReachContent
): { '@context': string; '@graph': JsonLdNode[] } {
  const graph = [businessNode(c.site)]
  const slug = /^\/keyboards\/([^/]+)$/.exec(path)?.[1]
  const article = slug ? c.articles.find((a) => a.slug === slug) : undefined
  if (article && !article.placeholder) graph.push(reviewNode(article, c.site))
  if (path === c.faqPath) graph.push(faqNode(c.faq, abs(c.site, path)))
  return { '@context': 'https://schema.org', '@graph': graph }
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can close the tag. */
export function jsonLdScript(doc: unknown): string {
  const json = JSON.stringify(doc).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
  return `<script type="application/ld+json">${json}</script>`
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml for every prerendered path; an article's lastmod is its date. */
export function sitemapXml(paths: readonly string[], c: ReachContent): string {
  const urls = paths.map((p) => {
    const slug = /^\/keyboards\/([^/]+)$/.exec(p)?.[1]
    const date = slug ? c.articles.find((a) => a.slug === slug)?.isoDate : undefined
    return `  <url><loc>${xml(abs(c.site, p === '/' ? '/' : p))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything may be crawled; it names the sitemap. */
export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`
}

/**
 * The file name of a page's preview image under /og/.
 * @example ogImageName('/keyboards/azoth') // 'keyboards-azoth' · ogImageName('/') // 'home'
 */
export function ogImageName(path: string): string {
  const name = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
  return name || 'home'
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** A date of the content ('YYYY-MM-DD') as an Atom date (RFC 3339, midnight UTC). */
const atomDate = (isoDate: string) => `${isoDate}T00:00:00Z`

/**
 * A permanent id for an entry (RFC 4151 tag URI: the site's host, the date the build was
 * published, its path), so a reader never shows a build twice even if the site moves.
 * @example tagId(SITE, '2024-08-15', '/keyboards/azoth') // 'tag:thockandco.com,2024-08-15:/keyboards/azoth'
 */
export const tagId = (site: SiteConfig, isoDate: string, path: string) =>
  `tag:${new URL(site.origin).host},${isoDate}:${path}`

/**
 * The Atom feed of builds (RFC 4287), one entry per article, newest first: title, date,
 * snippet, cover, link and author. The cover is the drawing's bitmap where there is one
 * (feed readers show bitmaps more reliably than SVG).
 */
export function atomFeed(c: ReachContent): string {
  const { site } = c
  const author = `<author><name>${xml(site.brand)}</name><email>${xml(site.email)}</email><uri>${xml(abs(site, '/'))}</uri></author>`
  const newest = c.articles.reduce((d, a) => (a.isoDate > d ? a.isoDate : d), '1970-01-01')
  const entries = c.articles.map((a) => {
    checkArticle(a)
    const url = abs(site, `/keyboards/${a.slug}`)
    const cover = abs(site, a.cover!.lite ?? a.cover!.src)
    const type = IMAGE_TYPES[cover.split('.').pop()!.toLowerCase()] ?? 'image/*'
    const html = [
      `<p><img src="${xml(cover)}" alt="${xml(a.cover!.alt)}" /></p>`,
      `<p>${xml(a.snippet)}</p>`,
      `<p>${xml(a.specs)}</p>`,
      `<blockquote><p>${xml(a.testimonial)}</p><p>${xml(a.testimonialBy ?? '')}</p></blockquote>`,
      `<p><a href="${xml(url)}">read the build log</a></p>`,
    ].join('')
    return [
      '  <entry>',
      `    <id>${xml(tagId(site, a.isoDate, `/keyboards/${a.slug}`))}</id>`,
      `    <title>${xml(a.title)}</title>`,
      `    <published>${atomDate(a.isoDate)}</published>`,
      `    <updated>${atomDate(a.isoDate)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <link rel="enclosure" type="${type}" href="${xml(cover)}"/>`,
      `    ${author}`,
      `    <summary>${xml(a.snippet)}</summary>`,
      `    <content type="html">${xml(html)}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xml(abs(site, site.feed.path))}</id>`,
    `  <title>${xml(site.feed.title)}</title>`,
    `  <subtitle>${xml(site.tagline)}</subtitle>`,
    `  <updated>${atomDate(newest)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(abs(site, site.feed.path))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(abs(site, '/keyboards'))}"/>`,
    `  ${author}`,
    `  <icon>${xml(abs(site, '/favicon.svg'))}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
