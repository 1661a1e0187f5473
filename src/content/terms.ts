/**
 * The business terms of the three tiers (SPEC.md section 9), written once: how each tier
 * is paid, how long it takes and who supplies the parts. The price panel, the home tier
 * cards and the FAQ all derive their wording from here.
 */

/** The three tiers, by key: essentials (tune), craft (build), vision (curate). */
export type TierKey = 'essentials' | 'craft' | 'vision'

/** The tier keys in their order on every page. */
export const TIER_KEYS: readonly TierKey[] = ['essentials', 'craft', 'vision']

/** One term of one tier: the full wording, and a few words for the home cards. */
export interface Term {
  full: string
  short: string
}

/** How a tier is paid: the wording, and the share of the price due before the work starts. */
export interface PaymentTerm extends Term {
  upfrontPercent: number // the rest is due on completion
}

/** The terms of one tier. */
export interface TierTerms {
  payment: PaymentTerm
  turnaround: Term
  parts: Term
}

const FEE_UPFRONT: PaymentTerm = {
  full: 'service fee paid upfront',
  short: 'fee upfront',
  upfrontPercent: 100,
}
const DAYS: Term = { full: '3-7 business days after your parts arrive', short: '3-7 business days' }

/** The terms of every tier. */
export const TERMS: Readonly<Record<TierKey, TierTerms>> = {
  essentials: {
    payment: FEE_UPFRONT,
    turnaround: DAYS,
    parts: { full: 'you supply all parts', short: 'your board' },
  },
  craft: {
    payment: FEE_UPFRONT,
    turnaround: DAYS,
    parts: { full: 'you supply all parts', short: 'you supply them' },
  },
  vision: {
    payment: {
      full: '50% deposit upfront, 50% on completion',
      short: '50% deposit',
      upfrontPercent: 50,
    },
    turnaround: { full: '2-4 weeks, longer when rare parts are involved', short: '2-4 weeks' },
    parts: { full: 'i source every part', short: 'i source them' },
  },
}

/**
 * One term across the tiers, tiers with the same wording joined.
 * @example termAcrossTiers('turnaround') // 'essentials and craft: 3-7 business days after … · vision: 2-4 weeks, …'
 */
export function termAcrossTiers(term: keyof TierTerms, separator = ' · '): string {
  const groups: { keys: TierKey[]; text: string }[] = []
  for (const key of TIER_KEYS) {
    const text = TERMS[key][term].full
    const same = groups.find((g) => g.text === text)
    if (same) same.keys.push(key)
    else groups.push({ keys: [key], text })
  }
  return groups
    .map((g) => `${g.keys.join(', ').replace(/, ([^,]*)$/, ' and $1')}: ${g.text}`)
    .join(separator)
}
