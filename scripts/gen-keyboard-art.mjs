#!/usr/bin/env node
// Generates the stand-in pictures of every build: a clean top-down illustration
// of each keyboard (layout + colourway) and a few detail plates (switch, stabilizer,
// foam stack, tape mod). Output: public/images/keyboards/<slug>/*.svg, committed.
// A photo saved beside a picture with the same name (cover.jpg next to cover.svg)
// replaces it on the site; rerun with `node scripts/gen-keyboard-art.mjs`.
// Each cover is also drawn to cover.lite.webp (by Chromium, at 720 px), which the gallery
// shows in the 'lite' tier: a bitmap is one image draw per tile, while the SVG's 170-odd
// rounded keys are replayed on every tile the scroll exposes (the gallery scrolled at
// 150-220 ms frames in software compositing; docs/performance-notes.md). The 'full' tier
// keeps the SVG: 1 KB gzip against 4-10 KB, and the first cover is the page's LCP.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { ensureChromium } from './chromium.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'public/images/keyboards')

// ---------------------------------------------------------------- layouts
// Rows of key widths in units (1u = one alpha key). 'g0.25' is a gap.
// Role letters: a alpha, m modifier, x accent (escape/enter), s space.
const k = (w, role = 'a') => ({ w, role })
const g = (w) => ({ w, gap: true })
const alphas = (n) => Array.from({ length: n }, () => k(1))

const ROWS_65 = [
  [k(1, 'x'), ...alphas(12), k(2, 'm'), k(1, 'm')],
  [k(1.5, 'm'), ...alphas(12), k(1.5, 'm'), k(1, 'm')],
  [k(1.75, 'm'), ...alphas(11), k(2.25, 'x'), k(1, 'm')],
  [k(2.25, 'm'), ...alphas(10), k(1.75, 'm'), k(1, 'm'), k(1, 'm')],
  [
    k(1.25, 'm'),
    k(1.25, 'm'),
    k(1.25, 'm'),
    k(6.25, 's'),
    k(1, 'm'),
    k(1, 'm'),
    k(1, 'm'),
    k(1, 'm'),
    k(1, 'm'),
    k(1, 'm'),
  ],
]

// 65% with a blocker: a gap left of the arrow cluster, no right-hand mod column keys
const ROWS_65_BLOCKER = [
  ...ROWS_65.slice(0, 4),
  [
    k(1.5, 'm'),
    k(1, 'm'),
    k(1.5, 'm'),
    k(7, 's'),
    k(1.5, 'm'),
    g(0.5),
    k(1, 'm'),
    k(1, 'm'),
    k(1, 'm'),
  ],
]

// 75%: an F-row with a knob on top, a number row that starts with a modifier, then the 65% rows
const ROWS_75 = [
  [k(1, 'x'), ...Array.from({ length: 12 }, () => k(1, 'm')), k(1, 'm'), k(1, 'm'), k(1, 'knob')],
  [k(1, 'm'), ...alphas(12), k(2, 'm'), k(1, 'm')],
  ...ROWS_65.slice(1),
]

// Alice: two halves, each its own block, rotated apart
const ALICE_LEFT = [
  [k(1, 'x'), ...alphas(6)],
  [k(1.5, 'm'), ...alphas(5)],
  [k(1.75, 'm'), ...alphas(5)],
  [k(2.25, 'm'), ...alphas(5)],
  [k(1.5, 'm'), g(1), k(1.5, 'm'), k(2.25, 's')],
]
const ALICE_RIGHT = [
  [...alphas(6), k(2, 'm')],
  [...alphas(7), k(1.5, 'm')],
  [...alphas(6), k(2.25, 'x')],
  [...alphas(5), k(1.75, 'm'), k(1, 'm')],
  [k(2.75, 's'), k(1.5, 'm'), g(1.25), k(1.5, 'm')],
]

// ---------------------------------------------------------------- boards
// the detail plates an article can show: each kind draws one picture, saved as <name>.svg
const plate =
  (kind, name, defaults = {}) =>
  (colours) => ({ kind, name, ...defaults, ...colours })
