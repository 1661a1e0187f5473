/** The three ways to work with thock&co., as the home page's tier cards show them. */
export type TierKey = 'essentials' | 'craft' | 'vision'

/** One home tier card (SPEC.md section 3: key, title, icon, keywords, description). */
export interface HomeTier {
  key: TierKey
  /** Shown on the card and, rotated, on its collapsed strip. */
  title: string
  /** Which drawing the card carries (see the home page's tier icons). */
  icon: 'tune' | 'solder' | 'compass'
  /** The three words of the rotating keyword line, in order. */
  keywords: readonly [string, string, string]
  description: string
  /** What the visitor gets, in a few words each. */
  includes: readonly string[]
  /** The short facts beside the card: turnaround, parts, payment. */
  facts: readonly { label: string; value: string }[]
}

/** The tiers in the order they appear; essentials first and expanded initially. */
export const HOME_TIERS: readonly HomeTier[] = [
  {
    key: 'essentials',
    title: 'the essentials.',
    icon: 'tune',
    keywords: ['tuned.', 'to.', 'perfection.'],
    description:
      'tuning and modding the keyboard you already own. you send it in, it comes back quieter, smoother and more like itself.',
    includes: [
      'switches lubed and filmed',
      'stabilizers clipped, lubed and balanced',
      'case foam, pe foam and tape mods',
    ],
    facts: [
      { label: 'turnaround', value: '3-7 business days' },
      { label: 'parts', value: 'your board' },
      { label: 'payment', value: 'fee upfront' },
    ],
  },
  {
    key: 'craft',
    title: 'the craft.',
    icon: 'solder',
    keywords: ['crafted.', 'for.', 'precision.'],
    description:
      'hands-on assembly of the components you chose. every switch seated, every joint clean, every stabilizer tuned before the keycaps go on.',
    includes: [
      'hotswap or soldered assembly',
      'basic stabilizer tuning included',
      'a sound test before it ships',
    ],
    facts: [
      { label: 'turnaround', value: '3-7 business days' },
      { label: 'parts', value: 'you supply them' },
      { label: 'payment', value: 'fee upfront' },
    ],
  },
  {
    key: 'vision',
    title: 'the vision.',
    icon: 'compass',
    keywords: ['your.', 'curated.', 'dream.'],
    description:
      'the complete personalised build, from concept to delivery. we talk through the sound and feel you are after, i source the parts and build it end to end.',
    includes: [
      'parts sourced and curated for you',
      'full build, mods and optimisation',
      'photos and a sound test along the way',
    ],
    facts: [
      { label: 'turnaround', value: '2-4 weeks' },
      { label: 'parts', value: 'i source them' },
      { label: 'payment', value: '50% deposit' },
    ],
  },
]

/** Finds a tier by key (every key is in HOME_TIERS). */
export function findTier(key: TierKey): HomeTier {
  return HOME_TIERS.find((t) => t.key === key) ?? HOME_TIERS[0]!
}

/** The line read to screen readers when a tier is chosen: its three words as one phrase. */
export function tierPhrase(tier: HomeTier): string {
  return `${tier.title} ${tier.keywords.map((w) => w.replace(/\.$/, '')).join(' ')}.`
}
