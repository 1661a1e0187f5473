import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { normalizePath } from '../../content/nav'
import { entryKey, hashTarget, moveEntry, scrollOnArrival } from '../../lib/smooth-scroll'
import { findRoute, NOT_FOUND } from '../routes'
import { siteLink } from '../../lib/site-link'

const PRESSES = ['pointerdown', 'click'] as const
/**
 * The link each history entry was left by (its place among the document's links, and its
 * address): focus goes back to it at a Back.
 */
const leftBy = new Map<unknown, [number, string]>()

/**
 * A press on a link to another page of the site starts loading that page's code before its
 * click: a finger's tap lasts 50-150 ms from touch to click, and a mouse button about 100 ms,
 * time the chunk's request gets ahead of the navigation that waits for it. Only the page's code
 * (an article's text waits for the click): a press that ends in a scroll, not a click, costs a
 * request for a chunk the visitor was pointing at anyway. The click asks too (a key's Enter has
 * no press), before the router's own listener: a chunk that failed to load (offline) is asked
 * for again by the visitor's next try, where the page's render only shows the failure.
 */
export function usePreloadOnPress(): void {
  useEffect(() => {
    const onPress = (e: MouseEvent) => {
      const a = siteLink(e)
      if (!a) return
      if (e.type === 'click') leftBy.set(entryKey(), [[...document.links].indexOf(a), a.href])
      if (normalizePath(a.pathname) === normalizePath(location.pathname)) return
      const { route } = findRoute(a.pathname)
      if (route === NOT_FOUND) return // a file of the site (the feed), not a page
      route.page.preload().catch(() => {}) // the page shows the failure if it is opened
    }
    for (const type of PRESSES) addEventListener(type, onPress, { capture: true, passive: true })
    return () => {
      for (const type of PRESSES) removeEventListener(type, onPress, { capture: true })
    }
  }, [])
}

/**
 * On every route change: at the top at once, and focus on the new page's heading; or, for an
 * address with a #fragment the new page has (a gallery card's sound-test link), at that element,
 * with the focus there, as the browser does for a link within a page; or, at a Back or Forward,
 * where the visitor left that page (`scrollOnArrival`).
 */
export function useRouteFocus(): void {
  const [location] = useLocation()
  const previous = useRef(location)
  // the heading of the page before: the location is deferred (src/app/app.tsx), so by this
  // effect the new page is already in the DOM, and a query now would find the new heading
  const before = useRef<{ el: Element | null; text: string }>({ el: null, text: '' })
  useLayoutEffect(() => {
    const old = before.current
    const heading = document.querySelector('main h1')
    before.current = { el: heading, text: heading?.textContent ?? '' }
    if (previous.current === location) return // first render: the visitor's own scroll stays
    previous.current = location
    moveEntry() // a link's new entry (a Back or Forward took its entry at the popstate)
    scrollOnArrival()
    // focus the new page's visible heading once it is there (a page may still be loading
    // what it shows: an article's text)
    let tries = 0
    let timer = 0
    const isNew = (el: Element) => el !== old.el || el.textContent !== old.text || tries > 10
    // back at a page left by a link (a Back or Forward): that link, where the page is put back
    // (its heading may be far above: the next Tab went to the top of the page). Its section may
    // show a frame after the page; one that cannot take focus (in a closed answer) gives way
    const [index = -1, left] = leftBy.get(entryKey()) ?? []
    let href = left
    const focusHeading = () => {
      const link = document.links[index]
      // counted once every section of the page is in (one shows a frame or a chunk later)
      if (href && link?.href === href && !document.querySelector('[data-near="waiting"]')) {
        link.focus({ preventScroll: true })
        if (document.activeElement === link) return
        href = undefined
      }
      const h =
        href && tries < 10
          ? null
          : (hashTarget() ??
            [...document.querySelectorAll<HTMLElement>('main h1')].find(
              (el) => el.offsetParent !== null && isNew(el)
            ))
      if (h) {
        if (h.tabIndex < 0) h.setAttribute('tabindex', '-1') // a heading or a section
        h.focus({ preventScroll: true })
      } else if (tries++ < 40) timer = window.setTimeout(focusHeading, 50)
    }
    timer = window.setTimeout(focusHeading, 0)
    return () => window.clearTimeout(timer)
  }, [location])
}