const detail = {
  switch: plate('switch', 'switch'),
  stab: plate('stab', 'stabilizer'),
  foam: plate('foam', 'foam-stack', { layers: ['case', 'poron', 'pcb', 'pe', 'plate', 'caps'] }),
  tape: plate('tape', 'tape-mod'),
}

/** Each board: layout, colourway, and the detail plates its article shows. */
const BOARDS = [
  {
    slug: 'bauer-lite',
    layout: 'blocker65',
    mat: ['#24323a', '#162026'],
    case: '#c9ccd1',
    caseEdge: '#9da1a8',
    caps: { a: '#f1ede4', m: '#3b4a5a', x: '#d9743c', s: '#f1ede4' },
    details: [
      detail.switch({ housing: '#f1f1f1', top: '#e9e9ea', stem: '#e88aa8', plate: '#b9bcc1' }),
      detail.foam({ pcb: '#1f3b2c', plate: '#b9bcc1' }),
      detail.stab({ housing: '#2a2a2a', wire: '#c8c8c8' }),
    ],
  },
  {
    slug: 'azoth',
    layout: '75',
    mat: ['#2a1f33', '#17111d'],
    case: '#2b2d33',
    caseEdge: '#1b1c20',
    caps: { a: '#e6e1d6', m: '#8c8f99', x: '#e0525e', s: '#e6e1d6' },
    details: [
      detail.switch({ housing: '#151515', top: '#2c2c2f', stem: '#e0a940', plate: '#3a3c42' }),
      detail.stab({ housing: '#f2f2f2', wire: '#d4d4d4' }),
      detail.foam({
        pcb: '#111111',
        plate: '#c8a86a',
        layers: ['case', 'poron', 'pcb', 'ixpe', 'plate', 'caps'],
      }),
      detail.tape({ pcb: '#111111', tape: '#4f86c6' }),
    ],
  },
  {
    slug: 'azoth-dev',
    layout: '75',
    mat: ['#1d2b24', '#111a15'],
    case: '#7f8a7d',
    caseEdge: '#5d665b',
    caps: { a: '#2c2f33', m: '#4a4f56', x: '#b7e04a', s: '#2c2f33' },
    details: [
      detail.switch({ housing: '#d7dcd6', top: '#bfc6bd', stem: '#3f5f9f', plate: '#6b7269' }),
      detail.tape({ pcb: '#203a2b', tape: '#e8e2cf' }),
    ],
  },
  {
    slug: 'azoth-gmk',
    layout: '75',
    mat: ['#2e2a24', '#1a1713'],
    case: '#e9e5dc',
    caseEdge: '#c9c3b6',
    caps: { a: '#f3ecd8', m: '#2f5d88', x: '#c8332e', s: '#f3ecd8' },
    details: [
      detail.switch({ housing: '#ebe6da', top: '#f4f0e6', stem: '#e2b93b', plate: '#d7d2c6' }),
      detail.stab({ housing: '#1e1e1e', wire: '#bdbdbd' }),
      detail.foam({ pcb: '#1a3554', plate: '#d7d2c6' }),
      detail.tape({ pcb: '#1a3554', tape: '#4f86c6' }),
    ],
  },
  {
    slug: 'neo-ergo',
    layout: 'alice',
    mat: ['#33243a', '#1c1420'],
    case: '#b9a6d6',
    caseEdge: '#9886b6',
    caps: { a: '#f4f1f7', m: '#6e5a91', x: '#f2b84b', s: '#f4f1f7' },
    details: [
      detail.switch({ housing: '#f4f1f7', top: '#dcd3ea', stem: '#6e5a91', plate: '#c9bde0' }),
      detail.foam({ pcb: '#2d2340', plate: '#c9bde0' }),
      detail.stab({ housing: '#6e5a91', wire: '#d4d4d4' }),
    ],
  },
  {
    slug: 'nuphy65',
    layout: '65',
    mat: ['#262626', '#141414'],
    case: '#3a3b3f',
    caseEdge: '#26272a',
    caps: { a: '#3e4046', m: '#26272b', x: '#f06b2a', s: '#3e4046' },
    details: [
      detail.switch({ housing: '#1b1b1d', top: '#cfd2d8', stem: '#f06b2a', plate: '#2c2d31' }),
      detail.tape({ pcb: '#1b1b1d', tape: '#d9d4c4' }),
      detail.foam({ pcb: '#1b1b1d', plate: '#2c2d31' }),
    ],
  },
]

