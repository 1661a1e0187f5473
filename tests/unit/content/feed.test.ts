import { describe, expect, it } from 'vitest'
import { ARTICLES, type KeyboardArticle } from '../../../src/content/articles'
import { FAQ } from '../../../src/content/faq'
import { atomFeed, type ReachContent } from '../../../src/content/reach'
import { SITE } from '../../../src/content/site-config'

const ATOM = 'http://www.w3.org/2005/Atom'
const REACH: ReachContent = { site: SITE, articles: ARTICLES, faq: FAQ, faqPath: '/build-service' }
// RFC 3339 date-time, as RFC 4287 section 3.3 requires (an upper-case T and Z)
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
// an IRI with a scheme (RFC 3987): ids must be absolute and, for links, resolvable
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:\S+$/i

function parse(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`feed is not well-formed XML: ${error.textContent}`)
  return doc
}

/** The Atom children of an element with this local name. */
const kids = (el: Element, name: string) =>
  [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name)

/**
 * Every rule of RFC 4287 that our feed's shape touches, as a list of broken ones
 * (empty = valid). Sections are the RFC's.
 */
function atomProblems(doc: Document): string[] {
  const problems: string[] = []
  const feed = doc.documentElement
  if (feed.namespaceURI !== ATOM || feed.localName !== 'feed') return ['root is not atom:feed']
  const one = (el: Element, name: string, where: string) => {
    const found = kids(el, name)
    if (found.length !== 1) problems.push(`${where} has ${found.length} atom:${name} (4.1.1/4.1.2)`)
    return found[0]
  }
  const checkDate = (el: Element | undefined, where: string) => {
    if (el && !RFC3339.test(el.textContent ?? ''))
      problems.push(`${where}: date "${el.textContent}"`)
  }
  const checkLinks = (el: Element, where: string) => {
    const seen = new Set<string>()
    for (const link of kids(el, 'link')) {
      const href = link.getAttribute('href') ?? ''
      if (!ABSOLUTE.test(href))
        problems.push(`${where}: link href "${href}" is not absolute (4.2.7.1)`)
      const rel = link.getAttribute('rel') ?? 'alternate'
      if (rel === 'alternate') {
        const key = `${link.getAttribute('type')}|${link.getAttribute('hreflang')}`
        if (seen.has(key)) problems.push(`${where}: two alternate links of one type (4.1.1)`)
        seen.add(key)
      }
    }
  }
  const hasAuthor = (el: Element) =>
    kids(el, 'author').some((a) => (kids(a, 'name')[0]?.textContent ?? '').trim() !== '')

  for (const name of ['id', 'title', 'updated']) one(feed, name, 'feed')
  const feedId = kids(feed, 'id')[0]?.textContent ?? ''
  if (!ABSOLUTE.test(feedId)) problems.push(`feed id "${feedId}" is not an absolute IRI (4.2.6)`)
  checkDate(kids(feed, 'updated')[0], 'feed updated')
  checkLinks(feed, 'feed')
  const self = kids(feed, 'link').filter((l) => l.getAttribute('rel') === 'self')
  if (self.length !== 1) problems.push('feed should have one rel="self" link (4.1.1)')

  const feedUpdated = kids(feed, 'updated')[0]?.textContent ?? ''
  const ids = new Set<string>()
  kids(feed, 'entry').forEach((entry, i) => {
    const where = `entry ${i + 1}`
    for (const name of ['id', 'title', 'updated']) one(entry, name, where)
    const id = kids(entry, 'id')[0]?.textContent ?? ''
    if (!ABSOLUTE.test(id)) problems.push(`${where}: id "${id}" is not an absolute IRI (4.2.6)`)
    if (ids.has(id)) problems.push(`${where}: id "${id}" repeats (4.2.6)`)
    ids.add(id)
    checkDate(kids(entry, 'updated')[0], `${where} updated`)
    checkDate(kids(entry, 'published')[0], `${where} published`)
    if ((kids(entry, 'updated')[0]?.textContent ?? '') > feedUpdated)
      problems.push(`${where}: updated after the feed (4.2.15)`)
    checkLinks(entry, where)
    const content = kids(entry, 'content')
    const alternate = kids(entry, 'link').some(
      (l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate'
    )
    if (!content.length && !alternate)
      problems.push(`${where}: no content and no alternate link (4.1.2)`)
    if (content[0]?.hasAttribute('src') && !kids(entry, 'summary').length)
      problems.push(`${where}: out-of-line content needs a summary (4.1.2)`)
    if (!hasAuthor(entry) && !hasAuthor(feed)) problems.push(`${where}: no author (4.1.1)`)
  })
  return problems
}

describe('the Atom feed of builds', () => {
  const text = atomFeed(REACH)
  const doc = parse(text)
  const entries = kids(doc.documentElement, 'entry')

  it('follows the Atom rules: ids, updated, links, authors (RFC 4287)', () => {
    expect(atomProblems(doc)).toEqual([])
  })

  it('the checker catches a broken feed (a relative link, a repeated id, a bad date)', () => {
    const broken = text
      .replace('<updated>', '<updated>yesterday')
      .replace(/href="https:\/\/thockandco\.com\/keyboards\/[a-z0-9-]+"/, 'href="/keyboards/x"')
      .replace(/<id>tag:[^<]+<\/id>/g, '<id>tag:thockandco.com,2025:/same</id>')
    const problems = atomProblems(parse(broken))
    expect(problems.some((p) => p.includes('date "yesterday'))).toBe(true)
    expect(problems.some((p) => p.includes('is not absolute'))).toBe(true)
    expect(problems.some((p) => p.includes('repeats'))).toBe(true)
  })

  it('has one entry per build, newest first, each linking its page and cover', () => {
    expect(entries).toHaveLength(ARTICLES.length)
    entries.forEach((entry, i) => {
      const a = ARTICLES[i]!
      const get = (name: string) => kids(entry, name)[0]
      const link = (rel: string) =>
        kids(entry, 'link')
          .find((l) => l.getAttribute('rel') === rel)
          ?.getAttribute('href')
      expect(get('title')?.textContent).toBe(a.title)
      expect(get('updated')?.textContent).toBe(`${a.isoDate}T00:00:00Z`)
      expect(get('summary')?.textContent).toBe(a.snippet)
      expect(link('alternate')).toBe(`${SITE.origin}/keyboards/${a.slug}`)
      expect(link('enclosure')).toBe(`${SITE.origin}${a.cover!.lite ?? a.cover!.src}`)
      expect(get('content')?.getAttribute('type')).toBe('html')
      expect(get('content')?.textContent).toContain(`<img src="${link('enclosure')}"`)
    })
    const feedUpdated = kids(doc.documentElement, 'updated')[0]?.textContent
    expect(feedUpdated).toBe(`${ARTICLES[0]!.isoDate}T00:00:00Z`)
  })

  it('escapes what an article says, so no text can break the XML or inject markup', () => {
    const a: KeyboardArticle = {
      ...ARTICLES[0]!,
      title: 'a <b>bold</b> & "quoted" board',
      snippet: '<script>alert(1)</script>',
    }
    const feed = parse(atomFeed({ ...REACH, articles: [a] }))
    const entry = kids(feed.documentElement, 'entry')[0]!
    expect(kids(entry, 'title')[0]?.textContent).toBe(a.title)
    expect(kids(entry, 'content')[0]?.textContent).toContain('&lt;script&gt;')
  })
})
