import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseQuality } from '../../../src/state/quality-store'
import {
  isMaskedRenderer,
  isSoftwareRenderer,
  rendererKind,
} from '../../../src/canvas/renderer-kind'
import { judgeWindow, provesFull } from '../../../src/canvas/frame-budget'
import { canvasDpr } from '../../../src/canvas/tier-detail'
import { MOTION } from '../../../src/tuning/motion'

const Q = MOTION.quality

async function freshStore() {
  vi.resetModules()
  const storage = await import('../../../src/state/safe-storage')
  storage.resetMemoryStorage()
  return (await import('../../../src/state/quality-store')).useQualityStore
}

/** The store module as a fresh page loads it (its helpers bound to that store). */
async function freshModule() {
  await freshStore()
  return import('../../../src/state/quality-store')
}

describe('quality store', () => {
  beforeEach(() => sessionStorage.clear())

  it('starts full when nothing is known', async () => {
    const store = await freshStore()
    expect(store.getState()).toMatchObject({ tier: 'full', forced: null })
  })

  it('remembers the chosen tier for the visit (sessionStorage)', async () => {
    let store = await freshStore()
    store.getState().choose('lite')
    expect(sessionStorage.getItem('thock-quality')).toBe('lite')
    store = await freshStore()
    expect(store.getState().tier).toBe('lite')
  })

  it('a forced tier wins over the automatic one until released', async () => {
    sessionStorage.setItem('thock-quality-forced', 'lite')
    const store = await freshStore()
    expect(store.getState()).toMatchObject({ tier: 'lite', forced: 'lite' })
    store.getState().choose('full')
    expect(store.getState().tier).toBe('lite')
    store.getState().force(null)
    expect(store.getState()).toMatchObject({ tier: 'full', forced: null })
    expect(sessionStorage.getItem('thock-quality-forced')).toBeNull()
  })

  it('a software renderer caps the visit at lite: the governor cannot step it back up', async () => {
    const m = await freshModule()
    let store = m.useQualityStore
    const judgeRenderer = (name: string) => m.judgeRenderer(rendererKind(name))
    judgeRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)')
    expect(store.getState()).toMatchObject({ tier: 'full', ceiling: 'full' })
    judgeRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')
    expect(store.getState()).toMatchObject({ tier: 'lite', ceiling: 'lite' })
    store.getState().choose('full') // what the governor does after fast windows
    expect(store.getState().tier).toBe('lite')
    store = await freshStore() // the next page of the visit
    expect(store.getState()).toMatchObject({ tier: 'lite', ceiling: 'lite' })
    store.getState().force('full') // the dev panel still can
    expect(store.getState().tier).toBe('full')
  })

  it('a hardware renderer by name proves full affordable; a masked or unknown one proves nothing', async () => {
    const m = await freshModule()
    let store = m.useQualityStore
    const judgeRenderer = (name: string) => m.judgeRenderer(rendererKind(name))
    for (const masked of ['Apple GPU', 'WebKit WebGL', '', 'Mozilla']) {
      judgeRenderer(masked)
      expect(store.getState()).toMatchObject({ tier: 'full', ceiling: 'full', proven: false })
    }
    expect(document.documentElement.hasAttribute('data-quality-proven')).toBe(false)
    judgeRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)')
    expect(store.getState().proven).toBe(true)
    expect(document.documentElement.hasAttribute('data-quality-proven')).toBe(true)
    store = await freshStore() // the next page of the visit remembers it
    expect(store.getState().proven).toBe(true)
  })

  it('shows no proof in lite, and a forced full tier counts as proof for the page', async () => {
    sessionStorage.setItem('thock-quality-proven', '1')
    let store = await freshStore()
    store.getState().choose('lite')
    expect(document.documentElement.hasAttribute('data-quality-proven')).toBe(false)
    sessionStorage.clear()
    store = await freshStore()
    expect(document.documentElement.hasAttribute('data-quality-proven')).toBe(false)
    store.getState().force('full')
    expect(document.documentElement.hasAttribute('data-quality-proven')).toBe(true)
  })

  it('shows the tier on <html> for CSS from the moment it loads, and follows it', async () => {
    sessionStorage.setItem('thock-quality', 'lite')
    const store = await freshStore()
    expect(document.documentElement.dataset.quality).toBe('lite')
    store.getState().choose('full')
    expect(document.documentElement.dataset.quality).toBe('full')
  })

  it('a visit that starts full writes nothing on <html>: a write re-styles the whole page', async () => {
    const root = document.documentElement
    delete root.dataset.quality // as prerendered
    const writes: string[] = []
    const watch = new MutationObserver((records) =>
      writes.push(...records.map((r) => r.attributeName ?? ''))
    )
    watch.observe(root, { attributes: true })
    const store = await freshStore()
    store.getState().choose('full')
    await Promise.resolve() // the observer reports in a microtask
    expect(writes).toEqual([])
    expect(root.hasAttribute('data-quality')).toBe(false)
    store.getState().choose('lite')
    store.getState().choose('lite')
    await Promise.resolve()
    expect(writes).toEqual(['data-quality'])
    expect(root.dataset.quality).toBe('lite')
    watch.disconnect()
  })

  it('re-renders a prerendered component when the tier changes, from full while it hydrates', async () => {
    const m = await freshModule()
    const { result } = renderHook(() => m.useTier())
    expect(result.current).toBe('full')
    act(() => m.useQualityStore.getState().choose('lite'))
    expect(result.current).toBe('lite')
    expect(m.isLite()).toBe(true)
    act(() => m.useQualityStore.getState().choose('full'))
    expect(result.current).toBe('full')
  })

  it('draws optional extras with WebGL only in full and once proven affordable', async () => {
    const m = await freshModule()
    const { result } = renderHook(() => m.useMayDrawExtras())
    expect(result.current).toBe(false) // full, but not proven (a masked renderer)
    act(() => m.useQualityStore.getState().prove())
    expect(result.current).toBe(true)
    act(() => m.useQualityStore.getState().choose('lite'))
    expect(result.current).toBe(false)
    expect(m.mayDrawExtras()).toBe(false)
  })

  it('ignores a corrupt stored tier', async () => {
    sessionStorage.setItem('thock-quality', 'ultra')
    const store = await freshStore()
    expect(store.getState().tier).toBe('full')
    expect(parseQuality('ultra')).toBeNull()
  })

  it('knows software renderers', () => {
    expect(
      isSoftwareRenderer(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)'
      )
    ).toBe(true)
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true)
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11)')).toBe(false)
  })

  it('knows renderer names that name no GPU', () => {
    expect(isMaskedRenderer('Apple GPU')).toBe(true) // WebKit, whatever draws
    expect(isMaskedRenderer(' ')).toBe(true)
    expect(isMaskedRenderer('Apple M2')).toBe(false)
    expect(isMaskedRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(false)
  })
})

