import { create } from 'zustand'
import { broadcastMute, broadcastVolume } from './events'
import {
  DEFAULT_MUTED,
  DEFAULT_THEME,
  DEFAULT_VOLUME,
  STORAGE_KEYS,
  clampVolume,
  loadPreferences,
  writeRaw,
  type Theme,
} from './safe-storage'

interface PreferencesState {
  theme: Theme
  muted: boolean
  volume: number // 0-100
  /** Reads the stored preferences (after hydration, so server HTML and first client render agree). */
  hydrate: () => void
  setTheme: (theme: Theme) => void
  toggleTheme: () => void
  setMuted: (muted: boolean) => void
  toggleMuted: () => void
  setVolume: (volume: number) => void
}

/** The visitor's preferences: theme, mute and volume, persisted through safe-storage. */
export const usePreferencesStore = create<PreferencesState>()((set, get) => ({
  theme: DEFAULT_THEME,
  muted: DEFAULT_MUTED,
  volume: DEFAULT_VOLUME,
  hydrate: () => set(loadPreferences()),
  setTheme: (theme) => {
    writeRaw(STORAGE_KEYS.theme, theme)
    set({ theme })
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setMuted: (muted) => {
    writeRaw(STORAGE_KEYS.muted, String(muted))
    set({ muted })
    broadcastMute(muted)
  },
  toggleMuted: () => get().setMuted(!get().muted),
  setVolume: (value) => {
    const volume = clampVolume(value)
    if (volume === get().volume) return
    writeRaw(STORAGE_KEYS.volume, String(volume))
    set({ volume })
    broadcastVolume(volume)
  },
}))