// ---------------------------------------------------------------- helpers
const f = (n) => Math.round(n * 10) / 10

/** Mixes a hex colour toward black (amount < 0) or white (amount > 0). */
function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16)
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.round(amount < 0 ? v * (1 + amount) : v + (255 - v) * amount)
  )
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('')
}

function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>\n`
}

/** The whole picture, filled with the board's desk mat. */
function matRect(width, height) {
  return `<rect width="${width}" height="${height}" fill="url(#mat)"/>`
}

function matDefs(board) {
  return (
    `<radialGradient id="mat" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${board.mat[0]}"/><stop offset="1" stop-color="${board.mat[1]}"/></radialGradient>` +
    `<filter id="sh" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#000" flood-opacity="0.45"/></filter>`
  )
}

/** Draws one block of rows with its top-left at (0,0); returns markup and size in px. */
function keyBlock(rows, u, caps) {
  let body = ''
  let width = 0
  rows.forEach((row, r) => {
    let x = 0
    const y = r * u
    for (const key of row) {
      if (key.gap) {
        x += key.w * u
        continue
      }
      const w = key.w * u
      if (key.role === 'knob') {
        const cx = f(x + w / 2)
        const cy = f(y + u / 2)
        body += `<circle cx="${cx}" cy="${cy}" r="${f(u * 0.42)}" fill="#1a1a1c"/><circle cx="${cx}" cy="${cy}" r="${f(u * 0.36)}" fill="#8d9097"/><rect x="${f(x + w / 2 - 1.5)}" y="${f(y + u * 0.16)}" width="3" height="${f(u * 0.2)}" rx="1.5" fill="#ececec"/>`
      } else {
        const top = caps[key.role]
        const side = shade(top, -0.22)
        const p = u * 0.05
        const inset = u * 0.13
        body +=
          `<rect x="${f(x + p)}" y="${f(y + p)}" width="${f(w - 2 * p)}" height="${f(u - 2 * p)}" rx="${f(u * 0.1)}" fill="${side}"/>` +
          `<rect x="${f(x + inset)}" y="${f(y + inset * 0.7)}" width="${f(w - 2 * inset)}" height="${f(u - inset * 1.9)}" rx="${f(u * 0.09)}" fill="${top}"/>`
      }
      x += w
    }
    width = Math.max(width, x)
  })
  return { body, width, height: rows.length * u }
}

function caseRect(x, y, w, h, board, r) {
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${board.caseEdge}" filter="url(#sh)"/>` +
    `<rect x="${f(x + 4)}" y="${f(y + 3)}" width="${f(w - 8)}" height="${f(h - 9)}" rx="${r - 3}" fill="${board.case}"/>` +
    `<rect x="${f(x + r)}" y="${f(y + 3)}" width="${f(w - 2 * r)}" height="2" rx="1" fill="${shade(board.case, 0.35)}" opacity="0.7"/>`
  )
}

// ---------------------------------------------------------------- covers
const W = 1200
const H = 750

