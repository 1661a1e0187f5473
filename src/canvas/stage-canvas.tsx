import { startTransition, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import {
  events as createPointerEvents,
  createRoot,
  type Dpr,
  type ReconcilerRoot,
  type RenderProps,
  type RootState,
  type RootStore,
} from '@react-three/fiber'
import { QuietBoundary } from '../lib/error-boundary'
import './three-catalogue'
import './three-console'

interface StageCanvasProps {
  /** Element whose pointer events reach the scenes (the canvas itself takes none). */
  eventSource: HTMLElement
  gl: RenderProps<HTMLCanvasElement>['gl']
  dpr: Dpr
  onCreated: (state: RootState) => void
  children: ReactNode
}

function sizeOf(el: HTMLElement) {
  const r = el.getBoundingClientRect()
  return { width: r.width, height: r.height, top: 0, left: 0 }
}

/** Pointer coordinates in the full-viewport canvas from the event's client position. */
function computeClient(event: { clientX: number; clientY: number }, state: RootState): void {
  state.pointer.set(
    (event.clientX / state.size.width) * 2 - 1,
    -(event.clientY / state.size.height) * 2 + 1
  )
  state.raycaster.setFromCamera(state.pointer, state.camera)
}

/**
 * R3F's pointer events from the page root, each run only while some object in a scene has a
 * pointer handler (`internal.interaction`, portals included). They run after the page's own
 * handlers on every press and click anywhere on the page, and R3F reads `event.offsetX`
 * (a layout) on each: after a tap that changed the page, a forced layout of it (25 ms at 4x
 * CPU on a pricing tier), for scenes that today have no handler at all (the globe hit-tests
 * on its own element). A scene that adds `onClick` gets its events again.
 */
function pointerEventsWhenNeeded(store: RootStore): ReturnType<typeof createPointerEvents> {
  const events = createPointerEvents(store)
  const wrapped: Record<string, (event: never) => void> = {}
  for (const [name, handler] of Object.entries(events.handlers ?? {}))
    wrapped[name] = (event: never) => {
      if (store.getState().internal.interaction.length) (handler as (e: never) => void)(event)
    }
  return { ...events, handlers: wrapped as unknown as typeof events.handlers }
}

/**
 * The one canvas, on R3F's `createRoot` instead of `<Canvas>`: `<Canvas>` registers
 * the whole three namespace (`extend(THREE)`), which keeps all of three in the 3D
 * chunk; we register only the classes our scenes use (three-catalogue.ts).
 * Render loop 'never', events from `eventSource` in client coordinates, sized to
 * the parent element and resized with it; errors from the renderer factory or
 * the R3F tree are rethrown here for the stage's error boundary.
 */
export function StageCanvas({ eventSource, gl, dpr, onCreated, children }: StageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null)
  const rootRef = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null)
  const storeRef = useRef<RootStore | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [ready, setReady] = useState(false) // the renderer exists (its factory is async)
  if (error) throw error

  // create once: the props of the stage are fixed for its whole life
  useLayoutEffect(() => {
    const canvas = canvasRef.current
    const parent = canvas?.parentElement
    if (!canvas || !parent) return
    canvas.style.display = 'block' // no inline-box gap under the canvas
    const root = createRoot(canvas)
    rootRef.current = root
    root
      .configure({
        gl,
        dpr,
        frameloop: 'never',
        size: sizeOf(parent),
        events: pointerEventsWhenNeeded,
        onCreated: (state) => {
          state.events.connect?.(eventSource)
          state.setEvents({ compute: computeClient })
          onCreated(state)
        },
      })
      .then(
        () => {
          if (rootRef.current === root) setReady(true)
        },
        (e: unknown) => {
          if (rootRef.current === root) setError(e)
        }
      )
    // setSize, not configure: configure also resets the adaptive pixel ratio
    const observer = new ResizeObserver(() => {
      const { width, height } = sizeOf(parent)
      const state = storeRef.current?.getState()
      if (state && (state.size.width !== width || state.size.height !== height))
        state.setSize(width, height, 0, 0)
    })
    observer.observe(parent)
    return () => {
      observer.disconnect()
      rootRef.current = null
      storeRef.current = null
      root.unmount()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // hand the current children to the R3F root, in a transition: R3F's reconciler then renders
  // the scenes in slices of a few ms, yielding between them. Its first render is synchronous
  // whatever the priority (R3F mounts within the caller's commit), so that one is empty: with
  // the scenes in it, it was one task of 44 ms at 4x CPU as the first slot came near, in the
  // frames of the scroll that brought it.
  useLayoutEffect(() => {
    const root = rootRef.current
    if (!root || !ready) return
    const tree = (
      <QuietBoundary onError={setError}>
        <Suspense fallback={null}>{children}</Suspense>
      </QuietBoundary>
    )
    if (storeRef.current) {
      startTransition(() => void root.render(tree))
      return
    }
    const store = root.render(null)
    storeRef.current = store
    startTransition(() => void root.render(tree))
    // catch up with a resize during the async start
    const parent = canvasRef.current?.parentElement
    const state = store.getState()
    if (!parent) return
    const { width, height } = sizeOf(parent)
    if (state.size.width !== width || state.size.height !== height)
      state.setSize(width, height, 0, 0)
  }, [children, ready])

  return <canvas ref={canvasRef} />
}
