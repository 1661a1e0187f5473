import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { PricingPanel } from '../../../../../src/dom/components/pricing-panel/pricing-panel'

function price(name: string): string {
  const row = screen.getByText(name).closest('li')
  if (!row) throw new Error(`no row ${name}`)
  return row.querySelector('strong')?.textContent ?? ''
}

afterEach(cleanup)

describe('<PricingPanel>', () => {
  it('shows Essentials switches first with the layout switcher greyed out and why', () => {
    render(<PricingPanel />)
    expect(
      screen.getByRole('radio', { name: /Basic\s*Essentials/ }).getAttribute('aria-checked')
    ).toBe('true')
    expect(screen.getByRole('tab', { name: 'switches' }).getAttribute('aria-selected')).toBe('true')
    expect(price('Standard Lubing')).toBe('$0.75')
    const layouts = screen.getByRole('radiogroup', { name: 'layout' })
    expect(layouts.getAttribute('aria-disabled')).toBe('true')
    for (const r of within(layouts).getAllByRole('radio'))
      expect((r as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('same price for every layout')).toBeTruthy()
  })

  it('prices desoldering per layout, Contact for special', () => {
    render(<PricingPanel />)
    fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
    expect(screen.queryByText('same price for every layout')).toBeNull()
    const expected: [string, string][] = [
      ['60-65%', '$40'],
      ['75%-TKL', '$50'],
      ['full-size', '$60'],
      ['special', 'Contact'],
    ]
    for (const [layout, amount] of expected) {
      fireEvent.click(screen.getByRole('radio', { name: layout }))
      expect(screen.getByRole('radio', { name: layout }).getAttribute('aria-checked')).toBe('true')
      expect(price('Desoldering')).toBe(amount)
    }
  })

  it('resets to the first tab when the tier changes, and arrow keys switch tiers', () => {
    render(<PricingPanel />)
    fireEvent.click(screen.getByRole('tab', { name: 'Foam Mods' }))
    const tiers = screen.getByRole('radiogroup', { name: 'service tier' })
    fireEvent.keyDown(tiers, { key: 'ArrowRight' })
    expect(
      screen.getByRole('radio', { name: /Standard\s*Craft/ }).getAttribute('aria-checked')
    ).toBe('true')
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(price('Hotswap Assembly')).toBe('$75')
    fireEvent.keyDown(tiers, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'switches' }).getAttribute('aria-selected')).toBe('true')
  })

  it('arrow keys move between category tabs', () => {
    render(<PricingPanel />)
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowLeft' })
    expect(screen.getByRole('tab', { name: 'Foam Mods' }).getAttribute('aria-selected')).toBe(
      'true'
    )
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Foam Mods' }))
    expect(price('Tape Mod')).toBe('$15')
  })
})
