/**
 * This season's build queue (content/season.yaml, checked at build time by
 * scripts/season.ts) and the stages a commission goes through, in words a visitor reads
 * at a glance. The payment and turnaround wording comes from terms.ts.
 */
import season from 'virtual:thock-season'
import { TERMS } from './terms'
import type { Season, SeasonSlot, SlotStage } from './season-types'

export { SEASON_SLOTS, SLOT_STAGES } from './season-types'
export type { Season, SeasonSlot, SlotStage } from './season-types'

/** The season as the builder wrote it. */
export const SEASON: Season = season

/** A slot's number as the ring and the email write it. @example slotNumber(6) // '07' */
export const slotNumber = (index: number) => String(index + 1).padStart(2, '0')

/** How many slots of the season are open. */
export function openSlots(s: Season): number {
  return s.slots.filter((slot) => slot.status === 'open').length
}

/** The index of the first open slot (the next one a visitor can take), or null when full. */
export function nextOpenSlot(s: Season): number | null {
  const i = s.slots.findIndex((slot) => slot.status === 'open')
  return i < 0 ? null : i
}

/**
 * The season's open slots in a few words.
 * @example openSlotsText(SEASON) // '2 of 10 slots open'
 */
export function openSlotsText(s: Season): string {
  const open = openSlots(s)
  if (open === 0) return `all ${s.slots.length} slots taken`
  return `${open} of ${s.slots.length} ${s.slots.length === 1 ? 'slot' : 'slots'} open`
}

/**
 * The line the contact email carries about the queue: the next open slot, or that the season
 * is full.
 * @example nextSlotLine(SEASON) // 'next open slot: 09 of 10 (the 2024-25 season)'
 */
export function nextSlotLine(s: Season): string {
  const next = nextOpenSlot(s)
  return next === null
    ? `the ${s.name} season is full: i'd like to be first in line for the next one.`
    : `next open slot: ${slotNumber(next)} of ${s.slots.length} (the ${s.name} season)`
}

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
    text: 'we agree on the build and i hold a slot for you.',
    terms: `essentials and craft: ${TERMS.essentials.payment.full}. vision: ${TERMS.vision.payment.full}.`,
  },
  {
    key: 'parts',
    label: 'parts arrive',
    text: 'your parts reach my bench, checked before i touch them.',
    terms: `essentials and craft: ${TERMS.craft.parts.full}. vision: ${TERMS.vision.parts.full}.`,
  },
  {
    key: 'bench',
    label: 'on the bench',
    text: 'lubing, filming, foam, stabilizers, assembly.',
    terms: `essentials and craft: ${TERMS.craft.turnaround.full}. vision: ${TERMS.vision.turnaround.full}.`,
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
