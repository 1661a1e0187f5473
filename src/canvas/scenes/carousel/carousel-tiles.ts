/** What the carousel shows: gallery covers first, padded with 'your build here' tiles. */

/** One tile of the ring: a gallery cover, or a placeholder numbered from 1. */
export type CarouselTile =
  | { kind: 'cover'; src: string; title: string; slug: string }
  | { kind: 'placeholder'; index: number }

/**
 * Up to `slots` tiles: covers (those with an image, in order) then placeholders. A drawn
 * cover comes as its bitmap (`cover.lite`) where there is one: the texture is a bitmap
 * either way, and an SVG is rasterised on the main thread when it is uploaded (a long task:
 * ~110 ms for one cover on the bench machine, in the middle of a scroll).
 */
export function carouselTiles(
  articles: readonly { slug: string; title: string; image?: string; cover?: { lite?: string } }[],
  slots: number
): CarouselTile[] {
  const tiles: CarouselTile[] = []
  for (const a of articles) {
    if (tiles.length >= slots) break
    const src = a.cover?.lite ?? a.image
    if (src) tiles.push({ kind: 'cover', src, title: a.title, slug: a.slug })
  }
  while (tiles.length < slots) tiles.push({ kind: 'placeholder', index: tiles.length + 1 })
  return tiles
}

/** Colours of a placeholder tile for the system colour scheme. */
export const TILE_PALETTE = {
  dark: { bg: '#1b1b1d', edge: '#ff4fc1', text: '#f4f4f6', muted: '#a9a9b2', key: '#2a2a2e' },
  light: { bg: '#f4f4f5', edge: '#ad9976', text: '#222244', muted: '#4a4a66', key: '#e2ddd3' },
} as const

/** Draws a 'your build here' tile (4:5) onto a 2D canvas. */
export function drawPlaceholder(
  ctx: CanvasRenderingContext2D,
  index: number,
  scheme: 'dark' | 'light'
): void {
  const { width: w, height: h } = ctx.canvas
  const c = TILE_PALETTE[scheme]
  ctx.clearRect(0, 0, w, h)
  ctx.fillStyle = c.bg
  ctx.fillRect(0, 0, w, h)
  // a small grid of keycaps, the brand's motif
  const cap = w * 0.14
  const gap = w * 0.035
  const cols = 4
  const gridW = cols * cap + (cols - 1) * gap
  const x0 = (w - gridW) / 2
  const y0 = h * 0.2
  for (let r = 0; r < 2; r++) {
    for (let i = 0; i < cols; i++) {
      ctx.fillStyle = r === 1 && i === 2 ? c.edge : c.key
      ctx.beginPath()
      ctx.roundRect(x0 + i * (cap + gap), y0 + r * (cap + gap), cap, cap, cap * 0.22)
      ctx.fill()
    }
  }
  ctx.strokeStyle = c.edge
  ctx.lineWidth = w * 0.012
  ctx.setLineDash([w * 0.04, w * 0.03])
  ctx.beginPath()
  ctx.roundRect(w * 0.06, h * 0.05, w * 0.88, h * 0.9, w * 0.07)
  ctx.stroke()
  ctx.setLineDash([])
  ctx.textAlign = 'center'
  ctx.fillStyle = c.text
  ctx.font = `600 ${Math.round(w * 0.1)}px "Reddit Mono", ui-monospace, monospace`
  ctx.fillText('your build', w / 2, h * 0.66)
  ctx.fillText('here', w / 2, h * 0.66 + w * 0.12)
  ctx.fillStyle = c.muted
  ctx.font = `400 ${Math.round(w * 0.055)}px "Reddit Mono", ui-monospace, monospace`
  ctx.fillText(`slot ${String(index).padStart(2, '0')}`, w / 2, h * 0.86)
}
