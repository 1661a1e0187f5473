import type Lenis from 'lenis'
import { addTick, TICK_PRIORITY, wakeClock } from './clock'
import { requestFrame } from './frame'
import { readRaw, SESSION_KEYS, writeRaw } from '../state/safe-storage'
import { scrollStore } from '../state/scroll-store'
import { motion } from '../state/motion-store'

let lenis: Lenis | null = null
let removeNative: (() => void) | null = null
/** What `stopSmoothScroll` undoes: the listeners and the tick a start added. */
let undo: (() => void)[] = []
let generation = 0
let idleTimer = 0

function markIdleSoon(): void {
  window.clearTimeout(idleTimer)
  idleTimer = window.setTimeout(() => scrollStore.setState({ scrolling: false }), 120)
}

// a scroll event reads the scroll position only: a layout read here (the page's height, once
// part of the store and read by nothing) forced a style and layout of the page in every scroll
// event, 8-14 ms at 4x CPU while a section's classes changed with the scroll
function writeNative(): void {
  scrollStore.setState({ y: window.scrollY, scrolling: true })
  requestFrame()
  markIdleSoon()
}

function startNative(): void {
  window.addEventListener('scroll', writeNative, { passive: true })
  removeNative = () => window.removeEventListener('scroll', writeNative)
  scrollStore.setState({ y: window.scrollY }) // where it is; nothing has scrolled yet
}

function startLenis(LenisClass: typeof Lenis): void {
  removeNative?.()
  removeNative = null
  const { lerp, wheelMultiplier } = motion().scroll
  const instance = new LenisClass({ autoRaf: false, lerp, wheelMultiplier, anchors: true })
  lenis = instance
  instance.on('scroll', (l: Lenis) => {
    scrollStore.setState({ y: l.animatedScroll, scrolling: true })
    requestFrame()
    markIdleSoon()
  })
  // Lenis steps only while it scrolls; the clock sleeps otherwise, and any input that may start
  // a smooth scroll (a wheel turn, an anchor's click, a key) wakes it
  undo.push(
    addTick((time) => {
      instance.raf(time)
      return instance.isScrolling !== false
    }, TICK_PRIORITY.scroll)
  )
  for (const type of ['wheel', 'click', 'keydown']) {
    window.addEventListener(type, wakeClock, { passive: true })
    undo.push(() => window.removeEventListener(type, wakeClock))
  }
  scrollStore.setState({ y: window.scrollY })
}

/**
 * Starts scrolling for the visit. Scrolling is native (and writes the scroll store)
 * until the first wheel turn; only then is Lenis loaded and its smoothing stepped by
 * the one clock. Lenis smooths only the wheel, so touch and keyboard visitors never
 * download it, and nobody waits for it before the page can scroll. With reduced
 * motion scrolling stays native.
 */
export function startSmoothScroll(reducedMotion: boolean): void {
  stopSmoothScroll()
  if (entry === undefined) arrive()
  startNative()
  if (reducedMotion) return
  const mine = generation
  const onWheel = () => {
    import('lenis')
      .then(({ default: LenisClass }) => {
        if (mine === generation) startLenis(LenisClass)
      })
      .catch(() => {}) // not loaded (offline): scrolling stays native, which works as well
  }
  window.addEventListener('wheel', onWheel, { passive: true, once: true })
  undo.push(() => window.removeEventListener('wheel', onWheel))
}

/** Stops smoothing and the native listener (reduced-motion switches, tests). */
export function stopSmoothScroll(): void {
  generation++
  for (const f of undo) f()
  undo = []
  removeNative?.()
  removeNative = null
  lenis?.destroy()
  lenis = null
}

/** Jumps to `y` (px) at once: Lenis stopped, scrolled there, limits re-measured, started again. */
export function jumpTo(y: number): void {
  if (lenis) {
    lenis.stop()
    lenis.resize() // the new page's height first: Lenis clamps to the limit it knows
    lenis.scrollTo(y, { immediate: true, force: true })
    lenis.start()
  }
  window.scrollTo(0, y)
  scrollStore.setState({ y: window.scrollY })
  requestFrame()
}

/** How far below the top an element is put: clear of the fixed header (`scroll-padding-top`). */
const clearance = () => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0

