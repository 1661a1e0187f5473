import { describe, expect, it } from 'vitest'
import {
  carouselTiles,
  tileWords,
  type DrawnTile,
} from '../../../../../src/canvas/scenes/carousel/carousel-tiles'
import type { Season, SeasonSlot } from '../../../../../src/content/season-types'

const a = (slug: string, image?: string, lite?: string) => ({
  slug,
  title: slug,
  image,
  ...(lite && { cover: { lite } }),
})
const season = (...slots: SeasonSlot[]): Season => ({ name: 'test', slots })
const OPEN: SeasonSlot = { status: 'open' }

describe('carouselTiles', () => {
  it('is one tile per slot of the season, in its order', () => {
    const tiles = carouselTiles(
      season(
        { status: 'commission', stage: 'shipped', slug: 'azoth' },
        OPEN,
        { status: 'reserved' },
        { status: 'commission', stage: 'bench' }
      ),
      [a('azoth', '/k/azoth/cover.jpg')]
    )
    expect(tiles).toEqual([
      { kind: 'cover', slot: 1, src: '/k/azoth/cover.jpg', title: 'azoth', slug: 'azoth' },
      { kind: 'open', slot: 2 },
      { kind: 'reserved', slot: 3 },
      { kind: 'stage', slot: 4, stage: 'bench' },
    ])
  })

  it('shows the stage of a commission whose article has no cover, or that has no article yet', () => {
    const tiles = carouselTiles(
      season(
        { status: 'commission', stage: 'shipped', slug: 'bare' },
        { status: 'commission', stage: 'sound-test' }
      ),
      [a('bare')]
    )
    expect(tiles.map((t) => t.kind)).toEqual(['stage', 'stage'])
  })

  it('textures a drawn cover from its bitmap, a photo as it is', () => {
    const shipped = (slug: string): SeasonSlot => ({ status: 'commission', stage: 'shipped', slug })
    const [t1, t2] = carouselTiles(season(shipped('azoth'), shipped('neo')), [
      a('azoth', '/k/azoth/cover.svg', '/k/azoth/cover.lite.webp'),
      a('neo', '/k/neo/cover.jpg'),
    ])
    expect(t1).toMatchObject({ kind: 'cover', src: '/k/azoth/cover.lite.webp' })
    expect(t2).toMatchObject({ kind: 'cover', src: '/k/neo/cover.jpg' })
  })
})

describe('tileWords', () => {
  it("says 'your build here' on an open slot, 'reserved' on a held one, the stage on a build", () => {
    const words = (t: DrawnTile) => tileWords(t)
    expect(words({ kind: 'open', slot: 9 })).toEqual({
      lines: ['your build', 'here'],
      note: 'slot 09',
    })
    expect(words({ kind: 'reserved', slot: 8 })).toEqual({
      lines: ['reserved'],
      note: 'slot 08 · held',
    })
    expect(words({ kind: 'stage', slot: 6, stage: 'bench' })).toEqual({
      lines: ['on the bench'],
      note: 'slot 06 · in progress',
    })
    expect(words({ kind: 'stage', slot: 7, stage: 'parts' })).toEqual({
      lines: ['waiting', 'on parts'],
      note: 'slot 07 · in progress',
    })
  })
})
