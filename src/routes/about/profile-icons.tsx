import { PhotoIcon, Svg, type IconProps } from '../../dom/components/icons/icons'

/** Play button: video. */
export function VideoIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9.2 5 2.8-5 2.8z" fill="currentColor" />
    </Svg>
  )
}

/** Briefcase: professional network. */
export function WorkIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
    </Svg>
  )
}

/**
 * A dot and two arcs, the sign feed readers know: the card's link to the builds' feed. The
 * gallery draws its own (src/routes/keyboards/index.tsx): shared, it was a chunk of its own that
 * each page waited on, and WebKitGTK, having failed the about page once offline, asked no more.
 */
export function FeedIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="5.25" cy="18.75" r="1.9" fill="currentColor" stroke="none" />
      <path d="M3.75 11.25a9 9 0 0 1 9 9M3.75 3.75a16.5 16.5 0 0 1 16.5 16.5" />
    </Svg>
  )
}

/** The 'follow the builds' card's icons, by the keys of `SITE.socials`. */
export const PROFILE_ICONS = {
  photos: PhotoIcon,
  video: VideoIcon,
  work: WorkIcon,
} as const
