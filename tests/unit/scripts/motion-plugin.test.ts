// @vitest-environment node
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { format, resolveConfig } from 'prettier'
import { MOTION } from '../../../src/tuning/motion'
import {
  customMedia,
  evaluateMotion,
  motionLeaves,
  replaceCustomMedia,
  writeMotion,
} from '../../../scripts/vite-plugin-motion'

const FILE = 'src/tuning/motion.ts'
const source = fs.readFileSync(FILE, 'utf8')
const values = () => structuredClone(MOTION) as unknown as Record<string, Record<string, unknown>>

describe('saving the tuning back to motion.ts', () => {
  it('writes the same file back when nothing changed', () => {
    expect(writeMotion(source, values())).toBe(source)
  })

  it('changes only the literals of changed values, keeping comments and order', async () => {
    const v = values()
    v.globe!.dotSize = 0.055
    v.globe!.markerColor = '#00FF88'
    v.tunnel!.speed = 2.5
    const out = writeMotion(source, v)
    expect(out).toContain('dotSize: 0.055, // fraction of canvas size')
    expect(out).toContain("markerColor: '#00ff88',")
    expect(out).toContain('speed: 2.5, // multiple of cyclesPerS')
    expect(out.split('\n').length).toBe(source.split('\n').length)
    const formatted = await format(out, { ...(await resolveConfig(FILE)), filepath: FILE })
    expect(formatted).toBe(out) // already in the project's format
    const back = await evaluateMotion(out)
    expect(back.globe.dotSize).toBe(0.055)
    expect(back.layout).toEqual(MOTION.layout)
  })

  it('refuses unknown or missing keys, wrong types and bad colours, naming them', () => {
    const unknown = values()
    unknown.globe!.spin = 3
    expect(() => writeMotion(source, unknown)).toThrow("unknown key 'globe.spin'")
    const missing = values()
    delete missing.audio
    expect(() => writeMotion(source, missing)).toThrow("missing group 'audio'")
    const extra = { ...values(), hacks: { x: 1 } }
    expect(() => writeMotion(source, extra)).toThrow("unknown group 'hacks'")
    const wrong = values()
    wrong.tilt!.maxDeg = '7; process.exit()'
    expect(() => writeMotion(source, wrong)).toThrow('tilt.maxDeg must be a finite number')
    const inf = values()
    inf.tilt!.maxDeg = Infinity
    expect(() => writeMotion(source, inf)).toThrow('tilt.maxDeg must be a finite number')
    const colour = values()
    colour.globe!.homeColor = "red'} ; alert(1)"
    expect(() => writeMotion(source, colour)).toThrow('globe.homeColor must be a colour')
    expect(() => writeMotion(source, [1, 2])).toThrow('expected an object')
  })

  it('reads every group and key of the module', () => {
    const leaves = motionLeaves(source)
    const expected = Object.entries(MOTION).flatMap(([g, vals]) =>
      Object.keys(vals).map((k) => `${g}.${k}`)
    )
    expect(leaves.map((l) => `${l.group}.${l.key}`)).toEqual(expected)
  })
})

describe('the breakpoint in CSS', () => {
  const media = customMedia(MOTION as never)

  it('replaces (--wide) and (--narrow) in @media preludes with the breakpoint', () => {
    const css =
      '@media (--wide) { a { color: red } }\n@media (--narrow) and (hover: hover) { b {} }'
    expect(replaceCustomMedia(css, media, 'x.css')).toBe(
      '@media (min-width: 768px) { a { color: red } }\n@media (max-width: 767.98px) and (hover: hover) { b {} }'
    )
  })

  it('leaves custom properties alone and names an unknown custom media', () => {
    const css = '.a { width: var(--wide); }'
    expect(replaceCustomMedia(css, media, 'x.css')).toBe(css)
    expect(() => replaceCustomMedia('@media (--tablet) {}', media, 'x.css')).toThrow(
      'x.css: unknown custom media (--tablet)'
    )
  })
})
