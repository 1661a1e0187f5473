import { describe, expect, it } from 'vitest'
import { customProperties, themeCss } from './theme-css'

type Rgb = [number, number, number]

/** '#rrggbb' or 'rgb(r g b / a)' as channels 0-255 and alpha. */
function parse(value: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})\b/i.exec(value)
  if (hex) {
    const n = parseInt(hex[1]!, 16)
    return { rgb: [n >> 16, (n >> 8) & 255, n & 255], alpha: 1 }
  }
  const m = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)/.exec(value)
  expect(m, `a colour: ${value}`).not.toBeNull()
  return { rgb: [Number(m![1]), Number(m![2]), Number(m![3])], alpha: Number(m![4] ?? 1) }
}

const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => {
    const v = c / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG's contrast ratio. */
const contrast = (a: Rgb, b: Rgb) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p)
  return (x! + 0.05) / (y! + 0.05)
}

/** A translucent fill over what lies behind it, unblurred. */
const over = (fill: string, behind: Rgb): Rgb => {
  const { rgb, alpha } = parse(fill)
  return rgb.map((c, i) => Math.round(alpha * c + (1 - alpha) * behind[i]!)) as Rgb
}

const BLACK: Rgb = [0, 0, 0]
const WHITE: Rgb = [255, 255, 255]

describe('theme.css contrast (WCAG AA, 4.5:1, for text)', () => {
  for (const theme of ['dark', 'light'] as const) {
    const p = customProperties(themeCss, `body.${theme},`)
    const text = ['--text', '--text-muted', '--accent'] as const

    it(`${theme}: text, muted text, the accent and the statuses read on the page and on raised cards`, () => {
      for (const fg of [...text, '--status-open', '--status-limited', '--status-closed'])
        for (const bg of ['--bg', '--bg-raised'])
          expect(
            contrast(parse(p[fg]!).rgb, parse(p[bg]!).rgb),
            `${fg} on ${bg}`
          ).toBeGreaterThanOrEqual(4.5)
    })

    // a backdrop blur is not drawn everywhere (WebKit compositing in software draws none): the
    // header's and the phone drawer's fills alone keep their links readable over whatever lies
    // under them, white or black
    it(`${theme}: the header's and the drawer's links read over anything under them, blur or not`, () => {
      for (const fill of ['--header-bg', '--drawer-bg'])
        for (const behind of [BLACK, WHITE])
          for (const fg of text)
            expect(
              contrast(parse(p[fg]!).rgb, over(p[fill]!, behind)),
              `${fg} on ${fill} over ${behind.join(' ')}`
            ).toBeGreaterThanOrEqual(4.5)
    })
  }
})
