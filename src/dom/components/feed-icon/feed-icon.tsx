import { Svg, type IconProps } from '../icons/icons'

/**
 * The feed icon, a dot and two arcs, the sign feed readers know: the gallery's and the about
 * page's links to the builds' feed (not in the shell: no page but those two draws it).
 */
export function FeedIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="5.25" cy="18.75" r="1.9" fill="currentColor" stroke="none" />
      <path d="M3.75 11.25a9 9 0 0 1 9 9M3.75 3.75a16.5 16.5 0 0 1 16.5 16.5" />
    </Svg>
  )
}
