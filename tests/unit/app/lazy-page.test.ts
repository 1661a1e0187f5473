import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../../../src/app/lazy-page'

const Page = () => null

describe('a code-split page', () => {
  it('loads its chunk once, however often it is asked for', async () => {
    const load = vi.fn(async () => ({ default: Page, meta: { title: 'about', description: 'me' } }))
    const about = lazyPage('about', load)
    await Promise.all([about.preload(), about.preload()])
    await about.preload()
    expect(load).toHaveBeenCalledTimes(1)
    expect(about.meta()?.title).toBe('about')
  })

  it('tries again after a load that failed (offline for a moment), not the old failure', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page })
    const about = lazyPage('about', load)
    await expect(about.preload()).rejects.toThrow('Failed to fetch')
    await expect(about.preload()).resolves.toEqual({ default: Page })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
