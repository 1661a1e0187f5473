import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SEASON } from '../../../../src/content/season'
import type { Season } from '../../../../src/content/season-types'
import { SlotsOpen } from '../../../../src/routes/build-service/season-queue'

afterEach(cleanup)

// a link needs no router: wouter's default is the browser's address
const renderSlots = (season: Season) => render(<SlotsOpen season={season} />)

describe('the open slots beside the commission status', () => {
  it('links to the contact page to hold the next open slot', () => {
    renderSlots({
      ...SEASON,
      slots: SEASON.slots.map((_, i) => ({ status: i < 6 ? 'reserved' : 'open' })),
    })
    expect(screen.getByText(/slots open/).textContent).toBe('4 of 10 slots open')
    expect(screen.getByRole('link', { name: 'hold slot 07' }).getAttribute('href')).toBe('/contact')
  })

  it('asks about the next season once every slot is taken', () => {
    renderSlots({ ...SEASON, slots: SEASON.slots.map(() => ({ status: 'reserved' })) })
    expect(screen.getByText(/every slot is taken/)).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'ask about the next season' }).getAttribute('href')
    ).toBe('/contact')
  })
})
