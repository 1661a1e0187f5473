import { TERMS, type TierKey } from './terms'

export type { TierKey } from './terms'

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

/** The short facts of a tier's card, from its terms. */
function facts(key: TierKey): HomeTier['facts'] {
  const t = TERMS[key]
  return [
    { label: 'turnaround', value: t.turnaround.short },
    { label: 'parts', value: t.parts.short },
    { label: 'payment', value: t.payment.short },
  ]
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
      'switches lubed, and filmed if you like',
      'stabilizers clipped, lubed and balanced',
      'case foam, pe foam and tape mods',
    ],
    facts: facts('essentials'),
  },
  {
    key: 'craft',
    title: 'the craft.',
    icon: 'solder',
    keywords: ['crafted.', 'for.', 'precision.'],
    description:
      'hands-on assembly of the components you chose. every switch seated straight, every solder joint clean, every stabilizer checked before the keycaps go on.',
    includes: [
      'hotswap or soldered assembly',
      'basic stabilizer tuning with a soldered build',
      'a sound test before it ships',
    ],
    facts: facts('craft'),
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
      'full build, mods and optimization',
      'photos and a sound test along the way',
    ],
    facts: facts('vision'),
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
