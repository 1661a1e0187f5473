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
 * @example nextSlotLine(SEASON) // 'next open slot: 10 of 10 (the 2024-25 season)'
 */
export function nextSlotLine(s: Season): string {
  const next = nextOpenSlot(s)
  return next === null
    ? `the ${s.name} season is full: i'd like to be first in line for the next one.`
    : `next open slot: ${slotNumber(next)} of ${s.slots.length} (the ${s.name} season)`
}

/** How old the queue's newest day may be before the build asks whether it is still current. */
const STALE_DAYS = 120

/**
 * The build's warning where the newest day the queue names (a slot's confirmed or shipped day) is
 * more than STALE_DAYS before `today`, or null. A visitor reads the queue as where the builds
 * stand today: one untouched for months reads as a shop that has closed. The site still builds.
 * @example staleSeason(SEASON, new Date('2026-12-07')) // '[season] … 2025-11-17, 385 days …'
 */
export function staleSeason(s: Season, today: Date): string | null {
  const days = s.slots.flatMap((slot) =>
    slot.status === 'open' ? [] : [slot.confirmed, 'shipped' in slot ? slot.shipped : undefined]
  )
  const newest = days
    .filter((d) => d !== undefined)
    .sort()
    .at(-1)
  if (!newest) return null
  const age = Math.floor((today.getTime() - Date.parse(newest)) / 86_400_000)
  if (age <= STALE_DAYS) return null
  return (
    `[season] content/season.yaml: its newest day is ${newest}, ${age} days ago, and a visitor ` +
    `reads the queue as where the builds stand today: bring its stages (and the season's name) up to date`
  )
}
