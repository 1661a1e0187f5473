import type { HomeTier } from '../../content/tiers'

/** The drawing on a tier card: a tuning fork-ish switch (essentials), an iron (craft), a compass (vision). */
export function TierIcon({ name, className }: { name: HomeTier['icon']; className?: string }) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {name === 'tune' ? (
        <>
          {/* a switch seen from the side, with tuning sliders */}
          <path d="M4 7h16M4 12h16M4 17h16" />
          <circle cx="9" cy="7" r="1.8" />
          <circle cx="15" cy="12" r="1.8" />
          <circle cx="7" cy="17" r="1.8" />
        </>
      ) : name === 'solder' ? (
        <>
          {/* a soldering iron over a joint */}
          <path d="M14.5 3.5l6 6-3 3-6-6z" />
          <path d="M11.5 6.5L6 12l-1.5 4.5L9 15l5.5-5.5" />
          <path d="M4.5 16.5L3 21" />
          <path d="M14 20h7" />
        </>
      ) : (
        <>
          {/* a compass: the whole build, planned */}
          <circle cx="12" cy="12" r="9" />
          <path d="M15.5 8.5l-2 5-5 2 2-5z" />
          <circle cx="12" cy="12" r="0.6" />
        </>
      )}
    </svg>
  )
}
