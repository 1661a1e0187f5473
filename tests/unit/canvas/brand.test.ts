import { describe, expect, it } from 'vitest'
import { BRAND } from '../../../src/canvas/brand'
import { customProperties, themeCss } from '../styles/theme-css'

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
