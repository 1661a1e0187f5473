import { create } from 'zustand'

/** pending: the 3D chunk has not loaded yet; lost: context lost, waiting for a restore. */
export type WebglStatus = 'pending' | 'ready' | 'lost' | 'unavailable'

interface WebglState {
  status: WebglStatus
  /** The renderer string once the stage has asked for it ('' until then). */
  renderer: string
  setStatus: (status: WebglStatus) => void
  setRenderer: (renderer: string) => void
}

/** Whether the persistent canvas can draw; DOM fallbacks show whenever it is not 'ready'. */
export const useWebglStore = create<WebglState>()((set) => ({
  status: 'pending',
  renderer: '',
  setStatus: (status) => set({ status }),
  setRenderer: (renderer) => set({ renderer }),
}))
