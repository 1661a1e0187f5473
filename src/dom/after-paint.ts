import { useEffect, useState } from 'react'
import { afterPaint } from '../lib/idle'

/**
 * `value` as of the last painted frame: a change shows in a render after the frame that answers
 * the tap which made it (`afterPaint`; the first value at once, a burst of changes its last). For
 * a part of the page that follows another: the tapped control answers in its own frame, this part
 * in the next (docs/architecture.md, "The tapped control answers first").
 * @example const shown = useAfterPaint(read) // the estimate under the price list
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value)
  useEffect(
    () => (Object.is(shown, value) ? undefined : afterPaint(() => setShown(value))),
    [shown, value]
  )
  return shown
}
