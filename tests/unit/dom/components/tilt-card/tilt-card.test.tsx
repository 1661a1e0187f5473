import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as click from '../../../../../src/audio/click'
import { pressesCard, TiltCard } from '../../../../../src/dom/components/tilt-card/tilt-card'
import type { TiltCardState } from '../../../../../src/dom/components/tilt-card/tilt-types'
import { viewport } from '../../../../../src/lib/tracker'
import { glareSources } from '../../../../../src/canvas/scenes/card-glare/glare-registry'
import {
  dampFactor,
  presetFor,
  tiltToward,
  tiltTransform,
} from '../../../../../src/dom/components/tilt-card/tilt-motion'
import { MOTION, type Motion } from '../../../../../src/tuning/motion'
import { useUiStore } from '../../../../../src/state/ui-store'

const TILT = structuredClone(MOTION.tilt) as Motion['tilt']

afterEach(() => {
  cleanup()
  useUiStore.setState({ touch: false, reducedMotion: false })
})

describe('tilt maths', () => {
  it('sinks the side under the pointer, up to the maximum', () => {
    expect(tiltToward(1, 0, 7)).toEqual({ rx: 0, ry: 7 })
    expect(tiltToward(0, -1, 7)).toEqual({ rx: 7, ry: 0 })
    expect(tiltToward(5, 5, 3.25)).toEqual({ rx: -3.25, ry: 3.25 })
  })

  it('uses the spec presets per variant', () => {
    expect(presetFor('default', TILT).maxDeg).toBe(7)
    expect(presetFor('card', TILT)).toEqual({ maxDeg: 3.25, glare: 0.05, scale: 1.00125 })
    expect(presetFor('about', TILT)).toEqual({ maxDeg: 1.75, glare: 0.1, scale: 1.0075 })
    expect(presetFor('default', TILT)).toEqual({ maxDeg: 7, glare: TILT.glare, scale: TILT.scale })
    expect(TILT.exaggeratedDeg).toBe(14)
    expect(TILT.reducedDeg).toBe(3.5)
    expect(TILT.pressMs).toBe(120)
  })

  it('damps independently of the frame rate', () => {
    const twoSteps = 1 - (1 - dampFactor(8, 80)) ** 2
    expect(twoSteps).toBeCloseTo(dampFactor(16, 80), 10)
    expect(tiltTransform(1, -2, 1.01, 1000)).toBe(
      'perspective(1000px) rotateX(1.000deg) rotateY(-2.000deg) scale(1.01000)'
    )
  })
})

describe('TiltCard', () => {
  it('renders the element, class and aria props it is given', () => {
    render(
      <TiltCard as="article" variant="card" className="mine" aria-labelledby="t">
        <h2 id="t">title</h2>
      </TiltCard>
    )
    const card = screen.getByRole('article', { name: 'title' })
    expect(card.className).toMatch(/glass/)
    expect(card.className).toMatch(/mine/)
    expect(card.getAttribute('variant')).toBeNull()
    expect(card.dataset.glare).toBe('css') // no WebGL in jsdom
  })

  it('registers its glare with the first pointer on it, and leaves when unmounted', async () => {
    const { unmount } = render(<TiltCard aria-label="one">one</TiltCard>)
    const card = screen.getByLabelText('one')
    fireEvent.pointerMove(card, { pointerType: 'touch', clientX: 5, clientY: 5 })
    await new Promise((r) => setTimeout(r, 50))
    expect(glareSources()).toHaveLength(0) // a finger does not aim: nothing loads
    fireEvent.pointerEnter(card, { pointerType: 'mouse', clientX: 5, clientY: 5 })
    await waitFor(() => expect(glareSources()).toHaveLength(1))
    unmount()
    await waitFor(() => expect(glareSources()).toHaveLength(0))
  })

  it('plays the click on an exaggerated click, but not on touch devices', () => {
    const playClick = vi.spyOn(click, 'playClick')
    const onClick = vi.fn()
    render(
      <TiltCard exaggerateOnClick onClick={onClick} aria-label="card">
        x
      </TiltCard>
    )
    const card = screen.getByLabelText('card')
    fireEvent.click(card, { detail: 1 })
    expect(playClick).toHaveBeenCalledTimes(1)
    expect(onClick).toHaveBeenCalledTimes(1)
    useUiStore.setState({ touch: true })
    fireEvent.click(card, { detail: 1 })
    expect(playClick).toHaveBeenCalledTimes(1)
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})

describe('the press shrink', () => {
  const cardOf = (el: HTMLElement, height: number) =>
    ({ el, slot: { doc: { x: 0, y: 0, width: 300, height } } }) as unknown as TiltCardState

  it("is the card's own: a press on a control inside it, or on a card taller than the screen, is not", () => {
    viewport.width = 390
    viewport.height = 844
    const el = document.createElement('article')
    el.innerHTML = '<p>text <a href="/x"><span>read more</span></a></p><button>add</button>'
    const text = el.querySelector('p')!
    expect(pressesCard(cardOf(el, 400), text)).toBe(true)
    expect(pressesCard(cardOf(el, 400), el)).toBe(true)
    expect(pressesCard(cardOf(el, 400), el.querySelector('span')!)).toBe(false)
    expect(pressesCard(cardOf(el, 400), el.querySelector('button')!)).toBe(false)
    expect(pressesCard(cardOf(el, 3000), text)).toBe(false)
    // a card that is itself the control is pressed as a card
    el.setAttribute('role', 'button')
    el.tabIndex = 0
    expect(pressesCard(cardOf(el, 400), text)).toBe(true)
  })
})
