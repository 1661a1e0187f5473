import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'

/** src/styles/theme.css, as text. */
export const themeCss = fs.readFileSync(path.resolve('src/styles/theme.css'), 'utf8')

/** The custom properties declared in the rule whose selector starts with `selector`. */
export function customProperties(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(selector)
  expect(start, `theme.css has a rule for ${selector}`).toBeGreaterThanOrEqual(0)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  const props: Record<string, string> = {}
  for (const m of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) props[m[1]!] = m[2]!.trim()
  return props
}
