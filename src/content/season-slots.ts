/**
 * This season's build queue (content/season.yaml, checked at build time by scripts/season.ts)
 * and its slots in words: what the contact email says of it, without the stages of a
 * commission and their terms (./season.ts).
 */
import season from 'virtual:thock-season'
import type { Season } from './season-types'

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
