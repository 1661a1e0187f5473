// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOTION } from '../../../src/tuning/motion'
import { MOTION_CSS_VARS } from '../../../src/tuning/motion-css'
import { decimals, hintsFrom, NOT_LIVE, rangeFor } from '../../../src/app/motion-panel'

function files(dir: string, ext: RegExp): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name), ext)
        : ext.test(e.name)
          ? [path.join(dir, e.name)]
          : []
    )
}

// the tuning module, its CSS table and the panel name every key: they are not readers
const TUNING = ['src/tuning/motion.ts', 'src/tuning/motion-css.ts', 'src/app/motion-panel.tsx']
for (const f of TUNING)
  if (!fs.existsSync(f)) throw new Error(`${f}: moved? (this list leaves it out)`)
const code = files('src', /\.tsx?$/)
  .filter((f) => !TUNING.includes(f))
  .map((f) => fs.readFileSync(f, 'utf8'))
const css = files('src', /\.css$/)
  .map((f) => fs.readFileSync(f, 'utf8'))
  .join('\n')

/** Code reads group.key: a file that reaches the group through the store names the key. */
function readInCode(group: string, key: string): boolean {
  const reachesGroup = new RegExp(`motion(\\(\\))?\\.${group}\\b`)
  const namesKey = new RegExp(`\\b${key}\\b`)
  return code.some((text) => reachesGroup.test(text) && namesKey.test(text))
}

/** CSS reads group.key: its custom property is used in a stylesheet. */
function readInCss(group: string, key: string): boolean {
  return Object.entries(MOTION_CSS_VARS).some(
    ([name, [g, k]]) => g === group && k === key && css.includes(`var(${name})`)
  )
}

describe('the tuning module', () => {
  const keys = Object.entries(MOTION).flatMap(([group, values]) =>
    Object.keys(values).map((key) => [group, key] as const)
  )

  it('has no key that nothing reads', () => {
    const unread = keys
      .filter(([g, k]) => !readInCode(g, k) && !readInCss(g, k))
      .map(([g, k]) => `${g}.${k}`)
    expect(unread).toEqual([])
  })

  it('maps CSS custom properties only to keys that exist', () => {
    for (const [name, [group, key]] of Object.entries(MOTION_CSS_VARS)) {
      expect(MOTION[group], name).toBeDefined()
      expect(key in MOTION[group], `${name}: ${group}.${key}`).toBe(true)
    }
  })

  it('keeps out of the panel only keys that exist', () => {
    for (const name of NOT_LIVE) {
      const [group, key] = name.split('.') as [keyof typeof MOTION, string]
      expect(key in MOTION[group], name).toBe(true)
    }
  })

  it('gives every number a slider whose steps read as the file writes them', () => {
    for (const [group, key] of keys) {
      const value = (MOTION as Record<string, Record<string, unknown>>)[group]![key]
      if (typeof value !== 'number' || NOT_LIVE.includes(`${group}.${key}`)) continue
      const [min, max, step] = rangeFor(group, key, value)
      const name = `${group}.${key}`
      expect(min, name).toBeLessThanOrEqual(value)
      expect(max, name).toBeGreaterThanOrEqual(value)
      // a step of float noise (1.4 / 100 = 0.013999999999999999) showed 18 decimals in the panel
      expect(decimals(step), `${name} steps by ${step}`).toBeLessThanOrEqual(5)
    }
  })

  it('steps whole-number counts by one, so save never writes a fraction of one', () => {
    for (const name of ['bloom.levels', 'home.caretMeasureSlice', 'quality.windowFrames']) {
      const [group, key] = name.split('.') as [keyof typeof MOTION, string]
      const value = (MOTION[group] as Record<string, number>)[key]!
      expect(Number.isInteger(value), name).toBe(true)
      expect(rangeFor(group, key, value)[2], name).toBe(1)
    }
  })

  it("shows each constant's comment in motion.ts as its slider's hint", () => {
    const hints = hintsFrom(fs.readFileSync('src/tuning/motion.ts', 'utf8'))
    expect(hints.get('tunnel.speed')).toBe('multiple of cyclesPerS')
    expect(hints.get('layout.pressMs')).toBe(
      "a button's shrink while it is pressed (global.css, .press)"
    )
    expect(hints.has('layout.navHeightPx')).toBe(false) // no comment, no hint
    for (const name of hints.keys()) {
      const [group, key] = name.split('.') as [keyof typeof MOTION, string]
      expect(key in MOTION[group], name).toBe(true)
    }
    expect(hints.size).toBeGreaterThan(60)
  })
})
