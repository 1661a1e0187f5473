/**
 * This season's build queue (content/season.yaml, checked at build time by scripts/season.ts)
 * and its slots in words: what the contact email says of it, without the stages of a
 * commission and their terms (./season.ts).
 */
import season from 'virtual:thock-season'
import { slotNumber, type Season } from './season-types'

/** The season as the builder wrote it. */
export const SEASON: Season = season

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
