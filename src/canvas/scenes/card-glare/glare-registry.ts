import { create } from 'zustand'
import type { SlotEntry } from '../../slots'

/**
 * What the glare scene draws of one card: its tracked place (`slot`, the same math as a scene
 * slot) and its current tilt and glare, written by whatever moves the card (the tilt engine,
 * src/dom/components/tilt-card/tilt-engine.ts). The scene only reads.
 */
export interface GlareSource {
  slot: SlotEntry
  radius: number // px, the card's corner radius (the glare's mask)
  rx: number // deg, current rotateX
  ry: number // deg, current rotateY
  scale: number
  glare: number // current glare opacity (0-1)
  gx: number // glare centre in the card, 0-1 from the left
  gy: number // 0-1 from the top
  cssGlare: boolean // the card draws its glare with CSS (WebGL not ready): the scene skips it
}

interface GlareState {
  /** The source whose card hosts the page's one glare layer (mounts the scene); null: none. */
  owner: GlareSource | null
  /** A glare scene is mounted and drawing: cards switch from their CSS glare to the canvas. */
  live: boolean
}

/** Which card hosts the glare layer, and whether the canvas draws the glare. */
export const useGlareStore = create<GlareState>()(() => ({ owner: null, live: false }))

const sources: GlareSource[] = []
let scenes = 0 // mounted glare scenes (briefly 2 while the host card changes)

/** Adds a card's glare; the first becomes the layer's host. Returns the remover (hands the host on). */
export function addGlareSource(source: GlareSource): () => void {
  sources.push(source)
  if (useGlareStore.getState().owner === null) useGlareStore.setState({ owner: source })
  return () => {
    const i = sources.indexOf(source)
    if (i !== -1) sources.splice(i, 1)
    if (useGlareStore.getState().owner === source)
      useGlareStore.setState({ owner: sources[0] ?? null })
  }
}

/** The cards whose glare the scene draws (read every frame; do not mutate). */
export function glareSources(): readonly GlareSource[] {
  return sources
}

/** Called by the glare scene on mount (+1) and unmount (-1). */
export function glareSceneMounted(delta: 1 | -1): void {
  scenes = Math.max(0, scenes + delta)
  useGlareStore.setState({ live: scenes > 0 })
}
