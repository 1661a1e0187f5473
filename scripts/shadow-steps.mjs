#!/usr/bin/env node
// WebKit's `lite` glass shadow as unblurred steps (src/styles/quality.css, docs/browsers.md).
// WebKit blurs a box-shadow again for every tile it paints, so in WebKit the blurred `lite` shadow
// is drawn as a few unblurred rounded rects, each grown by its spread, placed where Chromium's
// rendering of the blur changes level. This script keeps the two in step:
//
//   node scripts/shadow-steps.mjs               each theme's steps against its blur, in Chromium:
//                                               the most they differ along a card's side, bottom
//                                               and top, in 8-bit levels (exit 1 over 2)
//   node scripts/shadow-steps.mjs --fit         fits steps to each theme's blur and prints them
//   node scripts/shadow-steps.mjs --fit --write and writes them into quality.css (none over 2 levels)
//   … --fit --layers=N                          at most N layers a theme (8 unless given)
//
// After a change to a theme's `lite` `--glass-shadow` (or its `--bg`), run it with `--fit --write`;
// the e2e suite fails until the steps match the blur again (tests/e2e/quality.e2e.ts).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postcss from 'postcss'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const QUALITY_CSS = path.join(ROOT, 'src/styles/quality.css')
const THEME_CSS = path.join(ROOT, 'src/styles/theme.css')
/** The at-rule that only WebKit passes (docs/browsers.md). */
const WEBKIT_ONLY = /hanging-punctuation/
/** The most two renderings may differ anywhere along a card's straight edges, in 8-bit levels. */
export const MAX_LEVELS = 2
/** The most unblurred layers a fit uses by default (each a rounded rect WebKit fills per tile). */
const MAX_LAYERS = 8

const THEMES = ['dark', 'light']

/** One `box-shadow` layer: `ox oy blur spread rgb(r g b / a)`. */
export function parseShadow(value) {
  return value
    .split(/,(?![^(]*\))/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m =
        /^(-?[\d.]+)(?:px)?\s+(-?[\d.]+)(?:px)?\s+(-?[\d.]+)(?:px)?(?:\s+(-?[\d.]+)(?:px)?)?\s+rgb\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\/\s*([\d.]+)\s*\)$/.exec(
          part
        )
      if (!m) throw new Error(`shadow-steps: cannot read the shadow layer '${part}'`)
      const [ox, oy, blur, spread, r, g, b, a] = m.slice(1).map((v) => Number(v ?? 0))
      return { ox, oy, blur, spread, rgb: [r, g, b], a }
    })
}

/** `#rrggbb` as [r, g, b]. */
const hex = (value) => {
  const m = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value.trim())
  if (!m) throw new Error(`shadow-steps: --bg '${value}' is not #rrggbb`)
  return m.slice(1).map((h) => parseInt(h, 16))
}

const selectorTheme = (selector) => {
  if (!/\[data-quality='lite'\]/.test(selector)) return null
  return THEMES.find((t) => new RegExp(`\\b${t}\\b`).test(selector)) ?? null
}

/**
 * Each theme's `lite` shadow as the stylesheets declare it: the blur, the steps (the declaration
 * inside the WebKit-only `@supports`), and the page background under the cards.
 */
export function readShadows(
  qualityCss = fs.readFileSync(QUALITY_CSS, 'utf8'),
  themeCss = fs.readFileSync(THEME_CSS, 'utf8')
) {
  const quality = postcss.parse(qualityCss)
  const out = {}
  quality.walkDecls('--glass-shadow', (decl) => {
    const rule = decl.parent
    const theme = rule?.type === 'rule' ? selectorTheme(rule.selector) : null
    if (!theme) return
    const at = rule.parent
    const webkit = at?.type === 'atrule' && at.name === 'supports' && WEBKIT_ONLY.test(at.params)
    if (at?.type === 'atrule' && !webkit) return
    out[theme] ??= {}
    out[theme][webkit ? 'steps' : 'blur'] = decl.value.replace(/\s+/g, ' ').trim()
  })
  postcss.parse(themeCss).walkDecls('--bg', (decl) => {
    const theme = THEMES.find((t) => new RegExp(`html\\.${t} body`).test(decl.parent.selector))
    if (theme && out[theme]) out[theme].bg = decl.value.trim()
  })
  for (const theme of THEMES) {
    const s = out[theme]
    if (!s?.blur || !s.steps || !s.bg)
      throw new Error(`shadow-steps: the ${theme} theme's lite blur, steps or --bg was not found`)
  }
  return out
}

/** How far past a card's edge `shadows` can draw, px: a blur reaches about its radius out. */
const reachOf = (...shadows) =>
  Math.max(
    ...shadows.flatMap(parseShadow).map((l) => Math.abs(l.ox) + Math.abs(l.oy) + l.blur + l.spread)
  ) + 4

/**
 * What Chromium draws outside a card with `shadow` on `bg`: 8-bit levels (r, g, b) per pixel
 * outward from the card's edge, along the middle of its right side, its bottom and its top,
 * `reach` pixels out.
 */
