#!/usr/bin/env node
// Generates the PNG icons from public/favicon.svg (the one drawing of the mark, which the feed
// and search results keep): public/favicon-32.png, the tab icon index.html names, and
// favicon-192.png and favicon-512.png, the web app manifest's (site.webmanifest). Run after
// changing the SVG (`node scripts/gen-favicon.mjs`); the outputs are committed.
//
// Why PNGs: Chromium fetches the tab icon again after every history write (`pushState`,
// `replaceState`), so after each in-page navigation and each change of the price list's query.
// An SVG icon is decoded as an SVG document on the page's main thread (about 10 ms there at 4x
// CPU, in the frames of the animation the tap started); a PNG in a fraction of that.
import { Resvg } from '@resvg/resvg-js'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// 32: a 16 px tab icon at 2x (Chromium scales it for other densities); 192 and 512: the sizes an
// installed app's icon and splash screen ask for
const SIZES = [32, 192, 512]

const svg = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
for (const size of SIZES) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
  const out = path.join(root, `public/favicon-${size}.png`)
  fs.writeFileSync(out, png)
  console.log(`${path.relative(root, out)}: ${size}x${size}, ${png.length} bytes`)
}
