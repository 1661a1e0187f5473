/** What the ring shows: the season's slots in the builder's order (content/season.yaml). */
import { SLOT_STAGES, STAGE_NOW, type Season, type SlotStage } from '../../../content/season-types'
import { BRAND } from '../../../styles/brand'

/** One tile of the ring, for the slot numbered `slot` (from 1). */
export type CarouselTile =
  | { kind: 'cover'; slot: number; src: string; title: string; slug: string }
  | { kind: 'open'; slot: number }
  | { kind: 'reserved'; slot: number }
  | { kind: 'stage'; slot: number; stage: SlotStage }

/** A tile drawn on a 2D canvas (every kind but a cover). */
export type DrawnTile = Exclude<CarouselTile, { kind: 'cover' }>

/**
 * A tile per slot of the season: a commission whose article has a cover shows the cover; one
 * without shows its stage; a reserved slot a 'reserved' tile; an open one 'your build here'.
 * A drawn cover comes as its bitmap (`cover.lite`) where there is one: the texture is a bitmap
 * either way, and an SVG is rasterised on the main thread when it is uploaded (a long task:
 * ~110 ms for one cover on the bench machine, in the middle of a scroll).
 */
export function carouselTiles(
  season: Season,
  articles: readonly { slug: string; title: string; image?: string; cover?: { lite?: string } }[]
): CarouselTile[] {
  return season.slots.map((s, i): CarouselTile => {
    const slot = i + 1
    if (s.status === 'open') return { kind: 'open', slot }
    if (s.status === 'reserved') return { kind: 'reserved', slot }
    const a = s.slug ? articles.find((x) => x.slug === s.slug) : undefined
    const src = a?.cover?.lite ?? a?.image
    if (a && src) return { kind: 'cover', slot, src, title: a.title, slug: a.slug }
    return { kind: 'stage', slot, stage: s.stage }
  })
}

/** What a drawn tile says: its big words (one or two lines) and the small line under them. */
export function tileWords(tile: DrawnTile): { lines: string[]; note: string } {
  const n = `slot ${String(tile.slot).padStart(2, '0')}`
  if (tile.kind === 'open') return { lines: ['your build', 'here'], note: n }
  if (tile.kind === 'reserved') return { lines: ['reserved'], note: `${n} · held` }
  const words = STAGE_NOW[tile.stage]
  // about 12 characters fit across a tile at this size; longer words break after the first
  const cut = words.indexOf(' ')
  return {
    lines: words.length > 12 && cut > 0 ? [words.slice(0, cut), words.slice(cut + 1)] : [words],
    note: `${n} · ${tile.stage === 'shipped' ? 'done' : 'in progress'}`,
  }
}

/** Colours of a drawn tile for the system colour scheme: the brand's (src/styles/brand.ts), and a key grey of its own. */
export const TILE_PALETTE = {
  dark: {
    bg: BRAND.dark.bgRaised,
    edge: BRAND.dark.accent,
    text: BRAND.dark.revealOn,
    muted: BRAND.dark.textMuted,
    key: '#2a2a2e',
  },
  light: {
    bg: BRAND.light.bgRaised,
    edge: BRAND.light.accentStrong,
    text: BRAND.light.revealOn,
    muted: BRAND.light.textMuted,
    key: '#e2ddd3',
  },
} as const

/**
 * Draws a tile (4:5) onto a 2D canvas: a row of keycaps (the brand's motif), an outline
 * (dashed for an open slot, solid for a taken one), its words, and for a build in progress a
 * row of four dots, one per stage, lit up to where it is.
 */
export function drawTile(
  ctx: CanvasRenderingContext2D,
  tile: DrawnTile,
  scheme: 'dark' | 'light'
): void {
  const { width: w, height: h } = ctx.canvas
  const c = TILE_PALETTE[scheme]
  const open = tile.kind === 'open'
  ctx.clearRect(0, 0, w, h)
  ctx.fillStyle = c.bg
  ctx.fillRect(0, 0, w, h)
  const cap = w * 0.14
  const gap = w * 0.035
  const cols = 4
  const gridW = cols * cap + (cols - 1) * gap
  const x0 = (w - gridW) / 2
  const y0 = h * 0.2
  // an open slot has one accent key; a taken one is lit across its lower row
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < cols; i++) {
      ctx.fillStyle = r === 1 && (open ? i === 2 : true) ? c.edge : c.key
      ctx.beginPath()
      ctx.roundRect(x0 + i * (cap + gap), y0 + r * (cap + gap), cap, cap, cap * 0.22)
      ctx.fill()
    }
  }
  ctx.strokeStyle = c.edge
  ctx.lineWidth = w * 0.012
  ctx.setLineDash(open ? [w * 0.04, w * 0.03] : [])
  ctx.beginPath()
  ctx.roundRect(w * 0.06, h * 0.05, w * 0.88, h * 0.9, w * 0.07)
  ctx.stroke()
  ctx.setLineDash([])
  const { lines, note } = tileWords(tile)
  ctx.textAlign = 'center'
  ctx.fillStyle = c.text
  ctx.font = `600 ${Math.round(w * 0.1)}px "Reddit Mono", ui-monospace, monospace`
  const top = lines.length > 1 ? h * 0.66 : h * 0.7
  lines.forEach((line, i) => ctx.fillText(line, w / 2, top + i * w * 0.12))
  ctx.fillStyle = c.muted
  ctx.font = `400 ${Math.round(w * 0.055)}px "Reddit Mono", ui-monospace, monospace`
  ctx.fillText(note, w / 2, h * 0.86)
  if (tile.kind !== 'stage') return
  const at = SLOT_STAGES.indexOf(tile.stage)
  const r = w * 0.018
  for (let i = 0; i < SLOT_STAGES.length; i++) {
    ctx.fillStyle = i <= at ? c.edge : c.key
    ctx.beginPath()
    ctx.arc(w / 2 + (i - 1.5) * r * 4, h * 0.55, r, 0, Math.PI * 2)
    ctx.fill()
  }
}
