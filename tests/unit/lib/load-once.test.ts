import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '../../../src/lib/load-once'

describe('loadOnce', () => {
  it('loads once for every caller, and keeps the value', async () => {
    const load = vi.fn(() => Promise.resolve('page'))
    const chunk = loadOnce(load)
    expect(chunk.loaded()).toBeUndefined()
    const [a, b, c] = [chunk(), chunk(), chunk.again()]
    expect(a).toBe(b)
    expect(c).toBe(a) // on its way: nothing to ask again
    await expect(a).resolves.toBe('page')
    await chunk()
    expect(load).toHaveBeenCalledTimes(1)
    expect(chunk.loaded()).toBe('page')
  })

  it('keeps a failure for plain calls (a render), and loads anew when asked again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('page')
    const chunk = loadOnce(load)
    await expect(chunk()).rejects.toThrow('offline')
    await expect(chunk()).rejects.toThrow('offline')
    expect(load).toHaveBeenCalledTimes(1)
    expect(chunk.loaded()).toBeUndefined()
    await expect(chunk.again()).resolves.toBe('page')
    await expect(chunk.again()).resolves.toBe('page') // loaded: nothing to ask again
    expect(load).toHaveBeenCalledTimes(2)
    expect(chunk.loaded()).toBe('page')
  })
})
