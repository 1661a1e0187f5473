/** How a drawn tile of the ring looks: its colours and its picture on a 2D canvas (the scene's alone). */
import { SLOT_STAGES } from '../../../content/season-types'
import { BRAND } from '../../brand'
import { tileWords, type DrawnTile } from './carousel-tiles'

/** Colours of a drawn tile for the system colour scheme: the brand's (src/canvas/brand.ts), and a key grey of its own. */
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
