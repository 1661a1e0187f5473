/**
 * `load` asked for once: every call gets the same promise, on its way, loaded or failed. A
 * render asks with the call itself: one that retried a failure would suspend on a new promise
 * each time the last one failed, and React, retrying it, would ask again and again (offline:
 * hundreds of requests a second, and the page never shows its error). A visitor's action asks
 * with `again()`, which loads anew if the last load failed: a press on a link, a return to a
 * page. `loaded()` is the value once in.
 * @example const chunk = loadOnce(() => import('./page')); chunk.again(); chunk.loaded()
 */
export function loadOnce<T>(load: () => Promise<T>): (() => Promise<T>) & {
  again: () => Promise<T>
  loaded: () => T | undefined
} {
  let value: T | undefined
  let pending: Promise<T> | undefined
  let failed = false
  const get = () =>
    (pending ??= load().then(
      (v) => (value = v),
      (e: unknown) => {
        failed = true
        throw e
      }
    ))
  const again = () => {
    if (failed) [failed, pending] = [false, undefined]
    return get()
  }
  return Object.assign(get, { again, loaded: () => value })
}
