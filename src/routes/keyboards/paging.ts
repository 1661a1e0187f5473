/** How many cards show at first: one page, or all of them when there are fewer. */
export function firstCount(total: number, pageSize: number): number {
  return Math.max(0, Math.min(total, pageSize))
}

/** The count after one 'load more': one more page, capped at the total. */
export function nextCount(current: number, total: number, pageSize: number): number {
  return Math.max(0, Math.min(total, current + pageSize))
}

/** True while some cards are still hidden (the 'load more' button shows). */
export function hasMore(current: number, total: number): boolean {
  return current < total
}
