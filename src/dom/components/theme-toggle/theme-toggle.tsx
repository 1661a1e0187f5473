import { usePreferencesStore } from '../../../state/preferences-store'
import { MoonIcon, SunIcon } from '../icons/icons'
import s from './theme-toggle.module.css'

/** Flips dark/light and stores the choice. Shows a sun when dark, a moon when light. */
export function ThemeToggle() {
  const theme = usePreferencesStore((st) => st.theme)
  const toggle = usePreferencesStore((st) => st.toggleTheme)
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className={`icon-button ${s.toggle}`}
      onClick={toggle}
      aria-label={dark ? 'switch to light theme' : 'switch to dark theme'}
      title={dark ? 'light theme' : 'dark theme'}
      data-theme-icon={dark ? 'sun' : 'moon'}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
