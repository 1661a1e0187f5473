import { useLayoutEffect } from 'react'
import { requestFrame } from '../../lib/frame'
import { usePreferencesStore } from '../../state/preferences-store'

/** Applies the theme as classes on <html> and <body> (colour variables follow from theme.css). */
export function useThemeClasses(): void {
  const theme = usePreferencesStore((s) => s.theme)
  useLayoutEffect(() => {
    const other = theme === 'dark' ? 'light' : 'dark'
    for (const el of [document.documentElement, document.body]) {
      el.classList.remove(other)
      el.classList.add(theme)
    }
    requestFrame()
  }, [theme])
}
