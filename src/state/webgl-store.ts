import { create } from 'zustand'

/** pending: the 3D chunk has not loaded yet; lost: context lost, waiting for a restore. */
export type WebglStatus = 'pending' | 'ready' | 'lost' | 'unavailable'

interface WebglState {
  status: WebglStatus
  setStatus: (status: WebglStatus) => void
}

/** Whether the persistent canvas can draw; DOM fallbacks show whenever it is not 'ready'. */
export const useWebglStore = create<WebglState>()((set) => ({
  status: 'pending',
  setStatus: (status) => set({ status }),
}))
