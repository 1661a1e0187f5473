import { createStore } from 'zustand/vanilla'

interface ScrollState {
  y: number // px scrolled, as drawn this frame
  scrolling: boolean
}

/**
 * Transient scroll state, written at every scroll event (Lenis's, once it smooths the wheel) and read
 * with `scrollStore.getState()` in frame callbacks: never a React re-render.
 */
export const scrollStore = createStore<ScrollState>()(() => ({
  y: 0,
  scrolling: false,
}))
