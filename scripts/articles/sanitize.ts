/**
 * An allow-list HTML sanitiser for the compiled Markdown (build time only).
 * Whatever a .md file contains, the output keeps only known tags and
 * attributes: no scripts, no styles, no event handlers, no javascript: URLs.
 */

const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  h2: ['id'],
  h3: ['id'],
  h4: ['id'],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  em: [],
  strong: [],
  del: [],
  code: ['class'],
  pre: [],
  kbd: [],
  blockquote: [],
  hr: [],
  br: [],
  // kept, for compile.ts to find and refuse: a picture belongs in the front matter's images:
  img: ['src', 'alt', 'title', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
  figure: [],
  figcaption: [],
  span: [],
}

const VOID = new Set(['hr', 'br', 'img'])

// dropped together with everything inside them
const DROP_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'frameset',
  'noembed',
  'xmp',
])

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/g
const URL_ATTRS = new Set(['href', 'src'])
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
}

/** Decodes the character references a URL check must see through (&#106; &#x6A; &colon; ...). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);?/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
    }
    return NAMED[ref.toLowerCase()] ?? m
  })
}

/** True for relative URLs and http(s)/mailto; false for javascript:, data:, vbscript: and the like. */
export function isSafeUrl(raw: string): boolean {
  // browsers ignore control characters and whitespace inside the scheme
  const url = decodeEntities(raw).replace(CONTROL_OR_SPACE, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)
  if (!scheme) return !url.startsWith('//') // protocol-relative = another host
  return SAFE_PROTOCOLS.has(`${scheme[1]}:`)
}

function escapeAttr(value: string): string {
  return value
    .replace(/&(?![#a-z0-9]+;)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

function escapeText(text: string): string {
  return text
    .replace(/&(?![#a-z0-9]+;)/gi, (m) => (ENTITY.test(m) ? m : '&amp;'))
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

function cleanAttrs(tag: string, raw: string): string {
  const allowed = ALLOWED[tag] ?? []
  let out = ''
  const seen = new Set<string>()
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase()
    if (!allowed.includes(name) || seen.has(name)) continue
    const value = m[2] ?? m[3] ?? m[4] ?? ''
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue
    if (name === 'class' && !/^language-[\w-]+$/.test(value)) continue
    seen.add(name)
    out += ` ${name}="${escapeAttr(decodeEntities(value))}"`
  }
  if (
    tag === 'a' &&
    seen.has('href') &&
    /^https?:/i.test(raw.match(/href\s*=\s*["']?([^"'\s>]*)/i)?.[1] ?? '')
  )
    out += ' rel="noopener noreferrer"'
  return out
}

/**
 * Returns the HTML with only allow-listed tags and attributes left.
 * @example sanitizeHtml('<p onclick="x()">hi<script>alert(1)</script></p>') // '<p>hi</p>'
 */
export function sanitizeHtml(html: string): string {
  let out = ''
  let last = 0
  let skipUntil: string | null = null
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, closing, rawName, attrs] = m
    const between = html.slice(last, m.index)
    last = m.index + whole.length
    if (skipUntil) {
      if (closing && rawName?.toLowerCase() === skipUntil) skipUntil = null
      continue
    }
    out += escapeText(between)
    if (!rawName) continue // a comment
    const name = rawName.toLowerCase()
    if (DROP_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(attrs ?? '')) skipUntil = name
      continue
    }
    if (!(name in ALLOWED)) continue
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`
      continue
    }
    out += `<${name}${cleanAttrs(name, attrs ?? '')}>`
  }
  if (!skipUntil) out += escapeText(html.slice(last))
  return out
}
