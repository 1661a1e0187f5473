import { createStore } from 'zustand/vanilla'

interface ScrollState {
  y: number // px scrolled, as drawn this frame
  velocity: number // px per frame
  scrolling: boolean
}

/**
 * Transient scroll state, written by the one clock every scroll frame and read
 * with `scrollStore.getState()` in frame callbacks: never a React re-render.
 */
export const scrollStore = createStore<ScrollState>()(() => ({
  y: 0,
  velocity: 0,
  scrolling: false,
}))
