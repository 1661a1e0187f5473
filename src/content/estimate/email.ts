/** An estimate written out as lines of text for the contact email. Pure. */
import { layoutLabel, tierOf, type Estimate } from './model'
import { NOT_INCLUDED, estimateTotal, formatTotal, scheduleLines, viewLines } from './sums'

/** The estimate written out for the email: a heading, one line per service, the total. */
export function estimateText(estimate: Estimate): string[] {
  const lines = viewLines(estimate)
  if (!lines.length) return []
  const tier = tierOf(estimate.tier)
  return [
    `estimate (${tier.label}, ${layoutLabel(estimate.layout)}):`,
    ...lines.map((l) =>
      l.switches === undefined
        ? `- ${l.name}: ${l.costText}`
        : `- ${l.name}, ${l.switches} switches x ${l.unitPrice}: ${l.costText}`
    ),
    `total: ${formatTotal(estimateTotal(estimate))}`,
    ...scheduleLines(estimate).map((l) => `${l.label}: ${l.text}`),
    NOT_INCLUDED,
  ]
}
