import { useLayoutEffect } from 'react'
import { requestFrame } from '../../lib/frame'
import type { Theme } from '../../state/safe-storage'
import { usePreferencesStore } from '../../state/preferences-store'

/** Colours a phone's browser bar as the page: the theme-color meta's data-dark / data-light. */
export function applyBarColor(theme: Theme): void {
  const bar = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
  const color = bar?.dataset[theme]
  if (bar && color && bar.content !== color) bar.content = color
}

/**
 * Applies the theme as classes on <html> and <body> (colour variables follow from theme.css).
 * The classes follow the store itself (a subscription), not a render: a switch changes them inside
 * the tap's handler, and no component renders again for it (the shell's effects did, for this
 * hook, in every switch). The first theme applied is the store's once the stored preferences are
 * read (ClientEffects, just before), so the stored theme the page started with (page-init.js) is
 * no switch.
 * A switch is one repaint: while it lands, `theme-switching` on <html> holds back every
 * transition (global.css). Otherwise each element that transitions a colour, a background or a
 * border starts one at the switch (some 80 in 'full', each with its start events: about 25 ms
 * at 4x CPU before the frame that answers the tap while they went through React's root listener,
 * src/lib/quiet-events.ts), then restyles 300-odd elements every frame for 300 ms.
 * The class comes off once that frame is painted (a rAF, then a task).
 * The browser bar's colour (a phone's) follows too: the theme-color meta's content becomes the
 * theme's page background, which index.html keeps on the meta for each theme.
 */
export function useThemeClasses(): void {
  useLayoutEffect(() => {
    const root = document.documentElement
    let applied: Theme | null = null
    let frame = 0
    let timer = 0
    const landed = () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      root.classList.remove('theme-switching')
    }
    const apply = (theme: Theme) => {
      if (theme === applied) return
      const switching = applied !== null
      applied = theme
      landed()
      if (switching) root.classList.add('theme-switching')
      const other = theme === 'dark' ? 'light' : 'dark'
      for (const el of [root, document.body]) {
        el.classList.remove(other)
        el.classList.add(theme)
      }
      applyBarColor(theme)
      requestFrame()
      if (switching) frame = requestAnimationFrame(() => (timer = window.setTimeout(landed)))
    }
    apply(usePreferencesStore.getState().theme)
    const unsubscribe = usePreferencesStore.subscribe((s) => apply(s.theme))
    return () => {
      unsubscribe()
      landed()
    }
  }, [])
}