function cover(board) {
  let body = matRect(W, H)
  if (board.layout === 'alice') {
    const u = 54
    const pad = u * 0.45
    const left = keyBlock(ALICE_LEFT, u, board.caps)
    const right = keyBlock(ALICE_RIGHT, u, board.caps)
    const gap = 40
    const total = left.width + right.width + gap
    const x0 = (W - total) / 2
    const y0 = (H - left.height) / 2 - 20
    const lx = x0
    const rx = x0 + left.width + gap
    const angle = 11
    // bounding box of both rotated halves (each turns about its inner top corner)
    const rad = (angle * Math.PI) / 180
    const turn = (px, py, ox, oy, a) => [
      ox + (px - ox) * Math.cos(a) - (py - oy) * Math.sin(a),
      oy + (px - ox) * Math.sin(a) + (py - oy) * Math.cos(a),
    ]
    const pts = [
      ...[
        [lx, y0],
        [lx + left.width, y0],
        [lx, y0 + left.height],
        [lx + left.width, y0 + left.height],
      ].map(([px, py]) => turn(px, py, lx + left.width, y0, rad)),
      ...[
        [rx, y0],
        [rx + right.width, y0],
        [rx, y0 + right.height],
        [rx + right.width, y0 + right.height],
      ].map(([px, py]) => turn(px, py, rx, y0, -rad)),
    ]
    const minX = Math.min(...pts.map((p) => p[0]))
    const maxX = Math.max(...pts.map((p) => p[0]))
    const minY = Math.min(...pts.map((p) => p[1]))
    const maxY = Math.max(...pts.map((p) => p[1]))
    const shift = (H - (maxY - minY)) / 2 - minY // centre vertically
    body += `<g transform="translate(0 ${f(shift)})">`
    // the case: one rounded slab behind both halves
    body += caseRect(
      minX - pad * 1.6,
      minY - pad * 1.6,
      maxX - minX + pad * 3.2,
      maxY - minY + pad * 3.2,
      board,
      54
    )
    body += `<g transform="rotate(${angle} ${f(lx + left.width)} ${f(y0)})"><rect x="${f(lx - 6)}" y="${f(y0 - 6)}" width="${f(left.width + 12)}" height="${f(left.height + 12)}" rx="10" fill="${shade(board.case, -0.18)}"/><g transform="translate(${f(lx)} ${f(y0)})">${left.body}</g></g>`
    body += `<g transform="rotate(${-angle} ${f(rx)} ${f(y0)})"><rect x="${f(rx - 6)}" y="${f(y0 - 6)}" width="${f(right.width + 12)}" height="${f(right.height + 12)}" rx="10" fill="${shade(board.case, -0.18)}"/><g transform="translate(${f(rx)} ${f(y0)})">${right.body}</g></g>`
    body += `</g>`
  } else {
    const rows =
      board.layout === '75' ? ROWS_75 : board.layout === 'blocker65' ? ROWS_65_BLOCKER : ROWS_65
    const u = 60
    const block = keyBlock(rows, u, board.caps)
    const pad = board.layout === 'blocker65' ? 30 : 22
    const x = (W - block.width) / 2
    const y = (H - block.height) / 2 - 6
    body += caseRect(x - pad, y - pad, block.width + pad * 2, block.height + pad * 2 + 8, board, 26)
    body += `<rect x="${f(x - 5)}" y="${f(y - 5)}" width="${f(block.width + 10)}" height="${f(block.height + 10)}" rx="8" fill="${shade(board.case, -0.35)}"/>`
    body += `<g transform="translate(${f(x)} ${f(y)})">${block.body}</g>`
  }
  return svg(W, H, body, matDefs(board))
}

// ---------------------------------------------------------------- details
const DW = 800
const DH = 600

/** A detail picture around its drawn body. */
function detailSvg(body, board) {
  return svg(DW, DH, body, matDefs(board))
}

function plateGrid(plate) {
  let body = `<rect width="${DW}" height="${DH}" fill="${plate}"/>`
  for (let gx = -1; gx < 5; gx++)
    for (let gy = -1; gy < 4; gy++) {
      const x = 400 - 95 + gx * 190 - 190
      const y = 300 - 95 + gy * 190 - 190
      body += `<rect x="${x + 20}" y="${y + 20}" width="150" height="150" rx="8" fill="${shade(plate, -0.45)}"/>`
    }
  return body
}

