import { describe, expect, it } from 'vitest'
import { carouselTiles } from '../../../../../src/canvas/scenes/carousel/carousel-tiles'

const a = (slug: string, image?: string) => ({ slug, title: slug, image })

describe('carouselTiles', () => {
  it('pads to the slot count with numbered placeholders', () => {
    const tiles = carouselTiles([], 10)
    expect(tiles).toHaveLength(10)
    expect(tiles.every((t) => t.kind === 'placeholder')).toBe(true)
    expect(tiles[9]).toEqual({ kind: 'placeholder', index: 10 })
  })

  it('puts covers first in gallery order and skips articles without one', () => {
    const tiles = carouselTiles([a('azoth', '/a.jpg'), a('none'), a('neo', '/n.jpg')], 4)
    expect(tiles.map((t) => (t.kind === 'cover' ? t.slug : t.index))).toEqual([
      'azoth',
      'neo',
      3,
      4,
    ])
  })

  it('textures a drawn cover from its bitmap, a photo as it is', () => {
    const drawn = {
      ...a('azoth', '/k/azoth/cover.svg'),
      cover: { lite: '/k/azoth/cover.lite.webp' },
    }
    const photo = { ...a('neo', '/k/neo/cover.jpg'), cover: {} }
    const [t1, t2] = carouselTiles([drawn, photo], 2)
    expect(t1).toMatchObject({ kind: 'cover', src: '/k/azoth/cover.lite.webp' })
    expect(t2).toMatchObject({ kind: 'cover', src: '/k/neo/cover.jpg' })
  })

  it('shows at most the slot count', () => {
    const many = Array.from({ length: 14 }, (_, i) => a(`k${i}`, `/k${i}.jpg`))
    expect(carouselTiles(many, 10)).toHaveLength(10)
  })
})