/** The scroll that puts `el`'s top just below the fixed header. */
export const belowHeader = (el: Element) =>
  Math.round(el.getBoundingClientRect().top + window.scrollY - clearance())

/** The element the address's #fragment names (`/keyboards/azoth#sound-test`), if on the page. */
export function hashTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(location.hash.slice(1))
    return id ? document.getElementById(id) : null
  } catch {
    return null // a malformed fragment names nothing
  }
}

// Back and Forward return to where the visitor left a page, as a browser does between pages: each
// history entry gets a key in its state (`entryKey`), and the scroll the page was left at is kept
// under it. A link opens its page at the top (SPEC.md), or at the part its #fragment names.
let leftAt = new Map<unknown, number>()
let entry: unknown // the history entry on screen
let moved = false // whether the visit has left the entry the document loaded with

/** The current history entry's key; an entry that has none (a link's new one) is given one. */
export function entryKey(): unknown {
  const state = history.state as Record<string, unknown> | null
  if (state?.thock) return state.thock
  const key = Math.random()
  history.replaceState({ ...state, thock: key }, '')
  return key
}

/**
 * The document's first entry, as the visit begins: a reload, or a Back or Forward after one (a new
 * document for an entry of the one before), puts the page where it was left. The kept positions
 * outlive the document in sessionStorage, written as the page is hidden (the last event a phone
 * gives a tab it may discard and load again).
 */
function arrive(): void {
  try {
    leftAt = new Map(JSON.parse(readRaw(SESSION_KEYS.leftAt, true)!))
  } catch {
    // none kept, or not readable: every entry opens as a new one would
  }
  moveEntry()
  // at a Back or Forward, and as the page is hidden, the scroll as the browser has it: no engine
  // has moved it yet at the `popstate`, and the store hears of a scroll only at the next frame's
  // scroll event (a Forward straight after a Back, before the event for the browser's own return
  // to the gallery, kept the gallery where the article had been)
  addEventListener('popstate', () => moveEntry(window.scrollY))
  addEventListener('visibilitychange', () => {
    keep(window.scrollY)
    writeRaw(SESSION_KEYS.leftAt, JSON.stringify([...leftAt]), true)
  })
  if (leftAt.has(entry)) scrollOnArrival()
}

/**
 * Keeps where the visitor leaves the entry on screen, and takes the current entry as the one on
 * screen: at the start, at a Back or Forward (`popstate`, before the browser or the next page
 * moves the scroll) and at a route change whose entry is new (a link).
 */
export function moveEntry(y = scrollStore.getState().y): void {
  const now = entryKey()
  if (now !== entry) {
    moved = entry !== undefined
    if (moved) keep(y)
  }
  entry = now
}

/**
 * Keeps `y` as where the visitor left the entry on screen. At a link's route change, the store's
 * scroll: the new page is in place by then, and the browser has cut the scroll to its height.
 */
const keep = (y: number) => leftAt.set(entry, y)

/**
 * Puts a page the visitor has just arrived at where it belongs, at once: where they left it (a
 * Back or Forward), at the element the address's #fragment names, clear of the fixed header
 * (where the browser puts a page it loads with a fragment; a route change scrolls nowhere by
 * itself), or at the top.
 */
export function scrollOnArrival(): void {
  // the page the document loaded with is where the browser put it (where it was, at a reload; at
  // its #fragment), and the visitor may have scrolled since, before the code ran: it goes on only
  // from the top, or from the end of a page not yet as long as it was
  const now = window.scrollY
  if (!moved && now > 0 && now < document.documentElement.scrollHeight - window.innerHeight - 1)
    return
  const el = hashTarget()
  const y = leftAt.get(entry) ?? (el ? belowHeader(el) : 0)
  // a page not yet as long as it was (its lower sections show from the frame after its first):
  // again in each frame as it grows, for half a second, unless the visitor has scrolled since
  let frames = 30
  let at: number | undefined
  const go = () => {
    if (at !== undefined && window.scrollY !== at) return
    jumpTo(y)
    at = window.scrollY
    if (at < y && frames--) requestAnimationFrame(go)
  }
  go()
}
