#!/usr/bin/env node
// Stand-in sound tests: for every build, the same typed passage recorded twice, `stock` (before
// the work: a ping in the springs, a rattle in the stabilizers, a hollow, higher case) and `tuned`
// (after: deeper, rounder, quieter springs, no rattle). Made from nothing but code, sox and ffmpeg
// (Debian's sox and ffmpeg): no sample is downloaded, and the same script gives the same files.
//
//   public/audio/builds/<slug>/stock.mp3, tuned.mp3   mono, 44.1 kHz, 64 kb/s, 12-15 s
//
// Both takes of a build share one keystroke schedule (the same seed), so the A/B switch on the
// page lands on the same key in both; they are loudness-matched (the same integrated LUFS, by
// ffmpeg's EBU R128 meter), so A/B compares tone, not level. A real recording saved under the
// same name replaces a stand-in (README: "Recording a sound test").
//
// Usage: node scripts/gen-sound-tests.mjs [slug ...]   (from the repository root)
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT = path.join(ROOT, 'public/audio/builds')
const RATE = 44100
const PEAK_CEILING_DB = -1.5 // the louder take's peak after matching

/** What is typed in every test: a pangram, a correction, the long keys. */
export const PASSAGE = 'the quick brown fox jumps over the lazy dog. thock and co, urbana.'

/**
 * One board, before and after. Hz and seconds. body: the bottom-out's pitch and decay; tick: the
 * switch's bright click; ping: the spring's ring; rattle: stabilizer wire chatter on long keys;
 * hollow: a case resonance; scratch: leaf or stem friction on the way down.
 */
const BOARDS = {
  azoth: {
    seed: 11,
    stock: {
      body: 265,
      decay: 0.018,
      tick: 0.34,
      ping: 0.07,
      rattle: 0.5,
      hollow: 0.12,
      scratch: 0.04,
    },
    tuned: { body: 150, decay: 0.034, tick: 0.12, ping: 0, rattle: 0, hollow: 0, scratch: 0 },
  },
  'azoth-dev': {
    seed: 23,
    stock: {
      body: 285,
      decay: 0.016,
      tick: 0.36,
      ping: 0.06,
      rattle: 0.45,
      hollow: 0.1,
      scratch: 0.05,
    },
    tuned: { body: 178, decay: 0.03, tick: 0.09, ping: 0, rattle: 0, hollow: 0, scratch: 0 },
  },
  'azoth-gmk': {
    seed: 37,
    stock: {
      body: 250,
      decay: 0.02,
      tick: 0.3,
      ping: 0.05,
      rattle: 0.55,
      hollow: 0.1,
      scratch: 0.12,
    },
    tuned: { body: 160, decay: 0.036, tick: 0.13, ping: 0, rattle: 0, hollow: 0, scratch: 0.02 },
  },
  'bauer-lite': {
    seed: 41,
    stock: {
      body: 300,
      decay: 0.015,
      tick: 0.42,
      ping: 0.08,
      rattle: 0.4,
      hollow: 0.08,
      scratch: 0.14,
    },
    tuned: { body: 205, decay: 0.026, tick: 0.24, ping: 0, rattle: 0, hollow: 0, scratch: 0.02 },
  },
  'neo-ergo': {
    seed: 53,
    stock: {
      body: 270,
      decay: 0.017,
      tick: 0.26,
      ping: 0.06,
      rattle: 0.65,
      hollow: 0.1,
      scratch: 0.06,
    },
    tuned: { body: 175, decay: 0.028, tick: 0.05, ping: 0, rattle: 0, hollow: 0, scratch: 0 },
  },
  nuphy65: {
    seed: 67,
    stock: {
      body: 310,
      decay: 0.014,
      tick: 0.38,
      ping: 0.09,
      rattle: 0.5,
      hollow: 0.3,
      scratch: 0.05,
    },
    tuned: { body: 190, decay: 0.03, tick: 0.14, ping: 0, rattle: 0, hollow: 0.02, scratch: 0 },
  },
}

