import { usePreferencesStore } from '../../../state/preferences-store'
import { MoonIcon, SunIcon } from '../icons/icons'
import s from './theme-toggle.module.css'

/**
 * Flips dark/light and stores the choice. Shows a sun when dark, a moon when light: both icons
 * stay in the button and the page's theme class shows one (the module's CSS), so a switch changes
 * two attributes and builds no SVG in the tap's frame, and the icon is right before hydration.
 */
export function ThemeToggle() {
  const theme = usePreferencesStore((st) => st.theme)
  const toggle = usePreferencesStore((st) => st.toggleTheme)
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className={`icon-button press ${s.toggle}`}
      onClick={toggle}
      aria-label={dark ? 'switch to light theme' : 'switch to dark theme'}
      title={dark ? 'light theme' : 'dark theme'}
    >
      <SunIcon className={s.sun} />
      <MoonIcon className={s.moon} />
    </button>
  )
}
