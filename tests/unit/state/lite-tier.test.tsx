import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isLite, mayDrawExtras, useLiteTier, useMayDrawExtras } from '../../../src/state/lite-tier'

describe("the 'lite' tier as the page shows it (<html data-quality>)", () => {
  afterEach(() => {
    delete document.documentElement.dataset.quality
    document.documentElement.removeAttribute('data-quality-proven')
  })

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

  it('draws optional extras with WebGL only in full and once proven affordable', async () => {
    const root = document.documentElement
    const { result } = renderHook(() => useMayDrawExtras())
    expect(mayDrawExtras()).toBe(false) // nothing known yet
    await act(async () => void (root.dataset.quality = 'full'))
    expect(result.current).toBe(false) // full, but not proven (a masked renderer)
    await act(async () => void root.setAttribute('data-quality-proven', ''))
    expect(result.current).toBe(true)
    await act(async () => void (root.dataset.quality = 'lite'))
    expect(result.current).toBe(false)
  })
})
