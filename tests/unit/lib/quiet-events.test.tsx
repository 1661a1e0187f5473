import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { START_EVENTS, keepQuietEventsFromReact } from '../../../src/lib/quiet-events'

describe('keepQuietEventsFromReact', () => {
  let remove = () => {}
  afterEach(() => {
    remove()
    cleanup()
  })

  it('ends the start events at the window; the end events still reach React and the element', () => {
    const seen = vi.fn()
    const own = vi.fn()
    const { container } = render(
      <div
        data-testid="box"
        onTransitionRun={() => seen('transitionrun')}
        onTransitionStart={() => seen('transitionstart')}
        onTransitionEnd={() => seen('transitionend')}
      />
    )
    const box = container.firstElementChild!
    box.addEventListener('animationstart', own)
    box.addEventListener('transitionend', own)
    const fire = (type: string) => box.dispatchEvent(new Event(type, { bubbles: true }))

    // without it React and the element hear them (so the test can fail)
    fire('transitionrun')
    fire('animationstart')
    expect(seen).toHaveBeenCalledWith('transitionrun')
    expect(own).toHaveBeenCalledTimes(1)
    seen.mockClear()
    own.mockClear()

    remove = keepQuietEventsFromReact()
    for (const type of START_EVENTS) fire(type)
    expect(seen).not.toHaveBeenCalled()
    expect(own).not.toHaveBeenCalled()
    fire('transitionend')
    expect(seen.mock.calls.map((c) => c[0])).toEqual(['transitionend'])
    expect(own).toHaveBeenCalledTimes(1)

    remove()
    fire('transitionstart')
    expect(seen).toHaveBeenLastCalledWith('transitionstart')
  })

  it("ends the mouse events a touch makes up; a real mouse's, pointer events and the click pass", () => {
    const seen = vi.fn()
    const { container } = render(
      <button
        type="button"
        onMouseDown={() => seen('mousedown')}
        onMouseUp={() => seen('mouseup')}
        onMouseEnter={() => seen('mouseenter')}
        onPointerDown={() => seen('pointerdown')}
        onClick={() => seen('click')}
      >
        press
      </button>
    )
    const button = container.querySelector('button')!
    /** A mouse event as Chromium makes it: made up by a touch, or from a mouse. */
    const fire = (type: string, byTouch: boolean) => {
      const e = new MouseEvent(type, { bubbles: true, cancelable: true })
      Object.defineProperty(e, 'sourceCapabilities', { value: { firesTouchEvents: byTouch } })
      button.dispatchEvent(e)
    }
    const tap = () => {
      for (const type of ['mouseover', 'mousemove', 'mousedown', 'mouseup']) fire(type, true)
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      fire('click', true)
    }

    // without it React hears a touch's made-up mouse events (so the test can fail)
    tap()
    expect(seen.mock.calls.map((c) => c[0])).toEqual([
      'mouseenter',
      'mousedown',
      'mouseup',
      'pointerdown',
      'click',
    ])
    seen.mockClear()
    fire('mouseout', true) // the made-up pointer leaves before the next test's tap

    remove = keepQuietEventsFromReact()
    tap()
    expect(seen.mock.calls.map((c) => c[0])).toEqual(['pointerdown', 'click'])
    seen.mockClear()
    // a real mouse, and a browser that does not say where an event came from
    fire('mousedown', false)
    button.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }))
    expect(seen.mock.calls.map((c) => c[0])).toEqual(['mousedown', 'mouseup'])
  })
})
