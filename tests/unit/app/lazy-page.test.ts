import { act, cleanup, render, screen } from '@testing-library/react'
import { createElement, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../../../src/app/lazy-page'
import { SectionBoundary } from '../../../src/lib/error-boundary'

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

  it('rendered while its chunk cannot load (offline), shows the failure once, asking no more', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    )
    const about = lazyPage('about', load)
    await act(async () => {
      render(
        createElement(SectionBoundary, {
          name: 'page',
          children: createElement(
            Suspense,
            { fallback: 'loading' },
            createElement(about.Component)
          ),
        })
      )
    })
    expect(await screen.findByText(/could not be shown/)).toBeTruthy()
    await act(() => new Promise((r) => setTimeout(r, 300)))
    expect(load).toHaveBeenCalledTimes(1)
    // the visitor's next try (a press on a link to it) asks again
    await expect(about.preload()).rejects.toThrow('Failed to fetch')
    expect(load).toHaveBeenCalledTimes(2)
    cleanup()
    quiet.mockRestore()
  })
})
