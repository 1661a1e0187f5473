import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { afterPaint } from '../../../lib/idle'
import type { Estimate } from '../../../content/estimate/model'
import {
  estimateSearch,
  readEstimate,
  type EstimateRead,
} from '../../../content/estimate/url-codec'

/**
 * The query the page shows: the URL's, or one just set and not yet written to the history. A
 * history write (`pushState`) is a round trip to the browser, 5-8 ms of the main thread (20-34 ms
 * at 4x CPU) in the task of every tap on the price list: the panel renders the new query at once
 * and the history entry is written two painted frames later, after the tap's frame and the one
 * the estimate shows it in (EstimateBox).
 */
let unwritten: { search: string; replace: boolean; path: string } | null = null
let writing = false
const listeners = new Set<() => void>()

function currentSearch(): string {
  return unwritten?.search ?? location.search
}
const noSearch = () => '' // prerendered HTML has no query: hydrate as that, then read the real one

let watchingHistory = false

function subscribe(listener: () => void): () => void {
  if (!watchingHistory) {
    watchingHistory = true
    // back, forward or any other history change before the write: the history's query wins
    // (registered before any reader; our own write comes after `unwritten` is cleared)
    for (const e of ['popstate', 'pushState', 'replaceState'])
      addEventListener(e, () => (unwritten = null))
  }
  listeners.add(listener)
  // back and forward (and any other history change) change what the URL says
  const events = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const
  for (const e of events) addEventListener(e, listener)
  return () => {
    listeners.delete(listener)
    for (const e of events) removeEventListener(e, listener)
  }
}

/** Writes the query that was set to the history (one entry for a burst of changes). */
function writeHistory(): void {
  writing = false
  const next = unwritten
  if (!next) return
  unwritten = null
  // the visitor left the page meanwhile: the query was that page's
  if (next.path === location.pathname && next.search !== location.search)
    // the entry's state goes with it (its key for the scroll Back returns to: smooth-scroll.ts)
    navigate(`${location.pathname}${next.search}${location.hash}`, {
      replace: next.replace,
      state: history.state,
    })
}

/** A change to the estimate: the next one, or how to make it from the latest. */
export type EstimateChange = Estimate | ((latest: Estimate) => Estimate)

/**
 * The estimate kept in the page's URL (shareable, kept on reload, back and forward): what the
 * query says (`read`: the estimate and what could not be used from it, one object per query),
 * and `set` to change it (a new history entry, or the same one with `replace`, e.g. while a count
 * is typed). A change given as a function is made from the latest query, not a rendered one.
 */
export function useEstimateUrl(): {
  estimate: Estimate
  read: EstimateRead
  search: string
  set: (change: EstimateChange, options?: { replace?: boolean }) => void
} {
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch)
  const read = useMemo(() => readEstimate(search), [search])
  const set = useCallback((change: EstimateChange, options?: { replace?: boolean }) => {
    const next =
      typeof change === 'function' ? change(readEstimate(currentSearch()).estimate) : change
    const query = `?${estimateSearch(next)}`
    if (query === currentSearch()) return
    // a burst that began with a new entry stays one new entry
    const replace = (options?.replace ?? false) && (unwritten ? unwritten.replace : true)
    unwritten = { search: query, replace, path: location.pathname }
    for (const l of listeners) l()
    if (writing) return
    writing = true
    afterPaint(() => afterPaint(writeHistory))
  }, [])
  return { estimate: read.estimate, read, search, set }
}
