// @vitest-environment node
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseShadow, readShadows } from '../../../scripts/shadow-steps.mjs'

const quality = fs.readFileSync('src/styles/quality.css', 'utf8')
const theme = fs.readFileSync('src/styles/theme.css', 'utf8')

describe("WebKit's lite shadow steps (scripts/shadow-steps.mjs)", () => {
  it("reads each theme's blur, its WebKit steps and the page background from the stylesheets", () => {
    const shadows = readShadows(quality, theme)
    for (const t of ['dark', 'light'] as const) {
      const [blur, ...more] = parseShadow(shadows[t].blur)
      expect(more).toHaveLength(0)
      expect(blur!.blur).toBeGreaterThan(0)
      const steps = parseShadow(shadows[t].steps)
      // unblurred, offset as the blur is, each a little wider than the one inside it
      expect(steps.length).toBeGreaterThanOrEqual(3)
      for (const s of steps) expect([s.blur, s.ox, s.oy]).toEqual([0, 0, blur!.oy])
      const spreads = steps.map((s) => s.spread)
      expect(spreads).toEqual([...spreads].sort((a, b) => a - b))
      expect(shadows[t].bg).toMatch(/^#[\da-f]{6}$/i)
    }
  })

  it('names what it cannot find or read', () => {
    const noSteps = quality.replace(/@supports \(hanging-punctuation: first\)/, '@supports (x: y)')
    expect(() => readShadows(noSteps, theme)).toThrow(/dark theme's lite blur, steps or --bg/)
    expect(() => parseShadow('0 6px 14px hsl(0 0% 0% / 0.4)')).toThrow(
      /cannot read the shadow layer/
    )
  })
})
