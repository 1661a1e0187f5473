import { createContext, useContext } from 'react'
import type { SlotEntry } from './slots'

/** The slot a scene is drawn in (its element and this frame's `view` rectangle). */
export const SlotContext = createContext<SlotEntry | null>(null)

/** Reads the slot of the scene being rendered; throws outside a slot scene. */
export function useSlot(): SlotEntry {
  const slot = useContext(SlotContext)
  if (!slot) throw new Error('useSlot must be used within a scene rendered by SceneSlot')
  return slot
}
