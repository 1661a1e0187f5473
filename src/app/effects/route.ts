import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { scrollToTopNow } from '../../lib/smooth-scroll'

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
