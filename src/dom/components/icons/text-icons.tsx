import { Svg, type IconProps } from './icons'

// Marks that sit in a line of text (arrows, a tick, a hammer), drawn as SVG at the text's size.
// The site's fonts have no glyph for them (scripts/gen-font-subsets.mjs): as characters, the
// first one a page showed sent the browser through the system's fonts for a fallback (fontconfig
// lookups: 60-100 ms of a phone's main thread inside the tap that showed an estimate's tick and
// arrow), and drew them in whatever font each platform picked. `.text-icon` (global.css) sets
// them on the text's baseline: a class, since the page's CSP refuses inline style attributes.

// one path each (a mark of two strokes is two subpaths), on the icons' 24 px grid
const TEXT_ICONS = {
  right: 'M4.5 12h15M13.5 6l6 6-6 6',
  left: 'M19.5 12h-15M10.5 6l-6 6 6 6',
  'up-right': 'M6.5 17.5l11-11M8.5 6.5h9v9',
  /** a tick: added */
  check: 'M4.5 12.5l5 5 10-11',
  /** two opposed arrows: swap one service for another */
  swap: 'M4.5 8.5h15M15.5 4.5l4 4-4 4M19.5 15.5h-15M8.5 11.5l-4 4 4 4',
  /** a hammer: the bench at work */
  hammer: 'M4 20l9.5-9.5M11 5.5l3-2.5 6.5 6.5-2.5 3z',
} as const

/**
 * A mark the size of the text around it.
 * @example <TextIcon name="right" />
 */
export function TextIcon({
  name,
  ...p
}: Omit<IconProps, 'size'> & { name: keyof typeof TEXT_ICONS }) {
  return (
    <Svg size="1em" strokeWidth={2.2} className="text-icon" {...p}>
      <path d={TEXT_ICONS[name]} />
    </Svg>
  )
}
