/**
 * The season's build queue (content/season.yaml), as the build checks it and the pages read it:
 * its types and fixed words, no data. The loader (scripts/season.ts), the page code (season.ts)
 * and the ring's tiles share them.
 */

/** How many slots a season has: one for every build (SPEC.md section 9, the ring's 10 slots). */
export const SEASON_SLOTS = 10

/** A slot's number as the ring, the queue and the email write it. @example slotNumber(6) // '07' */
export const slotNumber = (index: number) => String(index + 1).padStart(2, '0')

/** Where a commission is, in the order it goes through them. */
export const SLOT_STAGES = ['parts', 'bench', 'sound-test', 'shipped'] as const
export type SlotStage = (typeof SLOT_STAGES)[number]

/** Where a build at each stage is now, in a few words (the ring's tiles, the queue). */
export const STAGE_NOW: Readonly<Record<SlotStage, string>> = {
  parts: 'waiting on parts',
  bench: 'on the bench',
  'sound-test': 'sound test',
  shipped: 'shipped',
}

/** What a slot holds: nothing yet, a hold for someone, or a paid build at a stage. */
export const SLOT_STATUSES = ['open', 'reserved', 'commission'] as const
export type SlotStatus = (typeof SLOT_STATUSES)[number]

/** One slot of the season; dates are 'YYYY-MM-DD'. */
export type SeasonSlot =
  | { status: 'open' }
  | { status: 'reserved'; confirmed?: string }
  | {
      status: 'commission'
      stage: SlotStage
      slug?: string // the build's article, once there is one
      confirmed?: string // the day the order was confirmed
      shipped?: string // the day it left, once shipped
    }

/** The season: its name ('2024-25') and its slots, in the builder's order. */
export interface Season {
  name: string
  slots: SeasonSlot[]
}
