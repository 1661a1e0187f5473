import { create } from 'zustand'

interface UiState {
  drawerOpen: boolean
  hintVisible: boolean
  reducedMotion: boolean // prefers-reduced-motion: reduce
  touch: boolean // primary pointer is coarse / cannot hover: no tilt
  setDrawerOpen: (open: boolean) => void
  setHintVisible: (visible: boolean) => void
  setEnvironment: (env: { reducedMotion: boolean; touch: boolean }) => void
}

/** Transient interface state: the nav drawer, the ambience hint and what the device can do. */
export const useUiStore = create<UiState>()((set) => ({
  drawerOpen: false,
  hintVisible: false,
  reducedMotion: false,
  touch: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  setHintVisible: (hintVisible) => set({ hintVisible }),
  setEnvironment: (env) => set(env),
}))
