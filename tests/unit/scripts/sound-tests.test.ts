import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { looksLikeMp3, readSoundTest, SOUND_LIMITS } from '../../../scripts/articles/sound'
import { validateFrontMatter } from '../../../scripts/articles/validate'
import { loadArticles } from '../../../scripts/vite-plugin-articles'

const ROOT = path.resolve(__dirname, '../../..')
const STOCK = fs.readFileSync(path.join(ROOT, 'public/audio/builds/azoth/stock.mp3'))
const TUNED = fs.readFileSync(path.join(ROOT, 'public/audio/builds/azoth/tuned.mp3'))

const base = {
  id: 1,
  slug: 'a-board',
  title: 'a board',
  date: '2025-01-02',
  snippet: 's',
  testimonial: 't',
  specs: '65%',
}

describe('sound test front matter', () => {
  it('takes two /audio/ MP3 paths and an optional passage', () => {
    const meta = validateFrontMatter(
      {
        ...base,
        sound: { stock: '/audio/a/stock.mp3', tuned: '/audio/a/tuned.mp3', passage: ' hi ' },
      },
      'a.md'
    )
    expect(meta.sound).toEqual({
      stock: '/audio/a/stock.mp3',
      tuned: '/audio/a/tuned.mp3',
      passage: 'hi',
    })
    expect(validateFrontMatter(base, 'a.md').sound).toBeUndefined()
  })

  it.each([
    [{ stock: '/audio/a/stock.mp3' }, 'sound.tuned', 'is missing'],
    [{ stock: '/audio/a/stock.wav', tuned: '/audio/a/t.mp3' }, 'sound.stock', 'ending in .mp3'],
    [{ stock: '/images/a.mp3', tuned: '/audio/a/t.mp3' }, 'sound.stock', 'under /audio/'],
    [{ stock: '/audio/../x.mp3', tuned: '/audio/a/t.mp3' }, 'sound.stock', 'under /audio/'],
    [{ stock: '/audio/a.mp3', tuned: '/audio/a.mp3' }, 'sound.tuned', 'different file'],
    [{ stock: '/audio/a.mp3', tuned: '/audio/b.mp3', passage: 3 }, 'sound.passage', 'must be text'],
    ['/audio/a.mp3', 'sound', 'must be { stock, tuned }'],
  ])('stops the build naming the field: %j', (sound, field, message) => {
    expect(() => validateFrontMatter({ ...base, sound }, 'content/keyboards/a.md')).toThrow(
      new RegExp(
        `content/keyboards/a\\.md: field "${field.replace('.', '\\.')}".*${message.replace(/[{}]/g, '\\$&')}`
      )
    )
  })
})

describe('sound test files', () => {
  let pub: string
  const put = (name: string, bytes: Uint8Array) => {
    fs.mkdirSync(path.dirname(path.join(pub, name)), { recursive: true })
    fs.writeFileSync(path.join(pub, name), bytes)
  }
  const ref = { stock: '/audio/t/stock.mp3', tuned: '/audio/t/tuned.mp3' }
  beforeEach(() => {
    pub = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-sound-'))
    put(ref.stock, STOCK)
    put(ref.tuned, TUNED)
  })
  afterEach(() => fs.rmSync(pub, { recursive: true, force: true }))

  it('measures both takes: length, bytes and one waveform scale for the two', async () => {
    const test = await readSoundTest({ ...ref, passage: 'typed' }, pub, 'a.md')
    expect(test.duration).toBeGreaterThan(10)
    expect(test.duration).toBeLessThanOrEqual(SOUND_LIMITS.maxSeconds)
    expect(test.stock.bytes).toBe(STOCK.length)
    expect(test.stock.peaks).toHaveLength(SOUND_LIMITS.bars)
    expect(test.tuned.peaks).toHaveLength(SOUND_LIMITS.bars)
    const all = [...test.stock.peaks, ...test.tuned.peaks]
    expect(Math.max(...all)).toBe(1)
    expect(Math.min(...all)).toBeGreaterThanOrEqual(0)
    expect(test.passage).toBe('typed')
    // the passage starts with a breath of silence, and both takes are quiet there
    expect(test.stock.peaks[0]).toBeLessThan(0.05)
  })

  it('a missing file names the field and the path', async () => {
    fs.rmSync(path.join(pub, ref.tuned))
    await expect(readSoundTest(ref, pub, 'a.md')).rejects.toThrow(
      /a\.md: field "sound\.tuned": \/audio\/t\/tuned\.mp3 does not exist/
    )
  })

  it('a file that is not an MP3 stops the build', async () => {
    put(ref.stock, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))
    expect(looksLikeMp3(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false)
    expect(looksLikeMp3(STOCK)).toBe(true)
    await expect(readSoundTest(ref, pub, 'a.md')).rejects.toThrow(
      /"sound\.stock".*is not an MP3 file/
    )
  })

  it('a take longer than 30 s stops the build (MP3 frames join end to end)', async () => {
    put(ref.stock, Buffer.concat([STOCK, STOCK, STOCK]))
    put(ref.tuned, Buffer.concat([TUNED, TUNED, TUNED]))
    await expect(readSoundTest(ref, pub, 'a.md')).rejects.toThrow(
      /"sound\.stock".*s long; a sound test is at most 30 s/
    )
  })

  it('a take larger than 400 KB stops the build', async () => {
    put(ref.tuned, Buffer.concat([TUNED, TUNED, TUNED, TUNED]))
    await expect(readSoundTest(ref, pub, 'a.md')).rejects.toThrow(
      /"sound\.tuned".*KB; a sound test takes at most 400 KB/
    )
  })

  it('two takes of different passages (lengths apart) stop the build', async () => {
    put(ref.tuned, Buffer.concat([TUNED, TUNED]))
    await expect(readSoundTest(ref, pub, 'a.md')).rejects.toThrow(
      /"sound\.tuned".*record the same passage/
    )
  })

  it('every build of the gallery has a sound test', async () => {
    const articles = await loadArticles(ROOT, 'content/keyboards', 'public')
    for (const a of articles) {
      expect(a.sound?.stock.src).toBe(`/audio/builds/${a.slug}/stock.mp3`)
      expect(a.sound?.tuned.src).toBe(`/audio/builds/${a.slug}/tuned.mp3`)
    }
  })
})
