import fs from 'node:fs'
import path from 'node:path'
import { MPEGDecoder } from 'mpg123-decoder'
import type { SoundTake, SoundTest } from '../../src/content/article-types.ts'
import { ArticleError, type SoundRef } from './validate.ts'

/** A sound test's limits: short enough to listen to, small enough to fetch on a phone. */
export const SOUND_LIMITS = {
  maxSeconds: 30,
  maxBytes: 400 * 1024,
  maxLengthGapSeconds: 1, // the two takes are one passage: their lengths agree
  bars: 96, // slices of the waveform
} as const

/** True when the bytes start like an MP3 file (an ID3 tag or an MPEG audio frame header). */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) return true // 'ID3'
  return bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0 // sync + layer
}

/** Decodes an MP3 (mpg123 in WebAssembly) to its length and mono samples. */
export async function decodeMp3(
  bytes: Uint8Array
): Promise<{ duration: number; samples: Float32Array }> {
  const decoder = new MPEGDecoder()
  await decoder.ready
  try {
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(bytes)
    if (!samplesDecoded || !sampleRate) throw new Error('no audio frames')
    const samples = new Float32Array(samplesDecoded)
    for (const ch of channelData)
      for (let i = 0; i < samplesDecoded; i++) samples[i]! += ch[i]! / channelData.length
    return { duration: samplesDecoded / sampleRate, samples }
  } finally {
    decoder.free()
  }
}

/** The loudest sample of each of `bars` equal slices (0-1, not yet scaled). */
export function peaksOf(samples: Float32Array, bars: number): number[] {
  const out: number[] = []
  const per = samples.length / bars
  for (let b = 0; b < bars; b++) {
    let max = 0
    const end = Math.min(samples.length, Math.round((b + 1) * per))
    for (let i = Math.round(b * per); i < end; i++) max = Math.max(max, Math.abs(samples[i]!))
    out.push(max)
  }
  return out
}

async function readTake(
  src: string,
  publicDir: string,
  file: string,
  field: string
): Promise<{ take: Omit<SoundTake, 'peaks'>; duration: number; raw: number[] }> {
  const abs = path.join(publicDir, src)
  if (!fs.existsSync(abs)) throw new ArticleError(file, field, `${src} does not exist in public/`)
  const bytes = new Uint8Array(fs.readFileSync(abs))
  if (bytes.length > SOUND_LIMITS.maxBytes)
    throw new ArticleError(
      file,
      field,
      `${src} is ${Math.round(bytes.length / 1024)} KB; a sound test takes at most ${SOUND_LIMITS.maxBytes / 1024} KB (mono, 64 kb/s fits 30 s)`
    )
  if (!looksLikeMp3(bytes))
    throw new ArticleError(file, field, `${src} is not an MP3 file (export the recording as .mp3)`)
  let decoded: { duration: number; samples: Float32Array }
  try {
    decoded = await decodeMp3(bytes)
  } catch (error) {
    throw new ArticleError(
      file,
      field,
      `${src} cannot be decoded as MP3 (${(error as Error).message})`
    )
  }
  if (decoded.duration > SOUND_LIMITS.maxSeconds)
    throw new ArticleError(
      file,
      field,
      `${src} is ${decoded.duration.toFixed(1)} s long; a sound test is at most ${SOUND_LIMITS.maxSeconds} s`
    )
  return {
    take: { src, bytes: bytes.length },
    duration: decoded.duration,
    raw: peaksOf(decoded.samples, SOUND_LIMITS.bars),
  }
}

/**
 * Reads both takes of a sound test from public/: checks each file (present, MP3, at most 30 s
 * and 400 KB) and that both are the same passage, and measures the waveform both share a scale on
 * (so the page draws the difference in level too). Throws an ArticleError naming the field.
 */
export async function readSoundTest(
  ref: SoundRef,
  publicDir: string,
  file: string
): Promise<SoundTest> {
  const [stock, tuned] = await Promise.all([
    readTake(ref.stock, publicDir, file, 'sound.stock'),
    readTake(ref.tuned, publicDir, file, 'sound.tuned'),
  ])
  if (Math.abs(stock.duration - tuned.duration) > SOUND_LIMITS.maxLengthGapSeconds)
    throw new ArticleError(
      file,
      'sound.tuned',
      `is ${tuned.duration.toFixed(1)} s but sound.stock is ${stock.duration.toFixed(1)} s: record the same passage for both`
    )
  const top = Math.max(1e-6, ...stock.raw, ...tuned.raw)
  const scale = (raw: number[]) => raw.map((v) => Math.round((v / top) * 100) / 100)
  return {
    stock: { ...stock.take, peaks: scale(stock.raw) },
    tuned: { ...tuned.take, peaks: scale(tuned.raw) },
    duration: Math.round(Math.min(stock.duration, tuned.duration) * 100) / 100,
    ...(ref.passage ? { passage: ref.passage } : {}),
  }
}
