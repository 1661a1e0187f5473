import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadArticles } from '../../../scripts/vite-plugin-articles'

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

  it('a photo saved beside the drawing wins, and needs no lite stand-in', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-articles-'))
    const source = fs.readFileSync(path.join(ROOT, 'content/keyboards/azoth.md'), 'utf8')
    fs.mkdirSync(path.join(root, 'content'))
    fs.writeFileSync(
      path.join(root, 'content/azoth.md'),
      source.replace(/^sound:.*\n(?: {2}.*\n)+/m, '')
    )
    const pictures = path.join(ROOT, 'public/images/keyboards/azoth')
    const dir = path.join(root, 'public/images/keyboards/azoth')
    fs.mkdirSync(dir, { recursive: true })
    for (const name of fs.readdirSync(pictures))
      fs.copyFileSync(path.join(pictures, name), path.join(dir, name))
    const png = new Uint8Array(32)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    new DataView(png.buffer).setUint32(16, 1600)
    new DataView(png.buffer).setUint32(20, 1000)
    fs.writeFileSync(path.join(dir, 'cover.png'), png)
    const [article] = await loadArticles(root, 'content', 'public')
    expect(article?.cover?.lite).toBeUndefined()
    expect(article?.cover).toMatchObject({
      src: '/images/keyboards/azoth/cover.png',
      width: 1600,
      height: 1000,
    })
    fs.rmSync(root, { recursive: true })
  })
})
