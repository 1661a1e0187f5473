import { PRICING } from '../../../content/pricing'
import type { Estimate, SetAside } from '../../../content/estimate/model'
import { estimateSearch, readEstimate } from '../../../content/estimate/url-codec'
import { readRaw, writeRaw } from '../../../state/safe-storage'

// sessionStorage: what was added to the tiers not in view is kept for the visit (a reload, the
// contact page and back), never in the URL (only the tier in view is shared or requested). Not
// in SESSION_KEYS: that ships with every page, this only with the estimate.
const KEY = 'thock-estimate-aside'

/**
 * The lines set aside for other tiers in this visit. Each is kept as its query and read back
 * with `readEstimate`, so a stored one is held to the rules a link is (known services, counts
 * within the limits, one of each set of alternatives); anything else stored is ignored.
 */
export function readSetAside(): SetAside {
  let stored: unknown
  try {
    stored = JSON.parse(readRaw(KEY, true) ?? '{}')
  } catch {
    return {}
  }
  if (typeof stored !== 'object' || stored === null) return {}
  const aside: Partial<Record<Estimate['tier'], Estimate>> = {}
  for (const { key } of PRICING) {
    const search = (stored as Record<string, unknown>)[key]
    if (typeof search !== 'string') continue
    const { estimate } = readEstimate(search)
    if (estimate.tier === key && estimate.lines.length) aside[key] = estimate
  }
  return aside
}

/** Keeps the lines set aside for the rest of the visit. */
export function writeSetAside(aside: SetAside): void {
  const stored: Record<string, string> = {}
  for (const [key, estimate] of Object.entries(aside))
    if (estimate?.lines.length) stored[key] = estimateSearch(estimate)
  writeRaw(KEY, Object.keys(stored).length ? JSON.stringify(stored) : null, true)
}
