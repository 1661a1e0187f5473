import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react'
import { useWebglStore } from '../state/webgl-store'
import { trackElement } from '../lib/tracker'
import { createSlotEntry, measureSlot, slotFlag, useSlotStore } from './slots'
import { wantStageNear } from './stage-near'

function useSlotRegistration(
  el: () => HTMLElement | null,
  node: ReactNode,
  active = true,
  stillOnScroll = false,
  load?: () => Promise<unknown>
): { id: string; near: boolean; failed: boolean; drawn: boolean } {
  const id = useId()
  const near = useSlotStore((s) => slotFlag(s, id, 'near'))
  const failed = useSlotStore((s) => slotFlag(s, id, 'failed'))
  const drawn = useSlotStore((s) => slotFlag(s, id, 'drawn'))
  useLayoutEffect(() => {
    if (!active) return
    const target = el()
    const entry = createSlotEntry(id, target, stillOnScroll)
    const untrack = trackElement(target, () => measureSlot(entry))
    useSlotStore.getState().add(entry)
    // near the screen a slot starts the stage and builds its scene; a layer's owner starts it
    const stopWatching = target
      ? wantStageNear(target, () => useSlotStore.getState().mark(id, 'near'), load)
      : null
    return () => {
      stopWatching?.()
      untrack()
      useSlotStore.getState().remove(id)
    }
    // el is a stable ref reader; load is the scene's module import, the same function each render
  }, [id, active, stillOnScroll]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (active) useSlotStore.getState().update(id, node)
  })
  return { id, near, failed, drawn }
}

interface SceneSlotProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The scene, rendered inside the persistent canvas in this element's rectangle. It
   * declares its own camera (drei `<PerspectiveCamera makeDefault manual>`; an
   * orthographic one is pixel space, origin at the slot's centre) and may suspend:
   * each slot has its own Suspense and error boundary.
   */
  children: ReactNode
  /** DOM shown instead when WebGL is unavailable, lost, not loaded or drawn yet, or the scene failed. */
  fallback?: ReactNode
  /** Accessible name of the 3D thing; omit for decorative scenes (then aria-hidden). */
  label?: string
  /**
   * False: only the fallback shows, and the slot is neither tracked nor starts the stage
   * (e.g. the globe on narrow screens). The element stays the same either way, so the
   * server HTML and a later switch keep the same picture (no repaint, no shift).
   */
  active?: boolean
  /** Attributes the element carries only while the scene shows (e.g. its keyboard role). */
  whenLive?: Omit<HTMLAttributes<HTMLDivElement>, 'children'>
  /**
   * The scene moves by itself, not with the scroll (a turn, a spin): in 'lite' it may stand as
   * a picture of its last frame while the page scrolls (src/canvas/still-on-scroll.ts). The
   * element then needs a containing block for the picture (`position: relative`).
   */
  stillOnScroll?: boolean
  /**
   * The scene's code (the import its `lazy()` makes): fetched with the stage, as the slot comes
   * near, so it is in by the stage's first render of the slot. Called there first, a lazy scene
   * adds its chunk's modulepreload links inside that render, one task with the scene's build
   * (23 ms of a 100 ms task at 4x CPU for the tunnel).
   * @example const loadGlobe = () => import('…/globe-scene') · lazy(() => loadGlobe().then(…))
   */
  load?: () => Promise<unknown>
  slotRef?: Ref<HTMLDivElement>
}

/**
 * A tracked DOM element where a 3D scene belongs. The scene is portalled into
 * the one persistent canvas and drawn in this element's rectangle, in step
 * with the scroll of the same frame. The element says where the scene stands:
 * `data-scene-slot="live" | "fallback"`, and `data-scene-building` while it is near and its scene
 * (and the stage's code, if not in yet) is on its way to a first frame.
 * @example <SceneSlot className={s.globe} label="globe" fallback={<img …/>}><GlobeScene /></SceneSlot>
 */
export function SceneSlot({
  children,
  fallback,
  label,
  slotRef,
  active = true,
  whenLive,
  stillOnScroll = false,
  load,
  ...rest
}: SceneSlotProps) {
  const ref = useRef<HTMLDivElement | null>(null)
  const status = useWebglStore((s) => s.status)
  const { near, failed, drawn } = useSlotRegistration(
    () => ref.current,
    children,
    active,
    stillOnScroll,
    load
  )
  // the fallback stays until the scene's first frame (shaders compile for a while in software GL)
  const live = active && status === 'ready' && !failed && drawn
  // near, and its scene (with the stage, if that is not in yet) still on its way to a first frame
  const building =
    active && near && !failed && !drawn && (status === 'pending' || status === 'ready')
  return (
    <div
      ref={(el) => {
        ref.current = el
        if (typeof slotRef === 'function') slotRef(el)
        else if (slotRef) slotRef.current = el
      }}
      data-scene-slot={live ? 'live' : 'fallback'}
      data-scene-building={building || undefined}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
      {...(live ? whenLive : null)}
    >
      {live ? (
        stillOnScroll ? (
          <canvas className="slot-still" data-slot-still="" aria-hidden="true" />
        ) : null
      ) : (
        fallback
      )}
    </div>
  )
}

/**
 * A scene drawn over the whole viewport (e.g. the glare of every card on a page).
 * It does not start the stage by itself: its owner calls `wantStage()` when the
 * scene is first needed (the glare: the first pointer on a card).
 */
export function SceneLayer({ children }: { children: ReactNode }) {
  useSlotRegistration(() => null, children)
  return null
}