/** Mulberry32: a small seeded random source (the same sequence on every machine). */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** When each key goes down, and which kind of key it is: one schedule for both takes. */
function schedule(seed) {
  const rnd = random(seed)
  const keys = []
  let t = 0.45
  const typed = [...PASSAGE]
  typed.splice(24, 0, 'x', '\b') // a typo and its correction, for the backspace
  for (const ch of typed) {
    const kind =
      ch === ' ' ? 'space' : ch === '\b' ? 'backspace' : ch === '.' || ch === ',' ? 'mod' : 'alpha'
    keys.push({ t, kind, vel: 0.78 + rnd() * 0.22, var: rnd() })
    t +=
      0.105 +
      rnd() * 0.085 +
      (kind === 'space' ? 0.05 : 0) +
      (ch === '.' ? 0.35 : 0) +
      (kind === 'backspace' ? 0.25 : 0)
    if (rnd() < 0.06) t += 0.3 + rnd() * 0.4 // a pause to think
  }
  keys.push({ t: t + 0.35, kind: 'enter', vel: 0.95, var: rnd() })
  return { keys, length: t + 1.4 }
}

/** Adds one keystroke (down, then up ~80 ms later) of board take `p` into `out` at `t` seconds. */
function stroke(out, key, p, rnd) {
  const long = key.kind === 'space' || key.kind === 'enter' || key.kind === 'backspace'
  const bodyHz = p.body * (long ? 0.72 : 1) * (0.94 + key.var * 0.12)
  const decay = p.decay * (long ? 1.5 : 1)
  const up = 0.07 + key.var * 0.025
  const start = Math.round(key.t * RATE)
  const n = Math.round(0.32 * RATE)
  let noise = 0
  for (let i = 0; i < n && start + i < out.length; i++) {
    const s = i / RATE
    const white = rnd() * 2 - 1
    noise = noise * 0.6 + white * 0.4 // a touch darker than white
    let v = 0
    // bottom-out: a damped sine whose pitch drops a little as it settles
    v +=
      0.8 *
      Math.sin(2 * Math.PI * (bodyHz * s + bodyHz * 0.9 * 0.01 * (1 - Math.exp(-s / 0.01)))) *
      Math.exp(-s / decay)
    v += 0.22 * Math.sin(2 * Math.PI * bodyHz * 2.7 * s) * Math.exp(-s / (decay * 0.45))
    v += p.tick * white * Math.exp(-s / 0.0022)
    // scratch: friction noise in the 8 ms before bottom-out is heard as a rasp on the way down
    if (p.scratch)
      v += p.scratch * noise * Math.exp(-s / 0.012) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 90 * s))
    // the spring's ping: a thin metallic ring that outlives the stroke
    if (p.ping)
      v += p.ping * Math.sin(2 * Math.PI * (3900 + key.var * 600) * s) * Math.exp(-s / 0.09)
    // a hollow case rings along
    if (p.hollow)
      v +=
        p.hollow *
        Math.sin(2 * Math.PI * 610 * s) *
        Math.exp(-s / 0.06) *
        (1 - Math.exp(-s / 0.003))
    // the upstroke: lighter, higher
    const u = s - up
    if (u >= 0) {
      v += 0.32 * Math.sin(2 * Math.PI * bodyHz * 1.3 * u) * Math.exp(-u / (decay * 0.7))
      v += p.tick * 0.35 * white * Math.exp(-u / 0.0018)
      if (p.ping)
        v += p.ping * 0.6 * Math.sin(2 * Math.PI * (4300 + key.var * 500) * u) * Math.exp(-u / 0.07)
    }
    // stabilizer rattle on the long keys: a few wire clacks right after the stroke
    if (long && p.rattle) {
      for (const [at, g] of [
        [0.006, 1],
        [0.014, 0.7],
        [0.023, 0.45],
        [up + 0.008, 0.8],
        [up + 0.019, 0.5],
      ]) {
        const r = s - at
        if (r >= 0)
          v +=
            p.rattle *
            g *
            0.35 *
            (white * 0.6 + Math.sin(2 * Math.PI * 1800 * r)) *
            Math.exp(-r / 0.0025)
      }
    }
    out[start + i] += v * key.vel * (long ? 1.1 : 1)
  }
}

