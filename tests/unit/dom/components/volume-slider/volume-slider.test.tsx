import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import fs from 'node:fs'
import {
  INLINE_QUERY,
  VolumeSlider,
  litDots,
  volumeAt,
  volumeForKey,
} from '../../../../../src/dom/components/volume-slider/volume-slider'
import { VOLUME_CHANGE } from '../../../../../src/state/events'
import { usePreferencesStore } from '../../../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../../../src/state/safe-storage'

function stubMatchMedia(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('volume maths', () => {
  it('maps keys to values within 0-100', () => {
    expect(volumeForKey('ArrowRight', 51)).toBe(52)
    expect(volumeForKey('ArrowUp', 100)).toBe(100)
    expect(volumeForKey('ArrowLeft', 51)).toBe(50)
    expect(volumeForKey('ArrowDown', 0)).toBe(0)
    expect(volumeForKey('ArrowRight', 51, true)).toBe(61)
    expect(volumeForKey('PageUp', 95)).toBe(100)
    expect(volumeForKey('PageDown', 51)).toBe(41)
    expect(volumeForKey('Home', 51)).toBe(0)
    expect(volumeForKey('End', 51)).toBe(100)
    expect(volumeForKey('a', 51)).toBeNull()
  })

  it('lights a share of the 36 dots and reads a position on the row', () => {
    expect(litDots(0, 36)).toBe(0)
    expect(litDots(51, 36)).toBe(18)
    expect(litDots(100, 36)).toBe(36)
    expect(volumeAt(150, 100, 200)).toBe(25)
    expect(volumeAt(0, 100, 200)).toBe(0)
    expect(volumeAt(999, 100, 200)).toBe(100)
  })
})

describe('VolumeSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
    stubMatchMedia(false)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is a real slider for assistive technology, with 36 dots', () => {
    const { container } = render(<VolumeSlider />)
    const slider = screen.getByRole('slider', { name: 'ambience volume' })
    expect(slider.getAttribute('aria-valuemin')).toBe('0')
    expect(slider.getAttribute('aria-valuemax')).toBe('100')
    expect(slider.getAttribute('aria-valuenow')).toBe('51')
    expect(slider.getAttribute('aria-valuetext')).toBe('51 percent')
    expect(slider.tabIndex).toBe(0)
    expect(container.querySelectorAll('.dot')).toHaveLength(36)
    expect(container.querySelectorAll('.dot[data-on="true"]')).toHaveLength(18)
  })

  it('responds to keys, stores and broadcasts the volume', () => {
    const heard = vi.fn()
    window.addEventListener(VOLUME_CHANGE, (e) => heard((e as CustomEvent).detail.volume))
    render(<VolumeSlider />)
    const slider = screen.getByRole('slider', { name: 'ambience volume' })
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    expect(slider.getAttribute('aria-valuenow')).toBe('52')
    fireEvent.keyDown(slider, { key: 'Home' })
    expect(slider.getAttribute('aria-valuenow')).toBe('0')
    fireEvent.keyDown(slider, { key: 'PageUp' })
    expect(localStorage.getItem('thock-volume')).toBe('10')
    expect(heard).toHaveBeenLastCalledWith(10)
  })

  it('shows the filled dot row at 50 or more', () => {
    const { container } = render(<VolumeSlider />)
    const slider = screen.getByRole('slider', { name: 'ambience volume' })
    const lowerRowFilled = () =>
      container.querySelectorAll('.faceDot:not([data-top])[data-on="true"]').length === 5
    expect(slider.dataset.loud).toBe('true')
    expect(lowerRowFilled()).toBe(true)
    fireEvent.keyDown(slider, { key: 'PageDown' }) // 41
    expect(slider.dataset.loud).toBe('false')
    expect(lowerRowFilled()).toBe(false)
  })

  it('is set by touching and dragging along the dots', () => {
    const { container } = render(<VolumeSlider />)
    const slider = screen.getByRole('slider', { name: 'ambience volume' })
    const row = container.querySelector<HTMLElement>('.row')!
    row.getBoundingClientRect = () => ({ left: 100, width: 200 }) as DOMRect
    const firstDot = row.firstElementChild!
    fireEvent.pointerDown(firstDot, { pointerId: 1, pointerType: 'touch', clientX: 150 })
    expect(slider.getAttribute('aria-valuenow')).toBe('25')
    fireEvent.pointerMove(slider, { pointerId: 1, pointerType: 'touch', clientX: 250 })
    expect(slider.getAttribute('aria-valuenow')).toBe('75')
    fireEvent.pointerUp(slider, { pointerId: 1, pointerType: 'touch', clientX: 250 })
    expect(localStorage.getItem('thock-volume')).toBe('75')
  })

  it('follows the travel of a drag that starts on the compact face', () => {
    const { container } = render(<VolumeSlider />)
    const slider = screen.getByRole('slider', { name: 'ambience volume' })
    const row = container.querySelector<HTMLElement>('.row')!
    row.getBoundingClientRect = () => ({ left: 0, width: 200 }) as DOMRect
    const face = container.querySelector('.faceDot')!
    fireEvent.pointerDown(face, { pointerId: 2, pointerType: 'touch', clientX: 300 })
    expect(slider.getAttribute('aria-valuenow')).toBe('51') // a press alone changes nothing
    fireEvent.pointerMove(slider, { pointerId: 2, pointerType: 'touch', clientX: 260 })
    expect(slider.getAttribute('aria-valuenow')).toBe('31')
  })

  it('opens on touch and collapses 2 s after the touch ends', () => {
    render(<VolumeSlider />)
    const slider = screen.getByRole('slider', { name: 'ambience volume' })
    expect(slider.dataset.open).toBe('false')
    fireEvent.pointerDown(slider, { pointerId: 3, pointerType: 'touch', clientX: 10 })
    expect(slider.dataset.open).toBe('true')
    fireEvent.pointerUp(slider, { pointerId: 3, pointerType: 'touch', clientX: 10 })
    act(() => vi.advanceTimersByTime(1990))
    expect(slider.dataset.open).toBe('true')
    act(() => vi.advanceTimersByTime(20))
    expect(slider.dataset.open).toBe('false')
  })
})

describe('the inline layout', () => {
  it('is laid out by the same media query the drag reads (a press on the face follows the pointer there)', () => {
    const css = fs.readFileSync('src/dom/components/volume-slider/volume-slider.module.css', 'utf8')
    expect(css).toContain(`@media ${INLINE_QUERY} {`)
  })
})
