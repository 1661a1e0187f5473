/**
 * This season's build queue (content/season.yaml, checked at build time by
 * scripts/season.ts) and the stages a commission goes through, in words a visitor reads
 * at a glance. The payment and turnaround wording comes from terms.ts. The queue and its
 * slots alone (what the contact email says of it) are ./season-slots.ts.
 */
import { TERMS, termAcrossTiers } from './terms'
import type { Season, SeasonSlot, SlotStage } from './season-types'

export { SEASON_SLOTS, SLOT_STAGES, slotNumber } from './season-types'
export type { Season, SeasonSlot, SlotStage } from './season-types'
export { SEASON, nextOpenSlot, nextSlotLine, openSlots } from './season-slots'

/** One step of the timeline: its key, its name, what happens, and what is paid or how long. */
export interface CommissionStep {
  key: 'confirmed' | SlotStage
  label: string
  text: string
  terms: string
}

/**
 * The stages a commission goes through, in order: the order is confirmed (a slot is yours),
 * then the season file's stages (parts, bench, sound test, shipped).
 */
export const COMMISSION_STEPS: readonly CommissionStep[] = [
  {
    key: 'confirmed',
    label: 'order confirmed',
    text: 'we agree on the build, the fee or deposit is in, and the slot is yours.',
    terms: `${termAcrossTiers('payment', '. ')}.`,
  },
  {
    key: 'parts',
    label: 'parts arrive',
    text: 'your parts reach my bench, checked before i touch them.',
    terms: `${termAcrossTiers('parts', '. ')}.`,
  },
  {
    key: 'bench',
    label: 'on the bench',
    text: 'lubing, filming, foam, stabilizers, assembly.',
    terms: `${termAcrossTiers('turnaround', '. ')}.`,
  },
  {
    key: 'sound-test',
    label: 'sound test',
    text: 'i type on it for a day and send you a recording before it ships.',
    terms: 'nothing ships that does not sound right.',
  },
  {
    key: 'shipped',
    label: 'shipped',
    text: 'packed and on its way to you, with tracking.',
    terms: `vision: the other ${100 - TERMS.vision.payment.upfrontPercent}% on completion, before it ships. shipping both ways is yours.`,
  },
]

/** The step a slot is at: a commission's stage, 'confirmed' for a reserved slot, none if open. */
export function stepOf(slot: SeasonSlot): CommissionStep['key'] | null {
  if (slot.status === 'commission') return slot.stage
  if (slot.status === 'reserved') return 'confirmed'
  return null
}

/** How many of the season's slots are at each step. */
export function stepCounts(s: Season): Record<CommissionStep['key'], number> {
  const counts = Object.fromEntries(COMMISSION_STEPS.map((st) => [st.key, 0])) as Record<
    CommissionStep['key'],
    number
  >
  for (const slot of s.slots) {
    const step = stepOf(slot)
    if (step) counts[step]++
  }
  return counts
}
