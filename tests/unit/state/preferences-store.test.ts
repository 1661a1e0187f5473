import { beforeEach, describe, expect, it, vi } from 'vitest'
import { usePreferencesStore } from '../../../src/state/preferences-store'
import { MUTE_CHANGE, VOLUME_CHANGE } from '../../../src/state/events'
import { resetMemoryStorage } from '../../../src/state/safe-storage'

describe('preferences store', () => {
  beforeEach(() => {
    localStorage.clear()
    resetMemoryStorage()
    usePreferencesStore.setState(usePreferencesStore.getInitialState())
  })

  it('starts from the defaults and hydrates from storage', () => {
    expect(usePreferencesStore.getState().theme).toBe('dark')
    localStorage.setItem('thock-theme', 'light')
    localStorage.setItem('thock-volume', '999')
    localStorage.setItem('thock-muted', 'true')
    usePreferencesStore.getState().hydrate()
    const s = usePreferencesStore.getState()
    expect([s.theme, s.volume, s.muted]).toEqual(['light', 100, true])
  })

  it('stores the theme when toggled', () => {
    usePreferencesStore.getState().toggleTheme()
    expect(usePreferencesStore.getState().theme).toBe('light')
    expect(localStorage.getItem('thock-theme')).toBe('light')
  })

  it('stores and broadcasts mute changes', () => {
    const heard = vi.fn()
    window.addEventListener(MUTE_CHANGE, (e) => heard((e as CustomEvent).detail.muted))
    usePreferencesStore.getState().toggleMuted()
    expect(localStorage.getItem('thock-muted')).toBe('true')
    expect(heard).toHaveBeenCalledWith(true)
  })

  it('clamps, stores and broadcasts volume changes', () => {
    const heard = vi.fn()
    window.addEventListener(VOLUME_CHANGE, (e) => heard((e as CustomEvent).detail.volume))
    usePreferencesStore.getState().setVolume(140)
    expect(usePreferencesStore.getState().volume).toBe(100)
    expect(localStorage.getItem('thock-volume')).toBe('100')
    expect(heard).toHaveBeenCalledWith(100)
  })
})
