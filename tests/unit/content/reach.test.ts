import { describe, expect, it } from 'vitest'
import { ARTICLES } from '../../../src/content/articles'
import { FAQ } from '../../../src/content/faq'
import {
  ReachError,
  checkArticle,
  jsonLdFor,
  jsonLdScript,
  ogImageName,
  robotsTxt,
  sitemapXml,
  type ReachContent,
} from '../../../src/content/reach'
import { SITE } from '../../../src/content/site-config'

const REACH: ReachContent = { site: SITE, articles: ARTICLES, faq: FAQ, faqPath: '/build-service' }

/**
 * The schema.org types we emit: each one's parent types and the expected types of the
 * properties we use (from the type pages on schema.org), plus what each must carry to mean
 * anything (Google's required properties for these rich results, where it names some).
 */
const SCHEMA: Record<
  string,
  { parents: string[]; props: Record<string, string[]>; required?: string[] }
> = {
  Thing: {
    parents: [],
    props: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['URL', 'ImageObject'],
      sameAs: ['URL'],
    },
  },
  Organization: {
    parents: ['Thing'],
    props: {
      email: ['Text'],
      logo: ['URL', 'ImageObject'],
      address: ['PostalAddress', 'Text'],
      areaServed: ['AdministrativeArea', 'GeoShape', 'Place', 'Text'],
      brand: ['Brand', 'Organization'],
    },
  },
  Place: {
    parents: ['Thing'],
    props: { geo: ['GeoCoordinates', 'GeoShape'], address: ['PostalAddress', 'Text'] },
  },
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    props: { priceRange: ['Text'] },
    required: ['name', 'address'],
  },
  PostalAddress: {
    parents: ['Thing'],
    props: {
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      addressCountry: ['Country', 'Text'],
    },
    required: ['addressLocality', 'addressCountry'],
  },
  GeoCoordinates: {
    parents: ['Thing'],
    props: { latitude: ['Number', 'Text'], longitude: ['Number', 'Text'] },
    required: ['latitude', 'longitude'],
  },
  CreativeWork: {
    parents: ['Thing'],
    props: {
      author: ['Organization', 'Person'],
      datePublished: ['Date', 'DateTime'],
      publisher: ['Organization', 'Person'],
      mainEntity: ['Thing'],
      text: ['Text'],
    },
  },
  Review: {
    parents: ['CreativeWork'],
    props: { itemReviewed: ['Thing'], reviewBody: ['Text'], reviewRating: ['Rating'] },
    required: ['author', 'itemReviewed', 'reviewBody', 'datePublished'],
  },
  Product: { parents: ['Thing'], props: { brand: ['Brand', 'Organization'] }, required: ['name'] },
  Brand: { parents: ['Thing'], props: {}, required: ['name'] },
  Person: { parents: ['Thing'], props: {}, required: ['name'] },
  WebPage: { parents: ['CreativeWork'], props: {} },
  FAQPage: { parents: ['WebPage'], props: {}, required: ['mainEntity'] },
  Comment: { parents: ['CreativeWork'], props: {} },
  Question: {
    parents: ['Comment'],
    props: { acceptedAnswer: ['Answer', 'ItemList'] },
    required: ['name', 'acceptedAnswer'],
  },
  Answer: { parents: ['Comment'], props: {}, required: ['text'] },
}

const isA = (type: string, wanted: string): boolean =>
  type === wanted || (SCHEMA[type]?.parents ?? []).some((p) => isA(p, wanted))

function expectedTypes(type: string, prop: string): string[] | undefined {
  const own = SCHEMA[type]
  if (!own) return undefined
  return own.props[prop] ?? own.parents.map((p) => expectedTypes(p, prop)).find(Boolean)
}

const DATA: Record<string, (v: unknown) => boolean> = {
  Text: (v) => typeof v === 'string' && v.trim().length > 0,
  URL: (v) => typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v),
  Date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  DateTime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  Number: (v) => typeof v === 'number' && Number.isFinite(v),
}

/** Every problem of a node against SCHEMA, with the path to it ('' = none). */
function validate(node: unknown, path: string, ids: Set<string>): string[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [`${path}: not a node`]
  const n = node as Record<string, unknown>
  const type = n['@type']
  if (type === undefined) {
    // a reference to a node elsewhere in the graph
    return typeof n['@id'] === 'string' && ids.has(n['@id']) && Object.keys(n).length === 1
      ? []
      : [`${path}: a node without @type that is not a reference to the graph`]
  }
  if (typeof type !== 'string' || !SCHEMA[type]) return [`${path}: unknown @type ${String(type)}`]
  const problems: string[] = []
  for (const r of SCHEMA[type]!.required ?? [])
    if (n[r] === undefined) problems.push(`${path} (${type}): missing ${r}`)
  for (const [prop, value] of Object.entries(n)) {
    if (prop === '@type' || prop === '@id') continue
    const expected = expectedTypes(type, prop)
    if (!expected) {
      problems.push(`${path} (${type}): ${prop} is not a property of ${type}`)
      continue
    }
    const values = Array.isArray(value) ? value : [value]
    values.forEach((v, i) => {
      const at = `${path}.${prop}${Array.isArray(value) ? `[${i}]` : ''}`
      if (expected.some((e) => DATA[e]?.(v))) return
      if (v && typeof v === 'object') {
        const t = (v as Record<string, unknown>)['@type']
        const refOk =
          t === undefined && expected.some((e) => !DATA[e]) && validate(v, at, ids).length === 0
        if (refOk) return
        if (typeof t === 'string' && expected.some((e) => isA(t, e))) {
          problems.push(...validate(v, at, ids))
          return
        }
      }
      problems.push(`${at}: expected ${expected.join(' or ')}, got ${JSON.stringify(v)}`)
    })
  }
  return problems
}

