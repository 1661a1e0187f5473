import type { ReactNode } from 'react'
import { estimateText } from '../../content/estimate/email'
import { layoutLabel, tierOf } from '../../content/estimate/model'
import { viewLines } from '../../content/estimate/sums'
import { readEstimate } from '../../content/estimate/url-codec'
import { EstimateSummary } from '../../dom/components/estimate/estimate'
import { LAYOUT_CHOICE } from './compose'

/** What the contact form takes from an estimate in the page's URL ('request this build'). */
export interface ContactEstimate {
  /** What it fills in (never over typed text); null when the estimate has no service. */
  prefill: { layout: string; message: string } | null
  /** The estimate written out for the email (nothing when it has no service). */
  text: string[]
  /** The estimate as the page shows it, and what in the URL could not be used. */
  summary: ReactNode
}

/**
 * The estimate a query names, for the contact form (loaded by ./index.tsx only when the address
 * has a query: a visit with none loads no estimate code).
 */
export function contactEstimate(search: string): ContactEstimate {
  // an address that names no tier and no service holds no estimate (a campaign's tag, a stray
  // parameter): nothing to show, and nothing to explain
  const q = new URLSearchParams(search)
  if (!q.has('tier') && !q.has('items')) return { prefill: null, text: [], summary: null }
  const { estimate, problems } = readEstimate(search)
  const lines = viewLines(estimate)
  const services = lines.map((l) => l.name.toLowerCase()).join(', ')
  return {
    prefill: lines.length
      ? {
          layout: LAYOUT_CHOICE[estimate.layout],
          message: `i'd like the ${tierOf(estimate.tier).label.toLowerCase()} service on my ${layoutLabel(estimate.layout)} board: ${services}.`,
        }
      : null,
    text: estimateText(estimate),
    summary: <EstimateSummary estimate={estimate} problems={problems} />,
  }
}
