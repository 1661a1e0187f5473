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

/** The 'follow the builds' card's icons, by the keys of `SITE.socials`. */
export const PROFILE_ICONS = {
  photos: PhotoIcon,
  video: VideoIcon,
  work: WorkIcon,
} as const
