import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BRAND } from '../../../src/canvas/brand'

/** The custom properties declared in the rule whose selector starts with `selector`. */
function customProperties(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(selector)
  expect(start, `theme.css has a rule for ${selector}`).toBeGreaterThanOrEqual(0)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  const props: Record<string, string> = {}
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) props[m[1]!] = m[2]!.trim()
  return props
}

const themeCss = fs.readFileSync(path.resolve('src/styles/theme.css'), 'utf8')

const kebab = (name: string) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

describe('brand colours (src/canvas/brand.ts)', () => {
  for (const theme of ['dark', 'light'] as const) {
    it(`equal theme.css's custom properties on the ${theme} page`, () => {
      const css = customProperties(themeCss, `body.${theme},`)
      const expected = Object.fromEntries(
        Object.entries(BRAND[theme]).map(([name, hex]) => [kebab(name), hex])
      )
      const actual = Object.fromEntries(Object.keys(expected).map((p) => [p, css[p]]))
      expect(actual).toEqual(expected)
    })
  }
})