function writeWav(file, samples) {
  const b = Buffer.alloc(44 + samples.length * 4)
  b.write('RIFF', 0)
  b.writeUInt32LE(36 + samples.length * 4, 4)
  b.write('WAVEfmt ', 8)
  b.writeUInt32LE(16, 16)
  b.writeUInt16LE(3, 20) // IEEE float
  b.writeUInt16LE(1, 22)
  b.writeUInt32LE(RATE, 24)
  b.writeUInt32LE(RATE * 4, 28)
  b.writeUInt16LE(4, 32)
  b.writeUInt16LE(32, 34)
  b.write('data', 36)
  b.writeUInt32LE(samples.length * 4, 40)
  for (let i = 0; i < samples.length; i++) b.writeFloatLE(samples[i], 44 + i * 4)
  fs.writeFileSync(file, b)
}

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString()

/** Integrated loudness (LUFS) and peak (dBFS) by ffmpeg's EBU R128 meter. */
function loudness(file) {
  const r = spawnSync('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    'ebur128=peak=sample',
    '-f',
    'null',
    '-',
  ])
  const summary = String(r.stderr).slice(String(r.stderr).lastIndexOf('Summary'))
  const i = /I:\s+(-?[\d.]+) LUFS/.exec(summary)
  const pk = /Peak:\s+(-?[\d.]+) dBFS/.exec(summary)
  if (!i || !pk) throw new Error(`could not measure the loudness of ${file}`)
  return { lufs: Number(i[1]), peak: Number(pk[1]) }
}

for (const [tool, flag] of [
  ['sox', '--version'],
  ['ffmpeg', '-version'],
]) {
  try {
    run(tool, [flag])
  } catch {
    console.error(`${tool} is missing: apt-get install sox ffmpeg`)
    process.exit(1)
  }
}

const only = process.argv.slice(2)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'thock-sound-'))
try {
  for (const [slug, board] of Object.entries(BOARDS)) {
    if (only.length && !only.includes(slug)) continue
    const { keys, length } = schedule(board.seed)
    const takes = {}
    for (const take of ['stock', 'tuned']) {
      const out = new Float32Array(Math.round(length * RATE))
      const rnd = random(board.seed * 7 + (take === 'stock' ? 1 : 2))
      for (const key of keys) stroke(out, key, board[take], rnd)
      const dry = path.join(tmp, `${slug}-${take}-dry.wav`)
      writeWav(dry, out)
      // a desk in a small room, close-miked: a short early reflection, no long tail
      const wet = path.join(tmp, `${slug}-${take}.wav`)
      run('sox', [
        '-q',
        '-V1',
        dry,
        wet,
        'highpass',
        '45',
        'lowpass',
        '9000',
        'reverb',
        '18',
        '40',
        '35',
        '100',
        '4',
        '0',
        'gain',
        '-n',
        '-6',
      ])
      takes[take] = { wet, ...loudness(wet) }
    }
    // one gain each to the same loudness, chosen so the louder peak sits at the ceiling
    const target = Math.min(...Object.values(takes).map((t) => t.lufs + (PEAK_CEILING_DB - t.peak)))
    fs.mkdirSync(path.join(OUT, slug), { recursive: true })
    for (const [take, t] of Object.entries(takes)) {
      const file = path.join(OUT, slug, `${take}.mp3`)
      run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-i',
        t.wet,
        '-af',
        `volume=${(target - t.lufs).toFixed(2)}dB`,
        '-c:a',
        'libmp3lame',
        '-b:a',
        '64k',
        '-ar',
        String(RATE),
        '-ac',
        '1',
        '-id3v2_version',
        '0',
        '-map_metadata',
        '-1',
        file,
      ])
      const m = loudness(file)
      console.log(
        `${slug}/${take}.mp3: ${length.toFixed(1)} s, ${fs.statSync(file).size} bytes, ${m.lufs} LUFS, peak ${m.peak} dBFS`
      )
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}
