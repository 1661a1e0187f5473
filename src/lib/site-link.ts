/**
 * The link of this site that a plain press or click lands on: the main button, no modifier (a
 * Ctrl or Cmd click opens a new tab, Shift a window), the same origin, no target of its own.
 */
export function siteLink(e: MouseEvent): HTMLAnchorElement | null {
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null
  const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
  return a instanceof HTMLAnchorElement && plain && a.origin === location.origin && !a.target
    ? a
    : null
}
