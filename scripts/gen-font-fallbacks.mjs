#!/usr/bin/env node
// Generates src/styles/font-fallbacks.css: local fallback faces sized to match the web fonts.
// Run once (`node scripts/gen-font-fallbacks.mjs`); the output is committed.
//
// Until a web font has loaded, text is set in a local font. If that font is wider or taller,
// lines wrap differently and the page shifts when the web font swaps in (CLS). Each fallback
// face here is a local font scaled (`size-adjust`) so that the site's own copy sets to the same
// width, with the web font's ascent, descent and line gap, so the swap moves nothing.
// Widths come from the fonts' own tables: the web fonts from @fontsource's WOFF files, the
// local fonts from Liberation Sans and Liberation Mono (Debian's fonts-liberation), which
// have the advance widths of Arial and Courier New, so one set of numbers serves all of them.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fontsource = (name) => path.join(root, 'node_modules/@fontsource', name, 'files')
const LIBERATION = '/usr/share/fonts/truetype/liberation'

/** The tables of a TrueType/OpenType font, from a .ttf/.otf or a WOFF 1 file. */
function readTables(file) {
  const buf = fs.readFileSync(file)
  const woff = buf.toString('latin1', 0, 4) === 'wOFF'
  // directory entries: WOFF (after 44 bytes) tag, offset, stored length, length, checksum;
  // sfnt (after 12 bytes) tag, checksum, offset, length
  const [first, size, count] = woff ? [44, 20, buf.readUInt16BE(12)] : [12, 16, buf.readUInt16BE(4)]
  const tables = new Map()
  for (let i = 0; i < count; i++) {
    const at = first + i * size
    const offset = buf.readUInt32BE(at + (woff ? 4 : 8))
    const stored = buf.readUInt32BE(at + (woff ? 8 : 12))
    const data = buf.subarray(offset, offset + stored)
    const packed = woff && stored < buf.readUInt32BE(at + 12)
    tables.set(buf.toString('latin1', at, at + 4), packed ? zlib.inflateSync(data) : data)
  }
  return tables
}

/** A character -> glyph map from the (3, 1) format-4 cmap subtable. */
function readCmap(cmap) {
  const n = cmap.readUInt16BE(2)
  for (let i = 0; i < n; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8)
    const encoding = cmap.readUInt16BE(6 + i * 8)
    const offset = cmap.readUInt32BE(8 + i * 8)
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(offset) !== 4) continue
    const segs = cmap.readUInt16BE(offset + 6) / 2
    const ends = offset + 14
    const starts = ends + segs * 2 + 2
    const deltas = starts + segs * 2
    const ranges = deltas + segs * 2
    return (code) => {
      for (let s = 0; s < segs; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue
        const start = cmap.readUInt16BE(starts + s * 2)
        if (code < start) return 0
        const delta = cmap.readInt16BE(deltas + s * 2)
        const rangeOffset = cmap.readUInt16BE(ranges + s * 2)
        if (rangeOffset === 0) return (code + delta) & 0xffff
        const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2)
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff
      }
      return 0
    }
  }
  throw new Error('no (3, 1) format 4 cmap')
}

/** Units per em, vertical metrics and the mean advance over `sample` (in ems). */
function metrics(file, sample) {
  const t = readTables(file)
  const head = t.get('head')
  const hhea = t.get('hhea')
  const hmtx = t.get('hmtx')
  const upm = head.readUInt16BE(18)
  const longMetrics = hhea.readUInt16BE(34)
  const glyphOf = readCmap(t.get('cmap'))
  const advance = (g) => hmtx.readUInt16BE(Math.min(g, longMetrics - 1) * 4)
  const chars = [...sample]
  const width = chars.reduce((sum, ch) => sum + advance(glyphOf(ch.codePointAt(0))), 0)
  return {
    ascent: hhea.readInt16BE(4) / upm,
    descent: -hhea.readInt16BE(6) / upm,
    lineGap: hhea.readInt16BE(8) / upm,
    width: width / chars.length / upm,
  }
}

// The site's own copy: the home story (the largest text, where a different wrap would move the
// most), then a line of headings, prices and UI words.
const story = fs.readFileSync(path.join(root, 'src/content/home-story.ts'), 'utf8')
const HOME_STORY = [
  ...story
    .split('export const HOME_STORY =')[1]
    .split(/\n\n/)[0]
    .matchAll(/'([^']*)'/g),
]
  .map((m) => m[1])
  .join('')
const SAMPLE = `${HOME_STORY} Custom Keyboard Build Service · lubed switches, tuned stabilizers,
foam and tape: $0.75 per switch, 3-7 business days. questions? say hi.`.replace(/\s+/g, ' ')

const pct = (x) => `${(x * 100).toFixed(2)}%`

/** One @font-face: `local` fonts scaled to set `web`'s text in the same space. */
function face(family, weight, locals, web, local) {
  const size = web.width / local.width
  return `@font-face {
  font-family: '${family}';
  font-weight: ${weight};
  src: ${locals.map((l) => `local('${l}')`).join(', ')};
  size-adjust: ${pct(size)};
  ascent-override: ${pct(web.ascent / size)};
  descent-override: ${pct(web.descent / size)};
  line-gap-override: ${pct(web.lineGap / size)};
}`
}

const sans = metrics(`${LIBERATION}/LiberationSans-Regular.ttf`, SAMPLE)
const mono = metrics(`${LIBERATION}/LiberationMono-Regular.ttf`, SAMPLE)
const monoBold = metrics(`${LIBERATION}/LiberationMono-Bold.ttf`, SAMPLE)
const varela = metrics(`${fontsource('varela-round')}/varela-round-latin-400-normal.woff`, SAMPLE)
const reddit = metrics(`${fontsource('reddit-mono')}/reddit-mono-latin-400-normal.woff`, SAMPLE)
const redditBold = metrics(`${fontsource('reddit-mono')}/reddit-mono-latin-600-normal.woff`, SAMPLE)

const css = `/* Generated by scripts/gen-font-fallbacks.mjs; do not edit. Local fonts sized to the web
   fonts' widths and line metrics, so nothing moves when the web fonts swap in. */
${face('Varela Round fallback', 400, ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'], varela, sans)}
${face('Reddit Mono fallback', 400, ['Courier New', 'Liberation Mono', 'Cousine'], reddit, mono)}
${face('Reddit Mono fallback', 600, ['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold', 'Cousine Bold'], redditBold, monoBold)}
`
const out = path.join(root, 'src/styles/font-fallbacks.css')
const style = await prettier.resolveConfig(out)
fs.writeFileSync(out, await prettier.format(css, { ...style, parser: 'css' }))
console.log(`wrote ${path.relative(root, out)}`)
