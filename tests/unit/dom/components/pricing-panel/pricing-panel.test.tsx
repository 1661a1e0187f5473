import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { PricingPanel } from '../../../../../src/dom/components/pricing-panel/pricing-panel'
import { writeSetAside } from '../../../../../src/dom/components/estimate/set-aside'
import { useUiStore } from '../../../../../src/state/ui-store'

function price(name: string): string {
  const row = screen.getByText(name).closest('li')
  if (!row) throw new Error(`no row ${name}`)
  return row.querySelector('strong')?.textContent ?? ''
}

/** Waits until the next frame is painted and `afterPaint` (a 4 ms poll) has seen it. */
const painted = () =>
  act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 20))))

afterEach(cleanup)
// the tier, layout and estimate live in the URL: every test starts from a bare one
beforeEach(() => history.replaceState(null, '', '/build-service'))
// and with nothing set aside for other tiers (kept for the visit)
beforeEach(() => writeSetAside({}))

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
    // pressed, it says 'added', and so does its name (for a visitor who speaks to the page)
    expect(
      screen.getByRole('button', { name: 'add Standard Lubing to the estimate (added)' })
    ).toHaveProperty('ariaPressed', 'true')
    // the tapped button answers in the tap's own frame, the estimate in the next
    expect(total()).toBe('$0')
    await painted()
    expect(total()).toBe('$51') // 68 switches on a 60-65% board
    const count = screen.getByLabelText('switches for Standard Lubing')
    fireEvent.change(count, { target: { value: '100' } })
    await painted()
    expect(total()).toBe('$75')
    fireEvent.change(count, { target: { value: 'abc' } })
    await painted()
    expect(screen.getByText(/is not a number of switches/).textContent).toMatch(/counting 100/)
    expect(total()).toBe('$75')
    fireEvent.change(count, { target: { value: '10000' } })
    await painted()
    expect(total()).toBe('$150') // clamped to 200
    fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
    fireEvent.click(screen.getByRole('radio', { name: 'full-size' }))
    fireEvent.click(screen.getByRole('button', { name: 'add Desoldering to the estimate' }))
    await painted()
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
    await painted()
    expect(total()).toBe('$60')
    // focus moves to the next line's button, then to the heading when none is left
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'remove Desoldering' }))
    fireEvent.click(screen.getByRole('button', { name: 'remove Desoldering' }))
    await painted()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'your estimate' }))
    expect(total()).toBe('$0')
  })

  it('makes a change in the estimate from the latest one, not the one it shows', async () => {
    render(<PricingPanel />)
    fireEvent.click(screen.getByRole('button', { name: 'add Standard Lubing to the estimate' }))
    await painted()
    // a second service added and the first one's count typed before the estimate has shown it
    fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
    fireEvent.click(screen.getByRole('button', { name: 'add Desoldering to the estimate' }))
    fireEvent.change(screen.getByLabelText('switches for Standard Lubing'), {
      target: { value: '100' },
    })
    await painted()
    expect(screen.getByRole('link', { name: /request this build/ }).getAttribute('href')).toBe(
      '/contact?tier=essentials&layout=60&items=standard-lubing.100,desoldering'
    )
  })

  it('swaps an alternative for the one in the estimate, and its button says it would', async () => {
    render(<PricingPanel />)
    const total = () => screen.getByText('total').closest('p')?.querySelector('strong')?.textContent
    fireEvent.click(screen.getByRole('button', { name: 'add Standard Lubing to the estimate' }))
    const filming = screen.getByRole('button', {
      name: 'add Lubing + Filming to the estimate (swap for Standard Lubing)',
    })
    expect(filming.textContent).toBe(' swap')
    expect(filming.getAttribute('aria-pressed')).toBe('false')
    await painted()
    fireEvent.change(screen.getByLabelText('switches for Standard Lubing'), {
      target: { value: '90' },
    })
    await painted()
    fireEvent.click(filming)
    await painted()
    // the same 90 switches, lubed and filmed: charged once
    expect(screen.queryByLabelText('switches for Standard Lubing')).toBeNull()
    expect(screen.getByLabelText('switches for Lubing + Filming')).toHaveProperty('value', '90')
    expect(total()).toBe('$90')
    expect(
      screen.getByRole('button', {
        name: 'add Standard Lubing to the estimate (swap for Lubing + Filming)',
      }).textContent
    ).toBe(' swap')
    expect(
      screen.getByRole('button', { name: 'add Lubing + Filming to the estimate (added)' })
        .textContent
    ).toBe(' added')
  })

  it('gives back the lines of a tier returned to; only the tier in view counts', async () => {
    render(<PricingPanel />)
    const total = () => screen.getByText('total').closest('p')?.querySelector('strong')?.textContent
    fireEvent.click(screen.getByRole('button', { name: 'add Standard Lubing to the estimate' }))
    fireEvent.click(screen.getByRole('tab', { name: 'stabilizers' }))
    fireEvent.click(screen.getByRole('button', { name: 'add Stabilizer Tuning to the estimate' }))
    await painted()
    expect(total()).toBe('$66')
    fireEvent.click(screen.getByRole('radio', { name: /Standard\s*Craft/ }))
    await painted()
    expect(total()).toBe('$0')
    expect(screen.getByText(/nothing added yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'add Hotswap Assembly to the estimate' }))
    await painted()
    await waitFor(() =>
      expect(location.search).toBe('?tier=craft&layout=60&items=hotswap-assembly')
    )
    fireEvent.click(screen.getByRole('radio', { name: /Basic\s*Essentials/ }))
    await painted()
    expect(total()).toBe('$66')
    await waitFor(() =>
      expect(location.search).toBe(
        '?tier=essentials&layout=60&items=standard-lubing.68,stabilizer-tuning'
      )
    )
    fireEvent.keyDown(screen.getByRole('radiogroup', { name: 'service tier' }), {
      key: 'ArrowRight',
    })
    await painted()
    expect(total()).toBe('$75')
  })

  it('shows the count charged once the count is left or Enter is pressed', async () => {
    render(<PricingPanel />)
    fireEvent.click(screen.getByRole('button', { name: 'add Standard Lubing to the estimate' }))
    await painted()
    const count = screen.getByLabelText('switches for Standard Lubing') as HTMLInputElement
    fireEvent.change(count, { target: { value: '0' } })
    // while typing, the message says what will be used
    expect(screen.getByText('at least 1 switch; counted as 1.')).toBeTruthy()
    fireEvent.blur(count)
    expect(count.value).toBe('1')
    await painted()
    expect(screen.getByText('total').closest('p')?.textContent).toMatch('$0.75')
    fireEvent.change(count, { target: { value: '100000' } })
    expect(screen.getByText('200 switches at most; counted as 200.')).toBeTruthy()
    fireEvent.keyDown(count, { key: 'Enter' })
    expect(count.value).toBe('200')
    fireEvent.change(count, { target: { value: '12.5' } })
    expect(
      screen.getByText(/"12.5" is not a number of switches.*still counting 200\./)
    ).toBeTruthy()
    fireEvent.blur(count)
    expect(count.value).toBe('200')
    expect(count.getAttribute('aria-invalid')).toBeNull()
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
    let progress: number | null
    let frames: FrameRequestCallback[] = []
    const frame = () => act(() => frames.splice(0).forEach((cb) => cb(performance.now())))
    let ends: (() => void)[] = []
    const finish = () => ends.forEach((end) => end())
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
      // animation frames run when the test says (`frame()`)
      frames = []
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
      progress = 0.5
      animate.mockReset()
      ends = []
      animate.mockImplementation(() => {
        const finished = new Promise<void>((resolve) => ends.push(resolve))
        return {
          finished,
          cancel: vi.fn(),
          effect: { getComputedTiming: () => ({ progress }) },
        }
      })
      HTMLElement.prototype.animate = animate as unknown as HTMLElement['animate']
    })
    afterEach(() => {
      vi.unstubAllGlobals()
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate
    })

    /** Each animated element and the transform it starts from, in order. */
    const starts = () =>
      animate.mock.calls.map((call, n) => [
        (animate.mock.contexts[n] as HTMLElement).className ||
          (animate.mock.contexts[n] as HTMLElement).tagName,
        (call[0] as Keyframe[])[0]!.transform,
      ])
    const estimate = () => document.querySelector<HTMLElement>('[data-estimate]')!

    it('a taller content: the panel and what is below it slide down, its content holds still', async () => {
      render(<PricingPanel />)
      act(() => report(300))
      fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
      // held at the old height through the tap's frame: nothing below moves yet
      const body = screen.getByRole('tabpanel').closest('[style]') as HTMLElement
      expect(body.style.height).toBe('300px')
      expect(animate).not.toHaveBeenCalled()
      act(() => report(420))
      expect(body.style.height).toBe('300px') // let go in the next frame
      frame()
      expect(body.style.height).toBe('') // the new height, laid out once
      const content = body.firstElementChild as HTMLElement
      expect(animate.mock.contexts).toEqual([body, estimate(), content])
      expect(starts().map(([, t]) => t)).toEqual([
        'translateY(-120px)',
        'translateY(-120px)',
        'translateY(120px)',
      ])
      // moved up over the tabs, the box lets taps through to them; its content does not
      expect(body.style.pointerEvents).toBe('none')
      expect(content.style.pointerEvents).toBe('auto')
      finish()
      await waitFor(() => expect(body.style.pointerEvents).toBe(''))
      expect(content.style.pointerEvents).toBe('')
    })

    it('a shorter content: only what is below slides up; a change mid-way starts where it is drawn', () => {
      render(<PricingPanel />)
      act(() => report(420))
      fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
      const body = screen.getByRole('tabpanel').closest('[style]') as HTMLElement
      const read = vi.spyOn(body, 'getBoundingClientRect')
      act(() => report(300))
      frame()
      expect(animate.mock.contexts).toEqual([estimate()])
      expect(starts()[0]![1]).toBe('translateY(120px)')
      expect(body.style.pointerEvents).toBe('')
      read.mockClear()

      // half-way (eased progress 0.5), another tab: held at 300 + 120 * 0.5, no layout read
      const running = animate.mock.results[0]!.value as { cancel: () => void }
      fireEvent.click(screen.getByRole('tab', { name: 'Foam Mods' }))
      expect(running.cancel).toHaveBeenCalled()
      expect(body.style.height).toBe('360px')
      expect(read).not.toHaveBeenCalled()
      act(() => report(400))
      frame()
      expect(
        starts()
          .slice(1)
          .map(([, t]) => t)
      ).toEqual(['translateY(-40px)', 'translateY(-40px)', 'translateY(40px)'])
    })

    it('with reduced motion the panel just takes its new height', () => {
      useUiStore.setState({ reducedMotion: true })
      try {
        render(<PricingPanel />)
        act(() => report(300))
        fireEvent.click(screen.getByRole('tab', { name: 'desoldering' }))
        const body = screen.getByRole('tabpanel').parentElement!.parentElement!
        expect(body.style.height).toBe('')
        act(() => report(420))
        frame()
        expect(animate).not.toHaveBeenCalled()
      } finally {
        useUiStore.setState({ reducedMotion: false })
      }
    })
  })
})
