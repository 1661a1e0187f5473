import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from '../../../src/dom/after-paint'
import { afterPaint } from '../../../src/lib/idle'
import { fakeFrames } from '../fake-frames'

describe('after the next painted frame', () => {
  const { paintOne } = fakeFrames()

  it('afterPaint runs once the frame is painted, and not once cancelled', () => {
    const ran: string[] = []
    afterPaint(() => ran.push('history'))
    const cancel = afterPaint(() => ran.push('cancelled'))
    vi.advanceTimersByTime(12)
    expect(ran).toEqual([]) // no frame yet
    cancel()
    paintOne()
    expect(ran).toEqual(['history'])
  })

  it('useAfterPaint shows a change after the frame, the last of a burst', () => {
    const { result, rerender } = renderHook(({ v }) => useAfterPaint(v), {
      initialProps: { v: 'essentials' },
    })
    expect(result.current).toBe('essentials') // the first value at once
    rerender({ v: 'craft' })
    rerender({ v: 'vision' })
    expect(result.current).toBe('essentials')
    act(paintOne)
    expect(result.current).toBe('vision')
  })
})
