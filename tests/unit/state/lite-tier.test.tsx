import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isLite, useLiteTier } from '../../../src/state/lite-tier'

describe("the 'lite' tier as the page shows it (<html data-quality>)", () => {
  afterEach(() => delete document.documentElement.dataset.quality)

  it("is 'full' while the attribute is absent", () => {
    expect(isLite()).toBe(false)
    expect(renderHook(() => useLiteTier()).result.current).toBe(false)
  })

  it('re-renders a component when the tier changes, both ways', async () => {
    const { result } = renderHook(() => useLiteTier())
    // a MutationObserver reports after a microtask
    await act(async () => void (document.documentElement.dataset.quality = 'lite'))
    expect(result.current).toBe(true)
    expect(isLite()).toBe(true)
    await act(async () => void (document.documentElement.dataset.quality = 'full'))
    expect(result.current).toBe(false)
  })
})
