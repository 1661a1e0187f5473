import {
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react'
import { afterPaint, whenQuiet } from '../lib/idle'
import { loadOnce } from '../lib/load-once'
import { motion } from '../state/motion-store'
import s from './near-screen.module.css'

/**
 * How near the screen a waiting section must be to load: once the page has hydrated, on screen
 * (a visitor who does not scroll sees no other); from the visitor's first scroll, within two
 * viewports ahead or behind (a scroll brings it soon).
 */
export const NEAR_AT_REST = '0px'
export const NEAR_SCROLLING = '200% 0px 200% 0px'

const noStore = () => () => {}
/** Presses, keys and focus inside a waiting section load it at once; a click is also held. */
const PRESSES = ['pointerdown', 'focusin', 'click', 'keydown'] as const
/** Each waiting section's `go` (load it), by its wrapper, from its first effect; null: it failed. */
const waiting = new WeakMap<Element, (() => void) | null>()
/** The clicks held for each waiting section, to be replayed once it is live. */
const heldBy = new WeakMap<Element, Event[]>()
// One listener per kind for every section, before React's own (on the root): React drops an
// event on HTML it cannot hydrate yet. From the moment React listens: it hydrates the page a
// commit after the shell, and a click between the two (or the tap kept from before it listens,
// pressed again then) comes before the section's effect
if (!import.meta.env.SSR)
  for (const type of PRESSES)
    addEventListener(
      type,
      (e) => {
        const near = (e.target as Element).closest?.('[data-near="waiting"]')
        const go = near && waiting.get(near)
        if (!near || go === null) return // it could not load: its error boundary's retry answers
        go?.()
        if (e.type === 'click' && (go || (window as { thockLive?: boolean }).thockLive)) {
          e.preventDefault()
          e.stopImmediatePropagation()
          heldBy.set(near, [...(heldBy.get(near) ?? []), e])
        }
      },
      true
    )

/**
 * A section of a page whose code loads only when the visitor comes near it. The prerendered HTML
 * shows from the first paint; hydration keeps it (a Suspense boundary whose code has not loaded
 * stays server HTML) until the section is within `NEAR_AT_REST` of the screen once the page has
 * loaded, within `NEAR_SCROLLING` once the visitor scrolls, or a press or focus lands inside it.
 * Near while the visitor scrolls, it loads once the scroll rests (`motion().idle.sectionQuietMs`
 * without a scroll, press or key): its HTML is on screen meanwhile, and loading and hydrating it
 * mid-scroll cost the scroll's frames (2-3 frames of 50-100 ms in Firefox on `/build-service`).
 * A section whose motion follows the scroll (`followsScroll`: the home tiers) cannot wait and
 * loads as soon as it is near. A click that lands before it is live (a slow network) is held and
 * replayed once it is, so no control ignores a tap. A key asks for it too, but is not held (a
 * replayed key cannot scroll the page, its default where it is no choice's). A client render
 * (navigation to the page) loads its code at once and shows it in the frame after the page's
 * first: the new page's first
 * screen is not held for what is below it (at 4x CPU the sections of `/build-service` were most
 * of the elements the new page's first frame styled and laid out: docs/performance-notes.md,
 * the twenty-sixth pass). Meanwhile a box of one
 * screen's height stands in for it, so nothing below it comes into view. The wrapper has no
 * box (`display: contents`) and carries `data-near="waiting" | "live"`.
 *
 * The section takes no props, and the boundary's element is made once: a boundary still waiting
 * that receives an update (a re-render of its parent with new props) cannot keep its server HTML,
 * and React would replace it by the (empty) fallback.
 * `now` (read once the page has hydrated) loads it at once anyway, e.g. for an address that
 * names the section's state.
 * @example const Faq = nearScreen(() => import('./faq-card').then((m) => m.FaqCard))
 */
export function nearScreen(
  load: () => Promise<ComponentType>,
  { now, followsScroll = false }: { now?: () => boolean; followsScroll?: boolean } = {}
): ComponentType {
  const fetch = loadOnce(load) // a failure (offline) is asked again by the page's next visit
  let open = () => {}
  const near = new Promise<void>((resolve) => (open = resolve)).then(fetch)

  function Body({ wait, onLive }: { wait: boolean; onLive: (live: boolean) => void }) {
    // it commits once its code is in: the section is live
    useLayoutEffect(() => onLive(true), [onLive])
    use(wait ? near : fetch()) // on every render (once settled, React reads it at once)
    const Section = fetch.loaded()!
    return <Section />
  }

  function Near() {
    // hydrating (or prerendering): keep the server HTML; a client render asks for the code at once
    const hydrating = useSyncExternalStore(
      noStore,
      () => false,
      () => true
    )
    const [kept] = useState(hydrating)
    const [live, setLive] = useState(false)
    // a client render: shown from the frame after the page's first (its code loads meanwhile)
    const [shown, setShown] = useState(kept)
    if (!shown) void fetch.again().catch(() => {}) // a failure is its boundary's to show, once shown
    const ref = useRef<HTMLDivElement>(null)

    useEffect(() => {
      if (!shown) return afterPaint(() => startTransition(() => setShown(true)))
    }, [shown])

    useEffect(() => {
      const el = ref.current
      if (!el) return
      // a client render (or live): nothing to hold; its error boundary's retry, if it fails, answers
      if (!kept || live) return void waiting.set(el, null)
      let io: IntersectionObserver | undefined
      let cancelQuiet: (() => void) | undefined
      const watch = (rootMargin: string, near: () => void) => {
        io?.disconnect()
        io = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && near(), {
          rootMargin,
        })
        for (const child of el.children) io.observe(child)
      }
      const rested = () => {
        const { sectionQuietMs } = motion().idle // read when used: the panel tunes it live
        cancelQuiet ??= whenQuiet(go, sectionQuietMs, sectionQuietMs)
      }
      const scrolled = () => watch(NEAR_SCROLLING, followsScroll ? go : rested)
      // a context that changes above a waiting boundary (a provider's new value) makes React
      // drop its server HTML for the fallback (nothing): with nothing left to observe or to
      // see, the section loads at once instead of staying blank
      const dropped = new MutationObserver(() => el.firstElementChild || go())
      const unwatch = () => {
        cancelQuiet?.()
        io?.disconnect()
        dropped.disconnect()
        removeEventListener('scroll', scrolled)
      }
      const go = () => {
        unwatch()
        open()
      }
      if (now?.()) go()
      else {
        dropped.observe(el, { childList: true })
        // on screen where the page was: load. A scroll made in an animation frame (Lenis, a
        // script) can bring it on screen before that scroll's event is sent (a frame later,
        // later still on a busy phone): the position moved, so it is the scroll's rule
        const atY = window.scrollY
        watch(NEAR_AT_REST, () => (window.scrollY === atY ? go() : scrolled()))
        addEventListener('scroll', scrolled, { passive: true, once: true })
      }
      waiting.set(el, go)
      if (heldBy.has(el)) go() // pressed before its effect
      // it cannot load (offline): its error boundary shows
      near.catch(() => waiting.set(el, null))
      return () => {
        unwatch()
        waiting.delete(el)
        const held = heldBy.get(el) ?? []
        heldBy.delete(el)
        // live: the taps that came before it was live, again, in order (as they came:
        // bubbling, cancelable); a second tap while it loaded (a tier, then a tab) is not lost
        setTimeout(() => {
          for (const e of held) {
            const target = e.target as Element
            if (target.isConnected)
              target.dispatchEvent(new (e.constructor as typeof Event)(e.type, e))
          }
        })
      }
    }, [kept, live])

    // made once where it was kept (kept and setLive never change; shown is true from the start):
    // a re-render never updates the waiting boundary
    const content = useMemo(() => {
      const body = <Body wait={kept && !import.meta.env.SSR} onLive={setLive} />
      if (kept) return <Suspense fallback={null}>{body}</Suspense>
      const standIn = <div className={s.standIn} aria-hidden="true" />
      return shown ? <Suspense fallback={standIn}>{body}</Suspense> : standIn
    }, [kept, shown])
    return (
      <div ref={ref} className={s.near} data-near={live ? 'live' : 'waiting'}>
        {content}
      </div>
    )
  }
  return Near
}
