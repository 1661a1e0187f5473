import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { OrthographicCamera, PerspectiveCamera } from 'three'
import { SceneLayer, SceneSlot } from '../../../src/canvas/scene-slot'
import { fitCamera } from '../../../src/canvas/slot-view'
import { useSlotStore } from '../../../src/canvas/slots'
import { useWebglStore } from '../../../src/state/webgl-store'

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function Scene({ n }: { n: number }) {
  return <group name={`scene-${n}`} />
}

describe('a slot from mount to unmount', () => {
  beforeEach(() => {
    useSlotStore.setState({ slots: [], nodes: {}, marks: 0 })
    useWebglStore.setState({ status: 'pending' })
    vi.stubGlobal('ResizeObserver', NoopResizeObserver)
    vi.stubGlobal('IntersectionObserver', undefined) // no observer: the slot is near at once
  })
  afterEach(() => vi.unstubAllGlobals())

  it('registers its element and scene, and a re-render changes only its own node', () => {
    const { container, rerender } = render(
      <SceneSlot fallback={<img alt="" />}>
        <Scene n={1} />
      </SceneSlot>
    )
    const { slots, nodes } = useSlotStore.getState()
    expect(slots).toHaveLength(1)
    const [entry] = slots
    expect(entry!.el).toBe(container.firstChild)
    expect(entry!.near).toBe(true)
    const first = nodes[entry!.id]

    rerender(
      <SceneSlot fallback={<img alt="" />}>
        <Scene n={2} />
      </SceneSlot>
    )
    const after = useSlotStore.getState()
    expect(after.slots).toBe(slots) // the stage, which maps `slots`, does not re-render
    expect(after.nodes[entry!.id]).not.toBe(first)
  })

  it('shows its fallback until the scene has drawn, and again when it fails', () => {
    const { container } = render(
      <SceneSlot fallback={<img alt="" data-testid="picture" />}>
        <Scene n={1} />
      </SceneSlot>
    )
    const el = container.firstChild as HTMLElement
    const id = useSlotStore.getState().slots[0]!.id
    act(() => useWebglStore.getState().setStatus('ready'))
    expect(el.dataset.sceneSlot).toBe('fallback') // ready, but nothing drawn yet
    expect(el.querySelector('img')).not.toBeNull()

    act(() => useSlotStore.getState().mark(id, 'drawn'))
    expect(el.dataset.sceneSlot).toBe('live')
    expect(el.querySelector('img')).toBeNull()

    act(() => useSlotStore.getState().mark(id, 'failed'))
    expect(el.dataset.sceneSlot).toBe('fallback')
    expect(el.querySelector('img')).not.toBeNull()
  })

  it('says it is building from coming near until its first frame, and not where WebGL is out', () => {
    const { container } = render(
      <SceneSlot fallback={<img alt="" />}>
        <Scene n={1} />
      </SceneSlot>
    )
    const el = container.firstChild as HTMLElement
    const id = useSlotStore.getState().slots[0]!.id
    expect(el.dataset.sceneBuilding).toBe('true') // near, the stage's code on its way
    act(() => useWebglStore.getState().setStatus('ready'))
    expect(el.dataset.sceneBuilding).toBe('true')
    act(() => useSlotStore.getState().mark(id, 'drawn'))
    expect(el.dataset.sceneBuilding).toBeUndefined()

    act(() => useWebglStore.getState().setStatus('unavailable'))
    const other = render(
      <SceneSlot fallback={<img alt="" />}>
        <Scene n={2} />
      </SceneSlot>
    ).container.firstChild as HTMLElement
    expect(other.dataset.sceneSlot).toBe('fallback')
    expect(other.dataset.sceneBuilding).toBeUndefined()
  })

  it('leaves the store when unmounted; an inactive slot never enters it', () => {
    const { unmount } = render(
      <>
        <SceneSlot>
          <Scene n={1} />
        </SceneSlot>
        <SceneSlot active={false}>
          <Scene n={2} />
        </SceneSlot>
        <SceneLayer>
          <Scene n={3} />
        </SceneLayer>
      </>
    )
    const { slots, nodes } = useSlotStore.getState()
    expect(slots.map((s) => s.el === null)).toEqual([false, true]) // the slot and the layer
    expect(Object.keys(nodes)).toHaveLength(2)
    unmount()
    expect(useSlotStore.getState().slots).toEqual([])
    expect(useSlotStore.getState().nodes).toEqual({})
  })
})

describe('fitting a scene camera to its slot', () => {
  const rect = { x: 10, y: 20, width: 400, height: 200, visible: true }

  it('gives a perspective camera the slot aspect', () => {
    const cam = new PerspectiveCamera(40, 1)
    fitCamera(cam, rect)
    expect(cam.aspect).toBe(2)
  })

  it('makes an orthographic camera pixel space centred on the slot', () => {
    const cam = new OrthographicCamera()
    fitCamera(cam, rect)
    expect([cam.left, cam.right, cam.top, cam.bottom]).toEqual([-200, 200, 100, -100])
  })
})
