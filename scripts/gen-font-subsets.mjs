#!/usr/bin/env node
// Writes the site's web fonts, cut down to the characters the site uses, into src/styles/fonts/:
// Reddit Mono 400 and 600 and Varela Round 400 from @fontsource's latin files (about 55% smaller,
// so less stands between the visitor and the largest paint). The characters are printable ASCII,
// a few typographic marks, and every other character written in src/ or content/ that the fonts
// can draw; a unit test fails when the copy gains one they cannot (a character the fonts lack is
// drawn from a system font, found by a fallback search that costs a phone 60-100 ms the first
// time a page shows one: draw such marks as SVG, src/dom/components/icons/text-icons.tsx). Run
// after changing the copy or a font:
//   node scripts/gen-font-subsets.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT = path.join(root, 'src/styles/fonts')
const FONTS = [
  ['reddit-mono', 'reddit-mono-latin-400-normal', 'reddit-mono-400'],
  ['reddit-mono', 'reddit-mono-latin-600-normal', 'reddit-mono-600'],
  ['varela-round', 'varela-round-latin-400-normal', 'varela-round-400'],
]
const TYPOGRAPHY = '‘’“”–—…·×°©é'
// The OpenType features a browser applies by default, and tnum (tabular-nums in the CSS); the
// rest (stylistic sets, fractions…) the site never asks for. Hinting goes too: browsers on macOS,
// Android and iOS ignore it, and it was a third of Varela Round's bytes.
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'tnum']

/** Every character outside printable ASCII in the text files under `dir`. */
function charsIn(dir, found) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) charsIn(file, found)
    else if (/\.(tsx?|md|css|json)$/.test(entry.name))
      for (const ch of fs.readFileSync(file, 'utf8')) if (ch > '~') found.add(ch)
  }
  return found
}

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))
const extra = charsIn(path.join(root, 'content'), charsIn(path.join(root, 'src'), new Set()))
for (const ch of TYPOGRAPHY) extra.add(ch)
extra.delete('\n')
const wanted = [...ascii, ...[...extra].sort()]

/** The code points an sfnt font maps to a glyph (its cmap: formats 4 and 12). */
function cmapOf(font) {
  const u16 = (o) => font.readUInt16BE(o)
  const u32 = (o) => font.readUInt32BE(o)
  let cmap = -1
  for (let i = 0; i < u16(4); i++)
    if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'cmap') cmap = u32(20 + 16 * i)
  const covered = new Set()
  for (let i = 0; i < u16(cmap + 2); i++) {
    const t = cmap + u32(cmap + 8 + 8 * i)
    if (u16(t) === 12)
      for (let g = 0; g < u32(t + 12); g++)
        for (let c = u32(t + 16 + 12 * g); c <= u32(t + 20 + 12 * g); c++) covered.add(c)
    if (u16(t) !== 4) continue
    const segs = u16(t + 6) / 2
    for (let sIdx = 0; sIdx < segs; sIdx++) {
      const end = u16(t + 14 + 2 * sIdx)
      const start = u16(t + 16 + 2 * segs + 2 * sIdx)
      const delta = u16(t + 16 + 4 * segs + 2 * sIdx)
      const rangeAt = t + 16 + 6 * segs + 2 * sIdx
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph = u16(rangeAt) ? u16(rangeAt + u16(rangeAt) + 2 * (c - start)) : 1
        if (glyph && (glyph + delta) % 0x10000) covered.add(c)
      }
    }
  }
  return covered
}

const sources = FONTS.map(([pkg, file]) =>
  fs.readFileSync(path.join(root, 'node_modules/@fontsource', pkg, 'files', `${file}.woff2`))
)
const drawn = []
for (const ch of wanted) {
  const cp = ch.codePointAt(0)
  let all = true
  for (const source of sources)
    all &&= cmapOf(await subsetFont(source, ch, { targetFormat: 'sfnt' })).has(cp)
  if (all) drawn.push(ch)
  else console.log(`no glyph for ${ch} (U+${cp.toString(16)}) in every font: left out`)
}
const chars = drawn.join('')

fs.mkdirSync(OUT, { recursive: true })
for (const [i, [, , name]] of FONTS.entries()) {
  const source = sources[i]
  const subset = await subsetFont(source, chars, {
    targetFormat: 'woff2',
    noHinting: true,
    keepFeatures: FEATURES,
  })
  fs.writeFileSync(path.join(OUT, `${name}.woff2`), subset)
  console.log(`${name}.woff2: ${source.length} -> ${subset.length} bytes`)
}
fs.writeFileSync(
  path.join(OUT, 'subset.json'),
  JSON.stringify({ note: 'written by scripts/gen-font-subsets.mjs', chars }, null, 2) + '\n'
)
console.log(`${chars.length} characters`)
