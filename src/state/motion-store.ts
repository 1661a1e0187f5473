import { create } from 'zustand'
import { MOTION, type Motion } from '../tuning/motion'

interface MotionState {
  motion: Motion
  /** Replaces one group of constants (the Leva panel writes through this). */
  setGroup: <K extends keyof Motion>(group: K, values: Partial<Motion[K]>) => void
}

/**
 * The live tuning constants. Components read `useMotionStore((s) => s.motion.home)`;
 * frame loops read `useMotionStore.getState().motion` without re-rendering.
 */
export const useMotionStore = create<MotionState>()((set) => ({
  motion: structuredClone(MOTION) as Motion,
  setGroup: (group, values) =>
    set((s) => ({ motion: { ...s.motion, [group]: { ...s.motion[group], ...values } } })),
}))

/** The current constants, for code outside React (frame loops, audio). */
export function motion(): Motion {
  return useMotionStore.getState().motion
}
