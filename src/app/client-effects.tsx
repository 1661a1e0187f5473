import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { watchSlotLayout } from '../canvas/scene-slot'
import { requestFrame } from '../canvas/frame'
import { usePreferencesStore } from '../state/preferences-store'
import { readRaw, SESSION_KEYS } from '../state/safe-storage'
import { useUiStore } from '../state/ui-store'
import {
  capLiteForVisit,
  isMaskedRenderer,
  isSoftwareRenderer,
  proveFullForVisit,
} from '../state/lite-tier'
import { usePageMeta } from './page-meta'
import { findRoute } from './routes'
import { scrollToTopNow, startSmoothScroll, stopSmoothScroll } from './smooth-scroll'

const MotionPanel = import.meta.env.DEV
  ? lazy(() => import('../canvas/motion-panel').then((m) => ({ default: m.MotionPanel })))
  : null

const REDUCED = '(prefers-reduced-motion: reduce)'
const TOUCH = '(hover: none), (pointer: coarse)'

/** Applies the theme as classes on <html> and <body> (colour variables follow from theme.css). */
function useThemeClasses() {
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

/**
 * The frame-budget governor (and the quality store) have nothing to do until something
 * moves: they load with the first scroll (the 3D stage brings them too), so they cost the
 * first page nothing; at once when this visit already has a tier (the store then sets
 * data-quality on <html>). prefers-reduced-transparency needs no script: quality.css.
 * A visit with no tier yet asks a worker, in idle time, which renderer this browser has
 * (gpu-probe.worker.ts): a software one steps the page to 'lite' before the first scroll.
 */
function startFrameBudgetOnFirstScroll(): () => void {
  let stop = () => {}
  let governor: Promise<typeof import('../canvas/quality-governor')> | null = null
  // not loaded (offline): the page keeps its tier
  const load = () => {
    governor ??= import('../canvas/quality-governor')
    governor.then((m) => (stop = m.startFrameBudget()), stop)
  }
  if (readRaw(SESSION_KEYS.quality, true) || readRaw(SESSION_KEYS.qualityForced, true)) {
    load()
    return stop
  }
  window.addEventListener('scroll', load, { passive: true, once: true })
  // the answer alone needs no governor: a page that sits still loads none
  const stopProbe = probeRendererWhenIdle((name) => {
    if (governor) governor.then((m) => m.chooseQualityFromRenderer(name), stop)
    else if (isSoftwareRenderer(name)) capLiteForVisit()
    else if (!isMaskedRenderer(name)) proveFullForVisit()
  })
  return () => {
    window.removeEventListener('scroll', load)
    stopProbe()
    stop() // (the shell never unmounts; a governor loaded after this would keep running)
  }
}

/** Asks gpu-probe.worker.ts, in idle time, for the WebGL renderer string ('' when none). */
function probeRendererWhenIdle(answer: (name: string) => void): () => void {
  let worker: Worker | null = null
  const start = () => {
    try {
      worker = new Worker(new URL('./gpu-probe.worker.ts', import.meta.url))
    } catch {
      return // no workers, or blocked: the stage asks when it starts (as where a worker has no OffscreenCanvas)
    }
    worker.onmessage = (e: MessageEvent) => {
      worker?.terminate()
      answer(String(e.data))
    }
    worker.onerror = () => worker?.terminate()
  }
  // Safari has no requestIdleCallback: a timer there (and each id is cancelled by its own kind)
  const idle = typeof window.requestIdleCallback === 'function'
  const id = idle
    ? window.requestIdleCallback(start, { timeout: 300 })
    : window.setTimeout(start, 1)
  return () => {
    if (idle) window.cancelIdleCallback(id)
    else window.clearTimeout(id)
    worker?.terminate()
  }
}

/** Reduced motion and touch, live; (re)starts Lenis or native scrolling to match. */
function useEnvironment() {
  useEffect(() => {
    const reduced = window.matchMedia(REDUCED)
    const touch = window.matchMedia(TOUCH)
    const apply = () => {
      useUiStore.getState().setEnvironment({ reducedMotion: reduced.matches, touch: touch.matches })
      startSmoothScroll(reduced.matches)
    }
    apply()
    reduced.addEventListener('change', apply)
    touch.addEventListener('change', apply)
    const unwatch = watchSlotLayout()
    const stopBudget = startFrameBudgetOnFirstScroll()
    return () => {
      stopBudget()
      reduced.removeEventListener('change', apply)
      touch.removeEventListener('change', apply)
      unwatch()
      stopSmoothScroll()
    }
  }, [])
}

/** On every route change: at the top at once, and focus on the new page's heading. */
function useRouteChange() {
  const [location] = useLocation()
  const previous = useRef(location)
  useLayoutEffect(() => {
    if (previous.current === location) return // first render: the visitor's own scroll stays
    previous.current = location
    scrollToTopNow()
    // the page may still be loading its chunk (the old page is then hidden, not gone):
    // focus the new page's visible heading once it is there
    const old = document.querySelector('main h1')
    let tries = 0
    let timer = 0
    const focusHeading = () => {
      const h = [...document.querySelectorAll<HTMLElement>('main h1')].find(
        (el) => el.offsetParent !== null && (el !== old || tries > 10)
      )
      if (h) {
        if (!h.hasAttribute('tabindex')) h.setAttribute('tabindex', '-1')
        h.focus({ preventScroll: true })
      } else if (tries++ < 40) timer = window.setTimeout(focusHeading, 50)
    }
    timer = window.setTimeout(focusHeading, 0)
    return () => window.clearTimeout(timer)
  }, [location])
}

/** Keeps the document title and meta tags in step with the route. */
function useRouteMeta() {
  const [location] = useLocation()
  const { route } = findRoute(location)
  usePageMeta(route.pageSetsMeta ? null : route.meta)
}

/** Everything the shell does only in the browser, after hydration. */
export function ClientEffects() {
  const hydrate = usePreferencesStore((s) => s.hydrate)
  useLayoutEffect(() => {
    hydrate()
    document.documentElement.dataset.hydrated = 'true' // tests and tools wait for this
  }, [hydrate])
  useThemeClasses()
  useEnvironment()
  useRouteChange()
  useRouteMeta()
  return MotionPanel ? (
    <Suspense fallback={null}>
      <MotionPanel />
    </Suspense>
  ) : null
}
