import { afterEach, describe, expect, it, vi } from 'vitest'
import { moveEntry, startSmoothScroll, stopSmoothScroll } from '../../../src/lib/smooth-scroll'

/** Where the browser has the page; a scroll event follows only if `event` (at the next frame). */
function scrollTo(y: number, event: boolean) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  if (event) window.dispatchEvent(new Event('scroll'))
}

/** The positions kept per history entry, as written when the page is hidden. */
function kept(): Map<unknown, number> {
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  return new Map(JSON.parse(sessionStorage.getItem('thock-left-at')!) as [unknown, number][])
}

afterEach(() => stopSmoothScroll())

describe('where Back and Forward return to', () => {
  it("keeps the page left at a Back where the browser has it, before the page's scroll event", () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    history.replaceState(null, '', '/keyboards')
    startSmoothScroll(true)
    const gallery = (history.state as { thock: unknown }).thock
    scrollTo(1324, true)
    // a link to an article: a new entry, the gallery kept where the visitor left it
    history.pushState(null, '', '/keyboards/azoth')
    moveEntry()
    const article = (history.state as { thock: unknown }).thock
    expect(kept().get(gallery)).toBe(1324)
    scrollTo(0, true)
    // a flick and Back at once: the scroll event for 900 would come at the next frame
    scrollTo(900, false)
    history.replaceState({ thock: gallery }, '', '/keyboards')
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    expect(kept().get(article)).toBe(900) // the scroll store still said 0
  })
})
