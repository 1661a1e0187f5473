import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MuteToggle } from '../../../../../src/dom/components/mute-toggle/mute-toggle'
import { MUTE_CHANGE } from '../../../../../src/state/events'
import { usePreferencesStore } from '../../../../../src/state/preferences-store'
import { resetMemoryStorage } from '../../../../../src/state/safe-storage'

describe('MuteToggle', () => {
  afterEach(cleanup)
  beforeEach(() => {
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
  })

  it('is a labelled toggle button drawn as a 3x3 dot grid', () => {
    const { container } = render(<MuteToggle />)
    const button = screen.getByRole('button', { name: 'mute ambience' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(container.querySelectorAll('.dot')).toHaveLength(9)
  })

  it('stores thock-muted and broadcasts the change', () => {
    const heard = vi.fn()
    window.addEventListener(MUTE_CHANGE, (e) => heard((e as CustomEvent).detail.muted))
    render(<MuteToggle />)
    const button = screen.getByRole('button', { name: 'mute ambience' })
    fireEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(localStorage.getItem('thock-muted')).toBe('true')
    expect(heard).toHaveBeenLastCalledWith(true)
    fireEvent.click(button)
    expect(localStorage.getItem('thock-muted')).toBe('false')
    expect(heard).toHaveBeenLastCalledWith(false)
  })
})
