import { lazy, Suspense, useLayoutEffect } from 'react'
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
