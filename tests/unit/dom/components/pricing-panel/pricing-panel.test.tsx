import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { PricingPanel } from '../../../../../src/dom/components/pricing-panel/pricing-panel'

function price(name: string): string {
  const row = screen.getByText(name).closest('li')
  if (!row) throw new Error(`no row ${name}`)
  return row.querySelector('strong')?.textContent ?? ''
}

afterEach(cleanup)
// the tier, layout and estimate live in the URL: every test starts from a bare one
beforeEach(() => history.replaceState(null, '', '/build-service'))

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

  it('adds services to an estimate kept in the URL, with a switch count and a running total', async () => {
    render(<PricingPanel />)
    const total = () => screen.getByText('total').closest('p')?.querySelector('strong')?.textContent
    expect(total()).toBe('$0')
    fireEvent.click(screen.getByRole('button', { name: 'add Standard Lubing to the estimate' }))
    expect(
      screen.getByRole('button', { name: 'add Standard Lubing to the estimate' })
    ).toHaveProperty('ariaPressed', 'true')
    expect(total()).toBe('$51') // 68 switches on a 60-65% board
    const count = screen.getByLabelText('switches for Standard Lubing')
    fireEvent.change(count, { target: { value: '100' } })
    expect(total()).toBe('$75')
    fireEvent.change(count, { target: { value: 'abc' } })
    expect(screen.getByText(/is not a number of switches/).textContent).toMatch(/counting 100/)
    expect(total()).toBe('$75')
    fireEvent.change(count, { target: { value: '10000' } })
    expect(total()).toBe('$150') // clamped to 200
    fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
    fireEvent.click(screen.getByRole('radio', { name: 'full-size' }))
    fireEvent.click(screen.getByRole('button', { name: 'add Desoldering to the estimate' }))
    expect(total()).toBe('$210')
    // the history entry is written after the frame
    await waitFor(() =>
      expect(location.search).toBe(
        '?tier=essentials&layout=full&items=standard-lubing.200,desoldering'
      )
    )
    expect(screen.getByRole('link', { name: /request this build/ }).getAttribute('href')).toBe(
      '/contact?tier=essentials&layout=full&items=standard-lubing.200,desoldering'
    )
    fireEvent.click(screen.getByRole('button', { name: 'remove Standard Lubing' }))
    expect(total()).toBe('$60')
    // focus moves to the next line's button, then to the heading when none is left
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'remove Desoldering' }))
    fireEvent.click(screen.getByRole('button', { name: 'remove Desoldering' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'your estimate' }))
    expect(total()).toBe('$0')
  })

  it('reads the estimate from a shared link and says what it could not use', () => {
    history.replaceState(
      null,
      '',
      '/build-service?tier=vision&layout=75&items=full-custom-build-optimization,tape-mod'
    )
    render(<PricingPanel />)
    expect(
      screen.getByRole('radio', { name: /Premium\s*Vision/ }).getAttribute('aria-checked')
    ).toBe('true')
    expect(screen.getByRole('radio', { name: '75%-TKL' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('$120 to $400 plus parts', { selector: 'strong' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(
      '"tape-mod" is not a service of the Vision tier; left out.'
    )
  })

  describe('its height between contents (full tier)', () => {
    let report: (height: number) => void = () => {}
    let playState: AnimationPlayState
    const animate = vi.fn()
    beforeEach(() => {
      vi.stubGlobal(
        'ResizeObserver',
        class implements ResizeObserver {
          constructor(cb: ResizeObserverCallback) {
            report = (blockSize) =>
              cb([{ borderBoxSize: [{ blockSize }] } as unknown as ResizeObserverEntry], this)
          }
          observe() {}
          unobserve() {}
          disconnect() {}
        }
      )
      playState = 'running'
      animate.mockReset()
      animate.mockImplementation(() => ({
        get playState() {
          return playState
        },
        cancel: () => {},
      }))
      HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate']
    })
    afterEach(() => {
      vi.unstubAllGlobals()
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate
    })

    /** The panel's body, which the last animation ran on. */
    const body = () => animate.mock.contexts.at(-1) as HTMLElement

    it('animates from the old height to the new, reading layout only while it runs', () => {
      render(<PricingPanel />)
      act(() => report(300))
      fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
      act(() => report(420))
      expect(animate).toHaveBeenCalledTimes(1)
      expect(animate.mock.calls[0]![0]).toEqual([{ height: '300px' }, { height: '420px' }])
      const panel = body()
      const read = vi
        .spyOn(panel, 'getBoundingClientRect')
        .mockReturnValue({ height: 380 } as DOMRect)

      // changed again mid-way: held where the running animation is
      fireEvent.click(screen.getByRole('tab', { name: 'Foam Mods' }))
      expect(read).toHaveBeenCalledTimes(1)
      expect(panel.style.height).toBe('380px')
      act(() => report(360))
      expect(animate.mock.calls.at(-1)![0]).toEqual([{ height: '380px' }, { height: '360px' }])

      // changed once it has finished: from the height last observed, no layout read in the tap
      playState = 'finished'
      fireEvent.click(screen.getByRole('tab', { name: 'switches' }))
      expect(read).toHaveBeenCalledTimes(1)
      expect(panel.style.height).toBe('360px')
      act(() => report(300))
      expect(animate.mock.calls.at(-1)![0]).toEqual([{ height: '360px' }, { height: '300px' }])
    })
  })
})
