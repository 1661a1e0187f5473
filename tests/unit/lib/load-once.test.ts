import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '../../../src/lib/load-once'

describe('loadOnce', () => {
  it('loads once for every caller, and keeps the value', async () => {
    const load = vi.fn(() => Promise.resolve('page'))
    const chunk = loadOnce(load)
    expect(chunk.loaded()).toBeUndefined()
    const [a, b, c] = [chunk(), chunk(), chunk.again()]
    expect(a).toBe(b)
    await expect(a).resolves.toBe('page')
    await expect(c).resolves.toBe('page') // on its way and then in: nothing asked again
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

  it('tries a load that fails on its way once more for a try made while it was on its way', async () => {
    // a press made offline, its click back online before the press's failure reached the page
    let fail!: (e: Error) => void
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce('page')
    const chunk = loadOnce(load)
    const press = chunk.again()
    press.catch(() => {})
    const click = chunk.again()
    expect(chunk()).toBe(click) // the render that follows the click waits on the click's try
    expect(chunk.again()).toBe(click) // one such try per load: a second waits on it
    fail(new Error('offline'))
    await expect(press).rejects.toThrow('offline')
    await expect(click).resolves.toBe('page')
    expect(load).toHaveBeenCalledTimes(2)
    expect(chunk.loaded()).toBe('page')
  })

  it('a render alone never asks again for a load that fails on its way', async () => {
    let fail!: (e: Error) => void
    const load = vi.fn(() => new Promise<string>((_, reject) => (fail = reject)))
    const chunk = loadOnce(load)
    const [a, b] = [chunk(), chunk()]
    fail(new Error('offline'))
    await expect(a).rejects.toThrow('offline')
    await expect(b).rejects.toThrow('offline')
    await expect(chunk()).rejects.toThrow('offline')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