function switchDetail(d, board) {
  // a single switch, top-down and up close, on its plate
  let body = plateGrid(d.plate)
  body += `<rect x="210" y="110" width="380" height="380" rx="34" fill="${shade(d.housing, -0.3)}" filter="url(#sh)"/>`
  body += `<rect x="222" y="122" width="356" height="356" rx="28" fill="${d.housing}"/>`
  body += `<rect x="262" y="160" width="276" height="276" rx="44" fill="${d.top}"/>`
  body += `<rect x="350" y="176" width="100" height="34" rx="8" fill="${shade(d.top, -0.25)}" opacity="0.9"/>`
  // the stem: a cross, lubed (a soft highlight along the rails)
  body += `<circle cx="400" cy="310" r="70" fill="${shade(d.stem, -0.2)}"/>`
  body += `<rect x="388" y="256" width="24" height="108" rx="5" fill="${d.stem}"/><rect x="346" y="298" width="108" height="24" rx="5" fill="${d.stem}"/>`
  body += `<rect x="392" y="262" width="6" height="96" rx="3" fill="#fff" opacity="0.35"/>`
  body += `<circle cx="300" cy="400" r="10" fill="${shade(d.top, -0.3)}"/><circle cx="500" cy="400" r="10" fill="${shade(d.top, -0.3)}"/>`
  return detailSvg(body, board)
}

function stabDetail(d, board) {
  let body = matRect(DW, DH)
  body += `<rect x="40" y="150" width="720" height="300" rx="18" fill="${shade(board.case, -0.1)}" filter="url(#sh)"/>`
  body += `<rect x="52" y="162" width="696" height="276" rx="12" fill="#1c3b2c"/>`
  for (const cx of [200, 600]) {
    body += `<rect x="${cx - 46}" y="210" width="92" height="150" rx="12" fill="${d.housing}"/>`
    body += `<rect x="${cx - 24}" y="228" width="48" height="70" rx="6" fill="${shade(d.housing, d.housing > '#888' ? -0.25 : 0.25)}"/>`
    body += `<circle cx="${cx}" cy="330" r="9" fill="#f0c65a" opacity="0.9"/>`
  }
  // the wire, with a sheen of dielectric grease where it seats
  body += `<path d="M200 380 L200 405 Q200 415 210 415 L590 415 Q600 415 600 405 L600 380" fill="none" stroke="${d.wire}" stroke-width="8" stroke-linecap="round"/>`
  body += `<path d="M206 415 L594 415" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`
  body += `<ellipse cx="200" cy="388" rx="16" ry="8" fill="#fff6d8" opacity="0.5"/><ellipse cx="600" cy="388" rx="16" ry="8" fill="#fff6d8" opacity="0.5"/>`
  return detailSvg(body, board)
}

const FOAM = {
  case: { h: 46, label: 'case' },
  poron: { h: 20, color: '#f2c94c' },
  pcb: { h: 14 },
  pe: { h: 5, color: '#fafafa' },
  ixpe: { h: 6, color: '#e9e4d8' },
  plate: { h: 10 },
  caps: { h: 40 },
}

function foamDetail(d, board) {
  // an exploded side view: each layer floated apart, bottom to top
  let body = matRect(DW, DH)
  let y = 520
  for (const layer of d.layers) {
    const spec = FOAM[layer]
    const h = spec.h
    y -= h
    if (layer === 'case') {
      body += `<path d="M90 ${y} L90 ${y + h - 10} Q90 ${y + h} 100 ${y + h} L700 ${y + h} Q710 ${y + h} 710 ${y + h - 10} L710 ${y} L690 ${y} L690 ${y + h - 12} L110 ${y + h - 12} L110 ${y} Z" fill="${board.case}" filter="url(#sh)"/>`
    } else if (layer === 'caps') {
      for (let i = 0; i < 10; i++) {
        const x = 122 + i * 57
        body += `<path d="M${x} ${y + h} L${x + 5} ${y + 6} Q${x + 6} ${y} ${x + 12} ${y} L${x + 40} ${y} Q${x + 46} ${y} ${x + 47} ${y + 6} L${x + 52} ${y + h} Z" fill="${i === 0 ? board.caps.x : board.caps.a}"/>`
      }
      body += `<rect x="118" y="${y + h + 2}" width="564" height="14" fill="#2b2b2b" opacity="0.75"/>`
    } else {
      const color = spec.color ?? (layer === 'pcb' ? d.pcb : d.plate)
      body += `<rect x="118" y="${y}" width="564" height="${h}" rx="3" fill="${color}"/>`
      if (layer === 'poron')
        for (let x = 130; x < 680; x += 22)
          body += `<circle cx="${x}" cy="${y + h / 2}" r="2.2" fill="${shade(color, -0.2)}"/>`
    }
    y -= 26 // float the next layer
  }
  return detailSvg(body, board)
}

