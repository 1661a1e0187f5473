/**
 * React 19's own `useSyncExternalStore`, standing in for the `use-sync-external-store/shim`
 * package that wouter imports for React 17: the shim's fallback code never runs on React 19
 * and would ship in the shell chunk (vite.config.ts aliases the import here).
 */
export { useSyncExternalStore } from 'react'
