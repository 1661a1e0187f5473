import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Faq } from '../../../../../src/dom/components/faq/faq'

afterEach(cleanup)

describe('<Faq>', () => {
  it('keeps at most one answer open, and the open one closes on a second click', () => {
    render(<Faq />)
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeTruthy()
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(7)
    const expanded = () => buttons.map((b) => b.getAttribute('aria-expanded'))
    expect(expanded().every((e) => e === 'false')).toBe(true)
    fireEvent.click(buttons[1]!)
    fireEvent.click(buttons[4]!)
    expect(expanded().filter((e) => e === 'true')).toHaveLength(1)
    expect(buttons[4]!.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(buttons[4]!.getAttribute('aria-controls')!)
    expect(panel?.textContent).toMatch(/worldwide/)
    fireEvent.click(buttons[4]!)
    expect(expanded().every((e) => e === 'false')).toBe(true)
  })
})
