import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import { usePreferencesStore } from '../state/preferences-store'
import { useEnvironment } from './effects/environment'
import { useFrameBudget } from './effects/frame-budget'
import { usePreloadOnPress, useRouteFocus } from './effects/route'
import { useThemeClasses } from './effects/theme'

const MotionPanel = import.meta.env.DEV
  ? lazy(() => import('./motion-panel').then((m) => ({ default: m.MotionPanel })))
  : null

/**
 * Everything the shell does only in the browser, after hydration, one named hook each
 * (./effects/). Layout is the tracker's (src/lib/tracker.ts): it starts with the first
 * element tracked.
 */
export function ClientEffects() {
  const hydrate = usePreferencesStore((s) => s.hydrate)
  useLayoutEffect(() => {
    hydrate()
    document.documentElement.dataset.hydrated = 'true' // tests and tools wait for this
  }, [hydrate])
  useEffect(() => {
    // a button tapped before the app listened (public/page-init.js): pressed again now it does,
    // after every effect of the first render (the header's closes the menu, as at a navigation)
    const w = window as { thockTap?: HTMLElement | null }
    const tapped = w.thockTap
    w.thockTap = null
    if (tapped?.isConnected) setTimeout(() => tapped.click())
  }, [])
  useThemeClasses()
  useEnvironment()
  useFrameBudget()
  useRouteFocus()
  usePreloadOnPress()
  return MotionPanel ? (
    <Suspense fallback={null}>
      <MotionPanel />
    </Suspense>
  ) : null
}
