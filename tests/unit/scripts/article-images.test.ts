import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadArticles } from '../../../scripts/vite-plugin-articles'
import { withOrientation } from '../../fixtures/photos/exif'

const ROOT = path.resolve(__dirname, '../../..')

describe('article pictures', () => {
  it("every build's cover is its drawing, with a bitmap of it for the 'lite' tier", async () => {
    const articles = await loadArticles(ROOT, 'content/keyboards', 'public')
    expect(articles.length).toBeGreaterThan(0)
    for (const a of articles) {
      expect(a.cover).toMatchObject({
        src: `/images/keyboards/${a.slug}/cover.svg`,
        lite: `/images/keyboards/${a.slug}/cover.lite.webp`,
        width: 1200,
        height: 750,
      })
      expect(a.gallery.every((g) => g.lite === undefined)).toBe(true) // no bitmap beside those
    }
  })
})

/** A copy of the azoth article and its pictures in a scratch project, plus `photos` beside them. */
function scratchAzoth(photos: Record<string, Uint8Array>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-articles-'))
  const source = fs.readFileSync(path.join(ROOT, 'content/keyboards/azoth.md'), 'utf8')
  fs.mkdirSync(path.join(root, 'content'))
  // the copy leaves the sound test out: this project has no recordings
  fs.writeFileSync(
    path.join(root, 'content/azoth.md'),
    source.replace(/^sound:.*\n(?: {2}.*\n)+/m, '')
  )
  const pictures = path.join(ROOT, 'public/images/keyboards/azoth')
  const dir = path.join(root, 'public/images/keyboards/azoth')
  fs.mkdirSync(dir, { recursive: true })
  for (const name of fs.readdirSync(pictures))
    fs.copyFileSync(path.join(pictures, name), path.join(dir, name))
  for (const [name, bytes] of Object.entries(photos)) fs.writeFileSync(path.join(dir, name), bytes)
  return root
}

const photo = (name: string) => fs.readFileSync(path.join(ROOT, 'tests/fixtures/photos', name))

describe('photos dropped beside the drawings', () => {
  it('a photo saved beside the drawing wins, and needs no lite stand-in', async () => {
    const root = scratchAzoth({ 'cover.png': photo('photo.png') })
    const [article] = await loadArticles(root, 'content', 'public')
    expect(article?.cover?.lite).toBeUndefined()
    expect(article?.cover).toMatchObject({
      src: '/images/keyboards/azoth/cover.png',
      width: 40,
      height: 30,
    })
    fs.rmSync(root, { recursive: true })
  })

  it('an AVIF, the first photo type looked for, is read and wins over a JPEG', async () => {
    const root = scratchAzoth({
      'cover.avif': photo('photo.avif'),
      'cover.jpg': photo('landscape.jpg'),
    })
    const [article] = await loadArticles(root, 'content', 'public')
    expect(article?.cover).toMatchObject({
      src: '/images/keyboards/azoth/cover.avif',
      width: 36,
      height: 24,
    })
    fs.rmSync(root, { recursive: true })
  })

  it('a portrait photo from a phone (stored landscape, EXIF orientation 6) is sized upright', async () => {
    const portrait = withOrientation(photo('landscape.jpg'), 6)
    const root = scratchAzoth({ 'switch.jpg': portrait, 'cover.webp': photo('photo.webp') })
    const [article] = await loadArticles(root, 'content', 'public')
    expect(article?.gallery[0]).toMatchObject({
      src: '/images/keyboards/azoth/switch.jpg',
      width: 32,
      height: 48,
    })
    expect(article?.cover).toMatchObject({ src: '/images/keyboards/azoth/cover.webp', width: 40 })
    fs.rmSync(root, { recursive: true })
  })

  it('a photo named as a camera names it (upper case) wins, linked by its own name', async () => {
    const root = scratchAzoth({ 'COVER.JPG': photo('landscape.jpg') })
    const [article] = await loadArticles(root, 'content', 'public')
    expect(article?.cover).toMatchObject({ src: '/images/keyboards/azoth/COVER.JPG', width: 48 })
    fs.rmSync(root, { recursive: true })
  })

  it("an iPhone's HEIC photo stops the build: only Safari could show it", async () => {
    const root = scratchAzoth({ 'cover.heic': photo('photo.avif') })
    await expect(loadArticles(root, 'content', 'public')).rejects.toThrow(
      /field "image": \/images\/keyboards\/azoth\/cover\.heic is HEIC, .* export it as JPEG \(cover\.jpg\)/
    )
    fs.rmSync(root, { recursive: true })
  })

  it('a photo whose bytes cannot be read stops the build naming the file and field', async () => {
    const root = scratchAzoth({ 'cover.jpg': photo('photo.png') })
    await expect(loadArticles(root, 'content', 'public')).rejects.toThrow(
      /content\/azoth\.md: field "image": cannot read the size of \/images\/keyboards\/azoth\/cover\.jpg: its bytes are not JPG/
    )
    fs.rmSync(root, { recursive: true })
  })
})
