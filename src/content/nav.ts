/** The header's and the phone drawer's links, in order (each path is a route of src/app/routes.tsx). */
export const NAV_LINKS: readonly { path: string; label: string }[] = [
  { path: '/about', label: 'about me' },
  { path: '/keyboards', label: 'keyboards' },
  { path: '/build-service', label: 'build service' },
]

/** Strips trailing slashes so '/about/' (static hosts) is '/about'. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Whether a nav link is the current page: the page itself or a page under it. */
export function isCurrent(location: string, href: string): boolean {
  const here = normalizePath(location)
  return here === href || here.startsWith(href + '/')
}

/**
 * The id of an article's sound test: `/keyboards/{slug}#sound-test` opens the article there (the
 * gallery's cards link it). Here in the shell, which both pages load: a module of its own that
 * the two page chunks shared would be one more script to fetch.
 */
export const SOUND_TEST_ID = 'sound-test'
