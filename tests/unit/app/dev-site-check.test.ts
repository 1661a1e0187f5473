import { afterEach, describe, expect, it, vi } from 'vitest'

// the builder saved site-config.ts with commissions 'closed' while the season has open slots
vi.mock('../../../src/content/site-config', async (actual) => {
  const real = await actual<typeof import('../../../src/content/site-config')>()
  return { ...real, SITE: { ...real.SITE, commissionStatus: 'closed' } }
})

vi.mock('../../../src/content/season-slots', async (actual) => {
  const real = await actual<typeof import('../../../src/content/season-slots')>()
  return { ...real, openSlots: () => 2 }
})

describe('the dev server’s check of site-config.ts', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the build’s message in Vite’s error overlay at once', async () => {
    const shown: string[] = []
    // Vite's client defines the overlay element in dev; here a stand-in that keeps the message
    customElements.define(
      'vite-error-overlay',
      class extends HTMLElement {
        constructor(error: Error) {
          super()
          shown.push(error.message)
        }
      }
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await import('../../../src/app/dev-site-check')
    expect(shown).toEqual([
      expect.stringMatching(/commissionStatus: 'closed' says the queue is full/),
    ])
    expect(document.querySelector('vite-error-overlay')).not.toBeNull()
  })
})
