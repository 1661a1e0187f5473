// The social preview image of a page (1200x630 PNG), drawn at build time from its title in the
// brand's look: near-black with a faint grid, hot pink accent, Reddit Mono and Varela Round.
// satori lays the card out to SVG (text as paths, fonts from the @fontsource packages, no
// network); resvg rasterises it.
import { Resvg } from '@resvg/resvg-js'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import satori from 'satori'

const require = createRequire(import.meta.url)
// satori reads TTF, OTF and WOFF (not WOFF2); @fontsource ships WOFF beside each WOFF2
const font = (file) => fs.readFileSync(require.resolve(`@fontsource/${file}`))
const FONTS = [
  {
    name: 'Reddit Mono',
    data: font('reddit-mono/files/reddit-mono-latin-600-normal.woff'),
    weight: 600,
  },
  {
    name: 'Reddit Mono',
    data: font('reddit-mono/files/reddit-mono-latin-400-normal.woff'),
    weight: 400,
  },
  {
    name: 'Varela Round',
    data: font('varela-round/files/varela-round-latin-400-normal.woff'),
    weight: 400,
  },
]

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

const BG = '#0d0d0f'
const TEXT = '#f4f4f6'
const MUTED = '#a9a9b2'
const PINK = '#ff00aa'
const GRID = 'rgba(255,255,255,0.05)'
const GLOW = 'rgba(255,0,170,0.28)'

/** A satori element (React's shape, without React). */
const h = (type, style, children) => ({ type, props: { style, children } })

/** Title size by length, so long article titles still fit three lines. */
function titleSize(title) {
  if (title.length <= 18) return 104
  if (title.length <= 32) return 84
  if (title.length <= 56) return 68
  return 56
}

/**
 * Renders one preview card to PNG bytes.
 * @param {{ title: string, eyebrow: string, description: string }} page
 * @returns {Promise<Buffer>}
 */
export async function renderOgImage({ title, eyebrow, description }) {
  const card = h(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px',
      backgroundColor: BG,
      // a pink glow in the corner over the faint square grid of the site's background
      backgroundImage: `radial-gradient(circle at 100% 0%, ${GLOW} 0%, transparent 45%), linear-gradient(${GRID} 1px, transparent 1px), linear-gradient(90deg, ${GRID} 1px, transparent 1px)`,
      backgroundSize: '100% 100%, 48px 48px, 48px 48px',
      color: TEXT,
      fontFamily: 'Varela Round',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        h(
          'div',
          { fontFamily: 'Reddit Mono', fontWeight: 600, fontSize: 40, color: PINK },
          'thock&co.'
        ),
        h(
          'div',
          {
            fontFamily: 'Reddit Mono',
            fontSize: 22,
            letterSpacing: 3,
            textTransform: 'uppercase',
            color: MUTED,
          },
          eyebrow
        ),
      ]),
      h('div', { display: 'flex', flexDirection: 'column' }, [
        h(
          'div',
          {
            fontFamily: 'Reddit Mono',
            fontWeight: 600,
            fontSize: titleSize(title),
            lineHeight: 1.08,
            letterSpacing: -1,
            maxWidth: 1056,
          },
          title
        ),
        h('div', { width: 120, height: 8, marginTop: 36, borderRadius: 4, backgroundColor: PINK }),
        h(
          'div',
          {
            marginTop: 28,
            fontSize: 28,
            lineHeight: 1.4,
            color: MUTED,
            maxWidth: 980,
            display: 'block',
            lineClamp: 2,
          },
          description
        ),
      ]),
    ]
  )
  const svg = await satori(card, { width: OG_WIDTH, height: OG_HEIGHT, fonts: FONTS })
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng()
}
