import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_ESTIMATE, withLayout } from '../../../../../src/content/estimate/model'
import { useEstimateUrl } from '../../../../../src/dom/components/estimate/use-estimate-url'
import { fakeFrames } from '../../../fake-frames'

describe('useEstimateUrl', () => {
  const { paintOne, paint } = fakeFrames()
  beforeEach(() => history.replaceState(null, '', '/build-service'))

  it('shows a change at once and writes one history entry after the next frame', () => {
    const push = vi.spyOn(history, 'pushState')
    const { result } = renderHook(() => useEstimateUrl())
    act(() => result.current.set({ ...EMPTY_ESTIMATE, tier: 'craft' as const }))
    act(() => result.current.set(withLayout({ ...EMPTY_ESTIMATE, tier: 'craft' as const }, '75')))
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
    act(() => result.current.set({ ...EMPTY_ESTIMATE, tier: 'vision' as const }))
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
    act(() => result.current.set({ ...EMPTY_ESTIMATE, tier: 'vision' as const }))
    // the page left without the history events wouter adds (they would drop the change first):
    // the write itself must see that the path is another page's
    History.prototype.replaceState.call(history, null, '', '/contact')
    act(paint)
    expect(location.pathname + location.search).toBe('/contact')
  })
})
