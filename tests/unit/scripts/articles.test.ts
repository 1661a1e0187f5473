import { describe, expect, it } from 'vitest'
import { compileSource } from '../../../scripts/articles/compile'
import { isSafeUrl, sanitizeHtml } from '../../../scripts/articles/sanitize'
import {
  checkUnique,
  parseArticleDate,
  validateFrontMatter,
  type ArticleMeta,
} from '../../../scripts/articles/validate'

const FILE = 'content/keyboards/test.md'

function valid(): Record<string, unknown> {
  return {
    id: 7,
    slug: 'test-board',
    title: 'test board',
    date: '2025-03-14',
    image: { src: '/images/keyboards/test/cover.svg', alt: 'a test board' },
    images: ['/images/keyboards/test/switch.svg'],
    snippet: 'a snippet',
    testimonial: 'a quote',
    specs: '65%',
    placeholder: true,
  }
}

describe('front-matter validation', () => {
  it('accepts a complete article and fills in the long date', () => {
    const meta = validateFrontMatter(valid(), FILE)
    expect(meta.date).toBe('March 14, 2025')
    expect(meta.isoDate).toBe('2025-03-14')
    expect(meta.images[0]).toEqual({
      src: '/images/keyboards/test/switch.svg',
      alt: 'test board, detail 1',
    })
    expect(meta.placeholder).toBe(true)
  })

  it.each(['id', 'slug', 'title', 'date', 'snippet', 'testimonial', 'specs'])(
    'names the file and the missing field %s',
    (field) => {
      const data = valid()
      delete data[field]
      expect(() => validateFrontMatter(data, FILE)).toThrow(
        `[articles] ${FILE}: field "${field}": is missing`
      )
    }
  )

  it('names a mistyped field and what it got', () => {
    expect(() => validateFrontMatter({ ...valid(), id: '7' }, FILE)).toThrow(/field "id"/)
    expect(() => validateFrontMatter({ ...valid(), title: 42 }, FILE)).toThrow(
      /field "title": must be text, got a number/
    )
    expect(() => validateFrontMatter({ ...valid(), images: 'a.svg' }, FILE)).toThrow(
      /field "images": must be a list/
    )
    expect(() => validateFrontMatter({ ...valid(), placeholder: 'yes' }, FILE)).toThrow(
      /field "placeholder"/
    )
  })

  it('rejects malformed slugs and image paths outside /images/', () => {
    expect(() => validateFrontMatter({ ...valid(), slug: 'Bad Slug' }, FILE)).toThrow(
      /field "slug"/
    )
    expect(() =>
      validateFrontMatter({ ...valid(), images: ['https://evil.example/x.png'] }, FILE)
    ).toThrow(/field "images\[0\]"/)
    expect(() =>
      validateFrontMatter({ ...valid(), image: '/images/../../etc/passwd.png' }, FILE)
    ).toThrow(/field "image"/)
  })

  it('rejects an unparseable date, naming the field', () => {
    for (const date of ['soon', '2025-02-31', 'Smarch 3, 2025', 20250314]) {
      expect(() => validateFrontMatter({ ...valid(), date }, FILE)).toThrow(
        new RegExp(`${FILE}: field "date": cannot read`)
      )
    }
  })

  it('reads ISO dates and long dates alike', () => {
    expect(parseArticleDate('March 4, 2025')?.iso).toBe('2025-03-04')
    expect(parseArticleDate('2025-12-01')?.long).toBe('December 1, 2025')
  })

  it('rejects a duplicate slug or id, naming both files', () => {
    const a = validateFrontMatter(valid(), 'content/keyboards/a.md')
    const b: ArticleMeta = { ...a, id: 8 }
    expect(() =>
      checkUnique([
        { file: 'content/keyboards/a.md', meta: a },
        { file: 'content/keyboards/b.md', meta: b },
      ])
    ).toThrow(
      '[articles] content/keyboards/b.md: field "slug": "test-board" is already used by content/keyboards/a.md'
    )
    expect(() =>
      checkUnique([
        { file: 'a.md', meta: a },
        { file: 'c.md', meta: { ...a, slug: 'other' } },
      ])
    ).toThrow(/c\.md: field "id": 7 is already used by a\.md/)
  })

  it('stops on an impossible date written as YAML writes dates (it was moved to the next month)', () => {
    const fm = (date: string) =>
      `---\nid: 1\nslug: a\ntitle: a\ndate: ${date}\nsnippet: s\ntestimonial: t\nspecs: x\n---\nbody`
    expect(compileSource(FILE, fm('2025-02-28')).meta.date).toBe('February 28, 2025')
    for (const date of ['2025-02-31', '2025-13-45'])
      expect(() => compileSource(FILE, fm(date))).toThrow(/field "date": cannot read "2025-/)
  })

  it('stops on a field it does not know, naming it (a misspelt key lost what it held)', () => {
    expect(() => validateFrontMatter({ ...valid(), sounds: {} }, FILE)).toThrow(
      new RegExp(`${FILE}: field "sounds": is not a field \\(the fields: placeholder, id,`)
    )
  })

  it('reports broken YAML and an empty body', () => {
    expect(() => compileSource(FILE, '---\ntitle: [unclosed\n---\nbody')).toThrow(
      /test\.md: front matter is not valid YAML/
    )
    const fm = `---\nid: 1\nslug: a\ntitle: a\ndate: 2025-01-01\nsnippet: s\ntestimonial: t\nspecs: x\n---\n`
    expect(() => compileSource(FILE, fm + '\n  \n')).toThrow(/field "content"/)
    expect(compileSource(FILE, fm + 'hello *there*').html).toBe('<p>hello <em>there</em></p>\n')
  })

  it('stops on a picture in the build log, pointing to the details gallery', () => {
    // it was not checked, sized or swapped for a photo: a missing file shipped as a broken picture
    const fm = `---\nid: 1\nslug: a\ntitle: a\ndate: 2025-01-01\nsnippet: s\ntestimonial: t\nspecs: x\n---\n`
    for (const body of [
      'the plate\n\n![the plate](/images/keyboards/a/plate.svg)',
      'the plate <img alt="plate" src="/images/keyboards/a/plate.svg">',
    ])
      expect(() => compileSource(FILE, fm + body)).toThrow(
        /test\.md: field "content": the build log shows no pictures of its own \(\/images\/keyboards\/a\/plate\.svg\): list it under images:/
      )
  })
})

describe('the HTML sanitiser', () => {
  const cases: [string, string][] = [
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<p onclick="steal()" class="x">a</p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<b>">x</a>', '<a>x</a>'],
    ['<iframe src="//evil"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>p{}</style><svg onload=alert(1)><g/></svg>', ''],
    ['<p style="color:red">a</p>', '<p>a</p>'],
    ['<div><b>kept text</b></div>', 'kept text'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
  ]
  it.each(cases)('cleans %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output)
  })

  it('keeps ordinary article markup and marks outside links', () => {
    const html =
      '<h3>case</h3><ul><li><strong>brass</strong> plate</li></ul><a href="https://gateron.com">g</a><a href="/keyboards">k</a>'
    expect(sanitizeHtml(html)).toBe(
      '<h3>case</h3><ul><li><strong>brass</strong> plate</li></ul><a href="https://gateron.com" rel="noopener noreferrer">g</a><a href="/keyboards">k</a>'
    )
  })

  it('cleans hostile HTML written inside a Markdown file', () => {
    const fm = `---\nid: 1\nslug: a\ntitle: a\ndate: 2025-01-01\nsnippet: s\ntestimonial: t\nspecs: x\n---\n`
    const body =
      'text <script>alert(1)</script>\n\n<b onclick="alert(1)">b</b>\n\n[click](javascript:alert(1))\n\n<a href="vbscript:x" onmouseover="y">v</a>'
    const { html } = compileSource(FILE, fm + body)
    expect(html).not.toMatch(/<script|onclick|onmouseover|javascript:|vbscript:/i)
    expect(html).toContain('click')
  })

  it('allows relative, http(s) and mailto links only', () => {
    expect(isSafeUrl('/keyboards/azoth')).toBe(true)
    expect(isSafeUrl('#specs')).toBe(true)
    expect(isSafeUrl('mailto:hello@thockandco.com')).toBe(true)
    expect(isSafeUrl('//evil.example')).toBe(false)
    expect(isSafeUrl('javascript:alert(1)')).toBe(false)
  })
})
