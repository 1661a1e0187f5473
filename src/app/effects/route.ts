import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { normalizePath } from '../../content/nav'
import { scrollToTopNow } from '../../lib/smooth-scroll'
import { findRoute } from '../routes'

/**
 * A press on a link to another page of the site starts loading that page's code (and an
 * article's text) before its click: a finger's tap lasts 50-150 ms from touch to click, and a
 * mouse button about 100 ms, time the chunk's request gets ahead of the navigation that waits
 * for it. A press that does not end in a click (a scroll that began on a link) costs a request
 * for a chunk the visitor was pointing at anyway.
 */
export function usePreloadOnPress(): void {
  useEffect(() => {
    const onPress = (e: Event) => {
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null
      if (!(a instanceof HTMLAnchorElement) || a.origin !== location.origin || a.target) return
      if (normalizePath(a.pathname) === normalizePath(location.pathname)) return
      const { route, params } = findRoute(a.pathname)
      route.page.preload(params).catch(() => {}) // the page shows the failure if it is opened
    }
    addEventListener('pointerdown', onPress, { capture: true, passive: true })
    return () => removeEventListener('pointerdown', onPress, { capture: true })
  }, [])
}

/** On every route change: at the top at once, and focus on the new page's heading. */
export function useRouteFocus(): void {
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
