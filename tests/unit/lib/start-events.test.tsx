import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { START_EVENTS, keepStartEventsFromReact } from '../../../src/lib/start-events'

describe('keepStartEventsFromReact', () => {
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

    remove = keepStartEventsFromReact()
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
})
