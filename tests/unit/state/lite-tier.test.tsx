import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  capLiteForVisit,
  isLite,
  proveFullForVisit,
  mayDrawExtras,
  useLiteTier,
  useMayDrawExtras,
} from '../../../src/state/lite-tier'
import { SESSION_KEYS } from '../../../src/state/safe-storage'

describe("the 'lite' tier as the page shows it (<html data-quality>)", () => {
  afterEach(() => {
    delete document.documentElement.dataset.quality
    sessionStorage.clear()
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

  it("capLiteForVisit steps the page to 'lite' and leaves the store the same tier to start from", async () => {
    capLiteForVisit()
    expect(isLite()).toBe(true)
    expect(sessionStorage.getItem(SESSION_KEYS.qualityCeiling)).toBe('lite')
    const { useQualityStore } = await import('../../../src/state/quality-store')
    expect(useQualityStore.getState().tier).toBe('lite')
    expect(useQualityStore.getState().ceiling).toBe('lite')
  })

  it('capLiteForVisit leaves a forced tier on the page alone', () => {
    sessionStorage.setItem(SESSION_KEYS.qualityForced, 'full')
    capLiteForVisit()
    expect(isLite()).toBe(false)
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

  it('proveFullForVisit lets a hardware visit draw its extras before the store loads, and the store starts proven', async () => {
    expect(mayDrawExtras()).toBe(false)
    proveFullForVisit()
    expect(mayDrawExtras()).toBe(true)
    expect(sessionStorage.getItem(SESSION_KEYS.qualityProven)).toBe('1')
  })
})
