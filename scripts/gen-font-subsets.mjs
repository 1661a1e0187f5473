#!/usr/bin/env node
// Writes the site's web fonts, cut down to the characters the site uses, into src/styles/fonts/:
// Reddit Mono 400 and 600 and Varela Round 400 from @fontsource's latin files (about 55% smaller,
// so less stands between the visitor and the largest paint). The characters are printable ASCII,
// a few typographic marks, and every other character written in src/ or content/; a unit test
// fails when the copy gains one the fonts lack. Run after changing the copy or a font:
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
const TYPOGRAPHY = '‘’“”–—…·×°©→←↗é'
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
const chars = [...ascii, ...[...extra].sort()].join('')

fs.mkdirSync(OUT, { recursive: true })
for (const [pkg, file, name] of FONTS) {
  const source = fs.readFileSync(
    path.join(root, 'node_modules/@fontsource', pkg, 'files', `${file}.woff2`)
  )
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
