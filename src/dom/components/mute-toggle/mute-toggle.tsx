import { usePreferencesStore } from '../../../state/preferences-store'
import s from './mute-toggle.module.css'

// the dots of the muted glyph: a diagonal slash through the grid (row-major indexes)
const SLASH = new Set([0, 4, 8])

/**
 * The mute toggle: a 3x3 grid of dots, 30 px. Playing, all nine dots are lit;
 * muted, only a diagonal slash stays lit. Stores thock-muted (the store broadcasts the change).
 */
export function MuteToggle() {
  const muted = usePreferencesStore((st) => st.muted)
  const toggle = usePreferencesStore((st) => st.toggleMuted)
  return (
    <button
      type="button"
      className={`icon-button press ${s.toggle}`}
      aria-pressed={muted}
      aria-label="mute ambience"
      title={muted ? 'unmute ambience' : 'mute ambience'}
      data-muted={muted}
      onClick={toggle}
    >
      <span className={s.grid} aria-hidden="true">
        {Array.from({ length: 9 }, (_, i) => (
          <span key={i} className={s.dot} data-slash={SLASH.has(i) || undefined} />
        ))}
      </span>
    </button>
  )
}