export async function profiles(page, shadow, bg, reach = reachOf(shadow)) {
  const card = { x: reach + 2, y: reach + 2, w: 200, h: 120 }
  await page.setViewportSize({ width: card.x * 2 + card.w, height: card.y * 2 + card.h })
  await page.setContent(
    `<body style="margin:0;background:${bg}"><div style="position:absolute;left:${card.x}px;` +
      `top:${card.y}px;width:${card.w}px;height:${card.h}px;border-radius:22px;` +
      `background:${bg};box-shadow:${shadow}"></div></body>`
  )
  const png = (await page.screenshot({ animations: 'disabled' })).toString('base64')
  return page.evaluate(
    async ({ png, card, reach }) => {
      const img = new Image()
      img.src = `data:image/png;base64,${png}`
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.width
      canvas.height = img.height
      const ctx = canvas.getContext('2d', { willReadFrequently: true })
      ctx.drawImage(img, 0, 0)
      const { data } = ctx.getImageData(0, 0, img.width, img.height)
      const at = (x, y) =>
        Array.from(data.slice((y * img.width + x) * 4, (y * img.width + x) * 4 + 3))
      const midX = card.x + card.w / 2
      const midY = card.y + card.h / 2
      const line = (f) => Array.from({ length: reach }, (_, k) => f(k))
      return {
        side: line((k) => at(card.x + card.w + k, midY)),
        bottom: line((k) => at(midX, card.y + card.h + k)),
        top: line((k) => at(midX, card.y - 1 - k)),
      }
    },
    { png, card, reach }
  )
}

/** The most two sets of profiles differ, in levels, and where. */
export function difference(a, b) {
  let worst = { levels: 0, where: 'nowhere' }
  for (const side of ['side', 'bottom', 'top'])
    a[side].forEach((px, k) =>
      px.forEach((v, c) => {
        const d = Math.abs(v - b[side][k][c])
        if (d > worst.levels) worst = { levels: d, where: `${side}, ${k} px out` }
      })
    )
  return worst
}

/** Steps as a `box-shadow` value: the outermost layer last, as CSS paints the first on top. */
export function formatSteps(oy, rgb, layers) {
  return [...layers]
    .sort((p, q) => p.spread - q.spread)
    .map(({ spread, a }) => `0 ${oy}px 0 ${spread}px rgb(${rgb.join(' ')} / ${a.toFixed(3)})`)
    .join(', ')
}

/**
 * Fits unblurred steps to `blur` (one layer, no x offset) on `bg`. The bottom profile, read from
 * the shifted edge, is the blur's whole falloff; a step of spread `e` covers the pixels nearer
 * than `e`. Edges go where the level changes (at most `maxLayers`, dropping the ones that cost
 * least). Then, from the outermost band in (a band is drawn by its own layer over the layers
 * outside it, never the ones inside), each layer's alpha is searched in 8-bit steps in Chromium's
 * own rendering, around the alpha an unrounded blend would need, for the band's levels.
 */
export async function fitSteps(page, blur, bg, maxLayers = MAX_LAYERS) {
  const [layer, ...rest] = parseShadow(blur)
  if (rest.length || layer.ox !== 0 || layer.blur <= 0)
    throw new Error(`shadow-steps: fits one blurred layer with no x offset, not '${blur}'`)
  const bgRgb = hex(bg)
  // the channel with the most contrast carries the fit
  const ch = [0, 1, 2].reduce((c, i) =>
    Math.abs(bgRgb[i] - layer.rgb[i]) > Math.abs(bgRgb[c] - layer.rgb[c]) ? i : c
  )
  const reach = reachOf(blur)
  const reference = await profiles(page, blur, bg, reach)
  const target = reference.bottom.map((px) => px[ch])
  // pixel k of the bottom profile is at t = k + 0.5 - oy from the shifted edge
  const t0 = -layer.oy
  let edges = []
  for (let k = 1; k < target.length; k++) if (target[k] !== target[k - 1]) edges.push(k + t0)
  const bandsOf = (es) =>
    es.map((e, i) => {
      const px = target.slice((i === 0 ? t0 : es[i - 1]) - t0, e - t0)
      return {
        from: i === 0 ? t0 : es[i - 1],
        to: e,
        mean: px.reduce((n, v) => n + v, 0) / px.length,
      }
    })
  const spreadOf = (es) => {
    // how far a pixel's level is from its band's mean: what a choice of edges costs
    const bands = bandsOf(es)
    return target.reduce((worst, v, k) => {
      const band = bands.find((b) => k + t0 >= b.from && k + t0 < b.to)
      return Math.max(worst, Math.abs((band ? band.mean : bgRgb[ch]) - v))
    }, 0)
  }
  while (edges.length > maxLayers) {
    let best = null
    for (let i = 0; i < edges.length; i++) {
      const without = edges.filter((_, j) => j !== i)
      const cost = spreadOf(without)
      if (!best || cost < best.cost) best = { cost, edges: without }
    }
    edges = best.edges
  }
  const bandOf = (profile, band) => profile.slice(band.from - t0, band.to - t0)
  const meanOf = (px, c) => px.reduce((n, p) => n + p[c], 0) / px.length
  const layers = [] // outermost first
  for (const band of bandsOf(edges).reverse()) {
    const goal = bandOf(reference.bottom, band)
    const drawn = async (a8) => {
      const value = formatSteps(layer.oy, layer.rgb, [...layers, { spread: band.to, a: a8 / 255 }])
      return bandOf((await profiles(page, value, bg, reach)).bottom, band)
    }
    // The alpha a blend without rounding needs, from the level the layers outside leave here.
    // Chromium rounds each layer's blend (down: any alpha darkens the dark theme's near-black by a
    // level), WebKit and Firefox to the nearest, so the search stays near that alpha: one that
    // only Chromium's rounding makes right would draw nothing in them. Of the alphas around it,
    // the one whose band comes nearest the blur's in its worst channel; the nearest to it on a tie.
    const outside = meanOf(await drawn(0), ch)
    const ideal = Math.round(((outside - band.mean) / (outside - layer.rgb[ch])) * 255)
    let best = null
    for (let a8 = Math.max(1, ideal - 4); a8 <= ideal + 4; a8++) {
      const px = await drawn(a8)
      const miss = Math.max(...[0, 1, 2].map((c) => Math.abs(meanOf(px, c) - meanOf(goal, c))))
      const rank = miss + Math.abs(a8 - ideal) * 1e-3
      if (!best || rank < best.rank) best = { rank, a8 }
    }
    layers.push({ spread: band.to, a: best.a8 / 255 })
  }
  const value = formatSteps(
    layer.oy,
    layer.rgb,
    layers.filter((l) => l.a > 0)
  )
  return { value, diff: difference(await profiles(page, value, bg, reach), reference) }
}