function validateDoc(doc: ReturnType<typeof jsonLdFor>): string[] {
  expect(doc['@context']).toBe('https://schema.org')
  const ids = new Set(doc['@graph'].map((n) => n['@id']).filter((id): id is string => !!id))
  return doc['@graph'].flatMap((n, i) => validate(n, `@graph[${i}]`, ids))
}

describe('JSON-LD against schema.org', () => {
  it('describes the business with its location on every page', () => {
    for (const path of ['/', '/about', '/keyboards', '/contact']) {
      const doc = jsonLdFor(path, REACH)
      expect(validateDoc(doc)).toEqual([])
      expect(doc['@graph'].map((n) => n['@type'])).toEqual(['LocalBusiness'])
    }
    const business = jsonLdFor('/', REACH)['@graph'][0]!
    expect(business).toMatchObject({
      name: 'thock&co.',
      address: { addressLocality: 'Urbana-Champaign', addressRegion: 'IL', addressCountry: 'US' },
      geo: { latitude: SITE.location.lat, longitude: SITE.location.lng },
    })
  })

  it('makes each real article a review of its keyboard, by its owner', () => {
    expect(ARTICLES.length).toBeGreaterThan(0)
    for (const a of ARTICLES) {
      // as once the builder has replaced the stand-in text (placeholder: false)
      const real = { ...a, placeholder: false }
      const doc = jsonLdFor(`/keyboards/${a.slug}`, { ...REACH, articles: [real] })
      expect(validateDoc(doc), a.slug).toEqual([])
      const review = doc['@graph'][1]!
      expect(review).toMatchObject({
        '@type': 'Review',
        reviewBody: a.testimonial,
        datePublished: a.isoDate,
        author: { '@type': 'Person', name: a.testimonialBy },
        itemReviewed: { '@type': 'Product', name: a.title },
        publisher: { '@id': 'https://thockandco.com/#business' },
      })
    }
  })

  it("gives no review for a placeholder article: a stand-in quote is no owner's", () => {
    const a = { ...ARTICLES[0]!, placeholder: true }
    const doc = jsonLdFor(`/keyboards/${a.slug}`, { ...REACH, articles: [a] })
    expect(doc['@graph'].map((n) => n['@type'])).toEqual(['LocalBusiness'])
  })

  it('gives the FAQ as an FAQPage on the page that shows it', () => {
    const doc = jsonLdFor('/build-service', REACH)
    expect(validateDoc(doc)).toEqual([])
    const faq = doc['@graph'][1]!
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity).toHaveLength(FAQ.length)
    expect((faq.mainEntity as { name: string }[])[0]!.name).toBe(FAQ[0]!.question)
  })

  it('the validator itself catches wrong shapes', () => {
    const real = { ...ARTICLES[0]!, placeholder: false }
    const doc = jsonLdFor('/keyboards/' + real.slug, { ...REACH, articles: [real] })
    const broken = structuredClone(doc)
    delete broken['@graph'][1]!.author
    broken['@graph'][1]!.datePublished = 'last spring'
    broken['@graph'][0]!.colour = 'pink'
    expect(validateDoc(broken)).toEqual([
      '@graph[0] (LocalBusiness): colour is not a property of LocalBusiness',
      '@graph[1] (Review): missing author',
      '@graph[1].datePublished: expected Date or DateTime, got "last spring"',
    ])
  })

  it('keeps the script tag closed whatever the text says', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}</script>'
    )
  })
})

describe('what an article needs', () => {
  it('stops on an article without a review author or a picture, naming it and the field', () => {
    const a = ARTICLES[0]!
    expect(() => checkArticle({ ...a, testimonialBy: undefined })).toThrow(ReachError)
    expect(() => checkArticle({ ...a, testimonialBy: ' ' })).toThrow(
      `[reach] content/keyboards/${a.slug}.md: field "testimonialBy" is missing; the review in its structured data needs an author. Add it to the front matter.`
    )
    expect(() => checkArticle({ ...a, cover: undefined })).toThrow(/field "image" is missing/)
    expect(() => checkArticle(a)).not.toThrow()
  })
})

describe('sitemap, robots, preview names', () => {
  it('lists every path with the origin, articles with their date', () => {
    const xml = sitemapXml(['/', '/about', `/keyboards/${ARTICLES[0]!.slug}`], REACH)
    expect(xml).toContain('<loc>https://thockandco.com/</loc>')
    expect(xml).toContain('<loc>https://thockandco.com/about</loc>')
    expect(xml).toContain(
      `<loc>https://thockandco.com/keyboards/${ARTICLES[0]!.slug}</loc><lastmod>${ARTICLES[0]!.isoDate}</lastmod>`
    )
    expect(xml.match(/<url>/g)).toHaveLength(3)
  })

  it('robots.txt names the sitemap', () => {
    expect(robotsTxt(SITE)).toContain('Sitemap: https://thockandco.com/sitemap.xml')
  })

  it('names preview images by path', () => {
    expect(ogImageName('/')).toBe('home')
    expect(ogImageName('/keyboards/azoth')).toBe('keyboards-azoth')
    expect(ogImageName('/build-service')).toBe('build-service')
  })
})
