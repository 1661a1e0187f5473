import { useLayoutEffect, useRef } from 'react'
import { requestFrame } from '../../lib/frame'
import { usePreferencesStore } from '../../state/preferences-store'

/**
 * Applies the theme as classes on <html> and <body> (colour variables follow from theme.css).
 * A switch is one repaint: while it lands, `theme-switching` on <html> holds back every
 * transition (global.css). Otherwise each element that transitions a colour, a background or a
 * border starts one at the switch, and each start dispatches `transitionrun` and
 * `transitionstart` through React's root listener before the frame that answers the tap
 * (about 25 ms at 4x CPU in 'full'), then restyles 300-odd elements every frame for 300 ms.
 * The class comes off once that frame is painted (a rAF, then a task).
 */
export function useThemeClasses(): void {
  const rendered = usePreferencesStore((s) => s.theme)
  const applied = useRef<string | null>(null)
  useLayoutEffect(() => {
    // the store's theme now, not the one rendered: the first run comes after the stored preferences
    // were read (ClientEffects), while this render still has the default the server rendered with,
    // and the stored theme the page started with (page-init.js) is then no switch
    const theme = usePreferencesStore.getState().theme
    const root = document.documentElement
    const switching = applied.current !== null && applied.current !== theme
    applied.current = theme
    if (switching) root.classList.add('theme-switching')
    const other = theme === 'dark' ? 'light' : 'dark'
    for (const el of [root, document.body]) {
      el.classList.remove(other)
      el.classList.add(theme)
    }
    requestFrame()
    if (!switching) return
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => root.classList.remove('theme-switching'))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      root.classList.remove('theme-switching')
    }
  }, [rendered])
}
