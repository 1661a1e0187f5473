/** What the ring shows: the season's slots in the builder's order (content/season.yaml). */
import { slotNumber, STAGE_NOW, type Season, type SlotStage } from '../../../content/season-types'

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
  const n = `slot ${slotNumber(tile.slot - 1)}`
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
