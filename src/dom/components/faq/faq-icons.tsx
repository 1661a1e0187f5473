import { Svg, type IconProps } from '../icons/icons'

// the FAQ's own icons: in its chunk, not in the shell's icon set every page loads

/** Delivery truck: shipping. */
export function TruckIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M3 6.5h11v9H3zM14 9.5h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </Svg>
  )
}

/** Clock face: lead times. */
export function ClockIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  )
}

/** Shield with a tick: warranty. */
export function ShieldIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M12 3l7.5 3v5.5c0 4.4-3.2 8.1-7.5 9.5-4.3-1.4-7.5-5.1-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
    </Svg>
  )
}