describe('the frame budget', () => {
  it("sizes the canvas from the tier: the screen's ratio up to the cap in full, 1 in lite", () => {
    Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true })
    expect(canvasDpr('full')).toBe(MOTION.stage.maxDpr)
    expect(canvasDpr('lite')).toBe(1)
    Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true })
    expect(canvasDpr('full')).toBe(1)
  })

  it('steps full down when a window of moving frames is slow', () => {
    expect(judgeWindow(Q.slowFrameMs + 5, 'full', 0, Q.upWindows, 0, Q).step).toBe('down')
    expect(judgeWindow(17, 'full', 0, Q.upWindows, 0, Q).step).toBeNull()
  })

  it('steps lite up only after several fast windows, not too soon after a step down', () => {
    let fast = 0
    for (let i = 1; i < Q.upWindows; i++) {
      const v = judgeWindow(16.7, 'lite', fast, Q.upWindows, Q.upHoldMs, Q)
      expect(v.step).toBeNull()
      fast = v.fastWindows
    }
    expect(judgeWindow(16.7, 'lite', fast, Q.upWindows, Q.upHoldMs - 1, Q).step).toBeNull()
    expect(judgeWindow(16.7, 'lite', fast, Q.upWindows, Q.upHoldMs, Q).step).toBe('up')
  })

  it('a fast window in full proves full affordable; a middling or slow one, or lite, does not', () => {
    expect(provesFull(16.7, 'full', Q)).toBe(true)
    expect(provesFull(Q.fastFrameMs + 1, 'full', Q)).toBe(false)
    expect(provesFull(Q.slowFrameMs + 5, 'full', Q)).toBe(false)
    expect(provesFull(16.7, 'lite', Q)).toBe(false) // fast frames in lite are what lite buys
  })

  it('a middling window in lite starts the count again (no flicker)', () => {
    const v = judgeWindow(30, 'lite', Q.upWindows - 1, Q.upWindows, Q.upHoldMs, Q)
    expect(v).toEqual({ step: null, fastWindows: 0 })
  })
})
