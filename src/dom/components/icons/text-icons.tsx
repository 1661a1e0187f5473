import { Svg, type IconProps } from './icons'

// Marks that sit in a line of text (arrows, a tick, a hammer), drawn as SVG at the text's size.
// The site's fonts have no glyph for them (scripts/gen-font-subsets.mjs): as characters, the
// first one a page showed sent the browser through the system's fonts for a fallback (fontconfig
// lookups: 60-100 ms of a phone's main thread inside the tap that showed an estimate's tick and
// arrow), and drew them in whatever font each platform picked. `.text-icon` (global.css) sets
// them on the text's baseline: a class, since the page's CSP refuses inline style attributes.

type TextIconProps = Omit<IconProps, 'size'>

const ARROWS = {
  right: 'M4.5 12h15M13.5 6l6 6-6 6',
  left: 'M19.5 12h-15M10.5 6l-6 6 6 6',
  'up-right': 'M6.5 17.5l11-11M8.5 6.5h9v9',
} as const

/** An arrow the size of the text around it. */
export function ArrowIcon({ dir, ...p }: TextIconProps & { dir: keyof typeof ARROWS }) {
  return (
    <Svg size="1em" strokeWidth={2.2} className="text-icon" {...p}>
      <path d={ARROWS[dir]} />
    </Svg>
  )
}

/** A tick the size of the text around it: added. */
export function CheckIcon(p: TextIconProps) {
  return (
    <Svg size="1em" strokeWidth={2.4} className="text-icon" {...p}>
      <path d="M4.5 12.5l5 5 10-11" />
    </Svg>
  )
}

/** Two opposed arrows the size of the text around it: swap one service for another. */
export function SwapIcon(p: TextIconProps) {
  return (
    <Svg size="1em" strokeWidth={2.2} className="text-icon" {...p}>
      <path d="M4.5 8.5h15M15.5 4.5l4 4-4 4" />
      <path d="M19.5 15.5h-15M8.5 11.5l-4 4 4 4" />
    </Svg>
  )
}

/** A hammer the size of the text around it: the bench at work. */
export function HammerIcon(p: TextIconProps) {
  return (
    <Svg size="1em" strokeWidth={2} className="text-icon" {...p}>
      <path d="M4 20l9.5-9.5" />
      <path d="M11 5.5l3-2.5 6.5 6.5-2.5 3z" />
    </Svg>
  )
}