function tapeDetail(d, board) {
  // the back of the PCB with its tape layers
  let body = matRect(DW, DH)
  body += `<rect x="60" y="120" width="680" height="360" rx="14" fill="${d.pcb}" filter="url(#sh)"/>`
  for (let x = 90; x < 720; x += 44)
    for (let y = 150; y < 460; y += 44)
      body += `<circle cx="${x}" cy="${y}" r="4" fill="${shade(d.pcb, 0.25)}"/>`
  for (let i = 0; i < 7; i++) {
    const y = 138 + i * 48
    body += `<rect x="72" y="${y}" width="656" height="44" fill="${d.tape}" opacity="0.92"/><rect x="72" y="${y}" width="656" height="3" fill="#fff" opacity="0.25"/>`
  }
  body += `<rect x="72" y="138" width="656" height="336" fill="none" stroke="${shade(d.tape, -0.25)}" stroke-width="2"/>`
  return detailSvg(body, board)
}

const DETAILS = { switch: switchDetail, stab: stabDetail, foam: foamDetail, tape: tapeDetail }

// ---------------------------------------------------------------- write
const LAYOUTS = ['65', 'blocker65', '75', 'alice'] // what cover() can draw
for (const board of BOARDS)
  if (!LAYOUTS.includes(board.layout))
    throw new Error(`${board.slug}: layout '${board.layout}' is not one of ${LAYOUTS.join(', ')}`)

let total = 0
for (const board of BOARDS) {
  const dir = path.join(out, board.slug)
  fs.mkdirSync(dir, { recursive: true })
  const files = [
    ['cover.svg', cover(board)],
    ...board.details.map((d) => [`${d.name}.svg`, DETAILS[d.kind](d, board)]),
  ]
  for (const [name, text] of files) {
    fs.writeFileSync(path.join(dir, name), text)
    total += text.length
  }
  console.log(
    `${board.slug}: ${files.map(([n, t]) => `${n} ${(t.length / 1024).toFixed(1)} kB`).join(', ')}`
  )
}
console.log(`wrote ${BOARDS.length} boards, ${(total / 1024).toFixed(0)} kB in all`)
// an article this script has no board for gets no pictures: say so (the build would stop on
// its missing cover)
const articles = fs
  .readdirSync(path.join(root, 'content/keyboards'))
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => f.replace(/\.md$/, ''))
for (const slug of articles.filter((a) => !BOARDS.some((b) => b.slug === a)))
  console.warn(
    `content/keyboards/${slug}.md has no board here: add one with slug '${slug}' to BOARDS ` +
      `(layouts: ${LAYOUTS.join(', ')}), or save its photos in public/images/keyboards/${slug}/`
  )

// ---------------------------------------------------------------- covers as bitmaps
const LITE_WIDTH = 720 // a gallery card is 330-370 CSS px wide: sharp at 2x
const WEBP_QUALITY = 0.8
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true })
try {
  const page = await browser.newPage()
  for (const board of BOARDS) {
    const svg = fs.readFileSync(path.join(out, board.slug, 'cover.svg'))
    const webp = await page.evaluate(
      async ({ data, width, quality }) => {
        const img = new Image()
        img.src = `data:image/svg+xml;base64,${data}`
        await img.decode()
        const height = Math.round((width * img.naturalHeight) / img.naturalWidth)
        const canvas = new OffscreenCanvas(width, height)
        canvas.getContext('2d').drawImage(img, 0, 0, width, height)
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality })
        return [...new Uint8Array(await blob.arrayBuffer())]
      },
      { data: svg.toString('base64'), width: LITE_WIDTH, quality: WEBP_QUALITY }
    )
    fs.writeFileSync(path.join(out, board.slug, 'cover.lite.webp'), Buffer.from(webp))
    console.log(`${board.slug}: cover.lite.webp ${(webp.length / 1024).toFixed(1)} kB`)
  }
} finally {
  await browser.close()
}
