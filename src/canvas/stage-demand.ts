import { create } from 'zustand'

/**
 * Whether anything on this visit needs the 3D stage yet. The stage (three, R3F,
 * the WebGL context) loads only once something asks: a scene slot coming within
 * about one viewport of the screen (./stage-near.ts), or a pointer on a tilt card (its glare).
 * Until then every slot shows its DOM fallback and the page pays nothing for 3D.
 * Once wanted it stays wanted for the whole visit (one canvas, one context).
 * Free of three.js: the page code calls it cheaply.
 */
export const useStageDemand = create<{ wanted: boolean }>()(() => ({ wanted: false }))

/** Asks the 3D stage to start (idempotent). */
export function wantStage(): void {
  if (!useStageDemand.getState().wanted) useStageDemand.setState({ wanted: true })
}
