import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_ESTIMATE, withLayout, withTier } from '../../../../../src/content/estimate/model'
import { useEstimateUrl } from '../../../../../src/dom/components/estimate/use-estimate-url'

describe('useEstimateUrl', () => {
  let frames: FrameRequestCallback[]
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    history.replaceState(null, '', '/build-service')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  /** One frame painted: its animation frame callbacks, then the timers set after the paint. */
  const paintOne = () => {
    frames.splice(0).forEach((cb) => cb(0))
    vi.runOnlyPendingTimers()
  }
  /** Frames painted until nothing waits for one. */
  const paint = () => {
    while (frames.length) paintOne()
  }

  it('shows a change at once and writes one history entry after the next frame', () => {
    const push = vi.spyOn(history, 'pushState')
    const { result } = renderHook(() => useEstimateUrl())
    act(() => result.current.set(withTier(EMPTY_ESTIMATE, 'craft')))
    act(() => result.current.set(withLayout(withTier(EMPTY_ESTIMATE, 'craft'), '75')))
    expect(result.current.estimate.tier).toBe('craft') // rendered in the tap's own task
    expect(result.current.estimate.layout).toBe('75')
    expect(push).not.toHaveBeenCalled()
    expect(location.search).toBe('')
    act(paintOne) // the tap's frame: the estimate box shows the change in the next one
    expect(push).not.toHaveBeenCalled()
    act(paintOne)
    expect(push).toHaveBeenCalledTimes(1) // the burst is one entry
    expect(location.search).toBe(result.current.search)
    expect(result.current.estimate.layout).toBe('75')
  })

  it('follows the history: back to the query it had before', () => {
    const { result } = renderHook(() => useEstimateUrl())
    act(() => result.current.set(withTier(EMPTY_ESTIMATE, 'vision')))
    act(paint)
    expect(result.current.estimate.tier).toBe('vision')
    act(() => {
      history.replaceState(null, '', '/build-service')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(result.current.estimate.tier).toBe(EMPTY_ESTIMATE.tier)
  })

  it('drops a change the visitor left the page before it was written', () => {
    const { result } = renderHook(() => useEstimateUrl())
    act(() => result.current.set(withTier(EMPTY_ESTIMATE, 'vision')))
    history.replaceState(null, '', '/contact')
    act(paint)
    expect(location.pathname + location.search).toBe('/contact')
  })
})
