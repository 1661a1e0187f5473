/**
 * `load` asked for once: every call gets the same promise, on its way, loaded or failed. A
 * render asks with the call itself: one that retried a failure would suspend on a new promise
 * each time the last one failed, and React, retrying it, would ask again and again (offline:
 * hundreds of requests a second, and the page never shows its error). A visitor's action asks
 * with `again()`: a press on a link, its click, a return to a page. It loads anew if the last
 * load failed, and if the last load is still on its way, it loads anew should that one fail: a
 * press made offline and let go back online is a try of its own, even where the press's failure
 * has not reached the page by the click (a slow phone). One such try at most per load: more
 * calls while it is on its way (a render that asks) wait on it. `loaded()` is the value once in.
 * @example const chunk = loadOnce(() => import('./page')); chunk.again(); chunk.loaded()
 */
export function loadOnce<T>(load: () => Promise<T>): (() => Promise<T>) & {
  again: () => Promise<T>
  loaded: () => T | undefined
} {
  let value: T | undefined
  let pending: Promise<T> | undefined
  let failed = false
  let retried = false // the load on its way is already a try made while another was on its way
  const track = (p: Promise<T>, retry = false): Promise<T> => {
    retried = retry
    const tracked: Promise<T> = p.then(
      (v) => (value = v),
      (e: unknown) => {
        if (pending === tracked) failed = true // not a load a later try has taken over
        throw e
      }
    )
    return (pending = tracked)
  }
  const get = () => pending ?? track(load())
  const again = () => {
    if (!pending || failed) {
      failed = false
      return track(load())
    }
    if (value !== undefined || retried) return pending
    return track(
      pending.catch(() => load()), // on its way: a failure of it is tried once more, once
      true
    )
  }
  return Object.assign(get, { again, loaded: () => value })
}
