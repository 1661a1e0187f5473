import { useCallback, useMemo } from 'react'
import { navigate, useLocationProperty } from 'wouter/use-browser-location'
import type { Estimate } from '../../../content/estimate/model'
import { estimateSearch, readEstimate } from '../../../content/estimate/url-codec'

const currentSearch = () => location.search
const noSearch = () => '' // prerendered HTML has no query: hydrate as that, then read the real one

/**
 * The estimate kept in the page's URL (shareable, kept on reload, back and forward): what the
 * query says, what could not be used from it, and `set` to change it (a new history entry, or
 * the same one with `replace`, e.g. while a count is typed).
 */
export function useEstimateUrl(): {
  estimate: Estimate
  problems: string[]
  search: string
  set: (next: Estimate, options?: { replace?: boolean }) => void
} {
  const search = useLocationProperty(currentSearch, noSearch)
  const { estimate, problems } = useMemo(() => readEstimate(search), [search])
  const set = useCallback((next: Estimate, options?: { replace?: boolean }) => {
    const query = `?${estimateSearch(next)}`
    if (query === location.search) return
    navigate(`${location.pathname}${query}${location.hash}`, { replace: options?.replace })
  }, [])
  return { estimate, problems, search, set }
}
