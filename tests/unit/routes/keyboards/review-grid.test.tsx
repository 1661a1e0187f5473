import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import * as click from '../../../../src/audio/click'
import * as cardClick from '../../../../src/content/card-click'
import type { KeyboardArticle } from '../../../../src/content/articles'
import { ReviewGrid } from '../../../../src/routes/keyboards/review-grid'
import { useMotionStore } from '../../../../src/state/motion-store'
import { MOTION } from '../../../../src/tuning/motion'

function entry(i: number): KeyboardArticle {
  const day = String(28 - i).padStart(2, '0')
  return {
    id: i + 1,
    slug: `board-${i + 1}`,
    title: `board ${i + 1}`,
    date: `day ${day}`,
    isoDate: `2025-01-${day}`,
    images: [],
    gallery: [],
    snippet: 'snippet',
    testimonial: 'quote',
    specs: '65%',
    fullContent: '<p>x</p>',
    placeholder: true,
  }
}

afterEach(cleanup)

const TWENTY_THREE = Array.from({ length: 23 }, (_, i) => entry(i))

function renderGrid(articles: KeyboardArticle[]) {
  const { hook } = memoryLocation({ path: '/keyboards' })
  return render(
    <Router hook={hook}>
      <ReviewGrid articles={articles} />
    </Router>
  )
}

describe('the review grid', () => {
  it('shows 9 cards, adds 9 per load more with a click sound, then hides the button', () => {
    const playClick = vi.spyOn(click, 'playClick')
    renderGrid(TWENTY_THREE)
    const list = screen.getByRole('list', { name: /builds/ })
    expect(within(list).getAllByRole('article')).toHaveLength(9)
    act(() => fireEvent.click(screen.getByRole('button', { name: /load more/ })))
    expect(within(list).getAllByRole('article')).toHaveLength(18)
    expect(playClick).toHaveBeenCalledTimes(1)
    // focus moves to the first new card's title (its start: 'read more' ends the card)
    expect(document.activeElement?.tagName).toBe('A')
    expect(document.activeElement?.closest('h2')?.textContent).toBe('board 10')
    act(() => fireEvent.click(screen.getByRole('button', { name: /load more/ })))
    expect(within(list).getAllByRole('article')).toHaveLength(23)
    expect(screen.queryByRole('button', { name: /load more/ })).toBeNull()
  })

  it('shows one page of a page size the tuning panel changes, at once', () => {
    renderGrid(TWENTY_THREE)
    const list = screen.getByRole('list', { name: /builds/ })
    act(() => fireEvent.click(screen.getByRole('button', { name: /load more/ })))
    try {
      act(() => useMotionStore.getState().setGroup('gallery', { pageSize: 3 }))
      expect(within(list).getAllByRole('article')).toHaveLength(3)
      expect(screen.getByText('showing 3 of 23 builds')).toBeTruthy()
      act(() => fireEvent.click(screen.getByRole('button', { name: /load more/ })))
      expect(within(list).getAllByRole('article')).toHaveLength(6)
    } finally {
      act(() => useMotionStore.getState().setGroup('gallery', MOTION.gallery))
    }
  })

  it('has no load more for 9 or fewer builds', () => {
    renderGrid(TWENTY_THREE.slice(0, 6))
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(screen.queryByRole('button', { name: /load more/ })).toBeNull()
  })

  it('links each card to its article and reports clicks to the shared handler', () => {
    const handler = vi.spyOn(cardClick, 'onCardClick')
    renderGrid(TWENTY_THREE.slice(0, 2))
    const link = screen.getByRole('link', { name: /read more about board 2/ })
    expect(link.getAttribute('href')).toBe('/keyboards/board-2')
    fireEvent.click(screen.getByRole('heading', { name: 'board 2' }))
    expect(handler).toHaveBeenCalledWith('board-2')
  })
})