/** Every theme's steps against its blur as Chromium draws them. */
export async function checkShadows(page, shadows = readShadows()) {
  const out = {}
  for (const theme of THEMES) {
    const { blur, steps, bg } = shadows[theme]
    const reach = reachOf(blur, steps)
    out[theme] = difference(
      await profiles(page, steps, bg, reach),
      await profiles(page, blur, bg, reach)
    )
  }
  return out
}

/** Writes each theme's fitted steps into quality.css, formatted as the repository formats it. */
async function writeSteps(fitted) {
  const root = postcss.parse(fs.readFileSync(QUALITY_CSS, 'utf8'))
  root.walkAtRules('supports', (at) => {
    if (!WEBKIT_ONLY.test(at.params)) return
    at.walkDecls('--glass-shadow', (decl) => {
      const theme = selectorTheme(decl.parent.selector)
      if (theme && fitted[theme]) decl.value = fitted[theme]
    })
  })
  const prettier = await import('prettier')
  const options = (await prettier.resolveConfig(QUALITY_CSS)) ?? {}
  const css = await prettier.format(root.toString(), { ...options, filepath: QUALITY_CSS })
  fs.writeFileSync(QUALITY_CSS, css)
}

const levels = (n) => `${n} level${n === 1 ? '' : 's'}`

async function main() {
  const { chromium } = await import('playwright-core')
  const { ensureChromium } = await import('./chromium.mjs')
  const browser = await chromium.launch({ executablePath: ensureChromium() })
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    const shadows = readShadows()
    const layersArg = process.argv.find((a) => a.startsWith('--layers='))
    const maxLayers = layersArg ? Number(layersArg.slice('--layers='.length)) : MAX_LAYERS
    if (!Number.isInteger(maxLayers) || maxLayers < 1)
      throw new Error(`shadow-steps: ${layersArg} is not a whole number of layers`)
    if (process.argv.includes('--fit')) {
      const fitted = {}
      for (const theme of THEMES) {
        const { value, diff } = await fitSteps(
          page,
          shadows[theme].blur,
          shadows[theme].bg,
          maxLayers
        )
        fitted[theme] = { value, diff }
        console.log(
          `${theme} (${shadows[theme].blur} on ${shadows[theme].bg}): within ${levels(diff.levels)} (worst ${diff.where})`
        )
        console.log(`  --glass-shadow: ${value};`)
      }
      const over = THEMES.filter((t) => fitted[t].diff.levels > MAX_LEVELS)
      if (over.length) {
        console.log(
          `${over.join(' and ')}: over ${MAX_LEVELS} levels; not written (try more layers: --layers=10)`
        )
        process.exitCode = 1
      } else if (process.argv.includes('--write')) {
        await writeSteps(Object.fromEntries(THEMES.map((t) => [t, fitted[t].value])))
        console.log(`wrote ${path.relative(process.cwd(), QUALITY_CSS)}`)
      }
      return
    }
    let ok = true
    for (const [theme, diff] of Object.entries(await checkShadows(page, shadows))) {
      ok &&= diff.levels <= MAX_LEVELS
      console.log(
        `${theme}: the steps are within ${levels(diff.levels)} of the blur (worst ${diff.where}; at most ${MAX_LEVELS})`
      )
    }
    if (!ok) {
      console.log('run `node scripts/shadow-steps.mjs --fit --write` to fit them again')
      process.exitCode = 1
    }
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()
