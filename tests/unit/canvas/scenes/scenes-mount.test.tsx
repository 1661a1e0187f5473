import fs from 'node:fs'
import path from 'node:path'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ReactThreeTestRenderer from '@react-three/test-renderer'
import { useThree, type RootState } from '@react-three/fiber'
import { DataTexture, type Camera, type Object3D } from 'three'
import { SlotContext } from '../../../../src/canvas/slot-context'
import { createSlotEntry, type SlotEntry } from '../../../../src/canvas/slots'
import { THREE_CATALOGUE } from '../../../../src/canvas/three-catalogue'
import type { CarouselTile } from '../../../../src/canvas/scenes/carousel/carousel-tiles'

/**
 * Every scene in src/canvas/scenes/, mounted alone with @react-three/test-renderer (R3F on a
 * mocked WebGL context) inside the slot context a SceneSlot gives it, then unmounted. It checks
 * the rules of src/canvas/scenes/README.md: the scene mounts and draws frames without error,
 * writes only JSX classes registered in THREE_CATALOGUE, declares its own camera (drei's
 * `makeDefault manual`), and frees every geometry, material and texture it made.
 */

// R3F's useLoader loads images, which jsdom never does: the ring's covers come as small
// textures, cached by URL as useLoader caches them (the scene must free the GPU copies itself)
const covers = new Map<string, DataTexture>()
vi.mock('@react-three/fiber', async (importOriginal) => {
  const fiber = await importOriginal<typeof import('@react-three/fiber')>()
  const load = (src: string) => {
    let tex = covers.get(src)
    if (!tex) {
      tex = new DataTexture(new Uint8Array(4 * 4 * 5), 4, 5)
      covers.set(src, tex)
    }
    return tex
  }
  return {
    ...fiber,
    useLoader: (_loader: unknown, srcs: string | string[]) =>
      Array.isArray(srcs) ? srcs.map(load) : load(srcs),
  }
})

const TILES: CarouselTile[] = [
  { kind: 'cover', slot: 1, src: '/images/a.webp', title: 'a', slug: 'a' },
  { kind: 'stage', slot: 2, stage: 'bench' },
  { kind: 'reserved', slot: 3 },
  { kind: 'open', slot: 4 },
]

/** Every scene: each capitalised function exported by a `src/canvas/scenes/<folder>/<folder>-scene.tsx`. */
const MODULES = import.meta.glob<Record<string, unknown>>('/src/canvas/scenes/*/*-scene.tsx', {
  eager: true,
})
const SCENES = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
    .map(([name, value]) => ({ file, name, Scene: value as ComponentType<object> }))
)

/** The props of the scenes that take some, as their routes pass them (a scene without props needs no row). */
const PROPS: Record<string, () => object> = {
  CarouselScene: () => ({ tiles: TILES }),
  GlobeScene: () => ({ home: { lat: 40.1, lng: -88.2 }, overlay: overlay(), onPick: () => {} }),
}

/** Scenes drawn over the whole viewport (mounted in a SceneLayer: a slot without an element). */
const LAYERS = new Set(['CardGlareScene'])

function overlay() {
  const popup = document.createElement('div')
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  const line = document.createElementNS('http://www.w3.org/2000/svg', 'path')
  svg.append(line)
  return { popup, line, size: { width: 200, height: 50 } }
}

type Owned = {
  isBufferGeometry?: boolean
  isMaterial?: boolean
  isTexture?: boolean
  type?: string | number
  renderTarget?: { addEventListener(type: 'dispose', f: () => void): void } | null
  addEventListener?: (type: 'dispose', f: () => void) => void
}
type Allocation = { object: Owned; disposed: boolean }

/**
 * Records every geometry, material and texture constructed until `stop` (three's constructors
 * define each one's `id` with Object.defineProperty), and whether each has been disposed since.
 */
function recordAllocations() {
  const made: Allocation[] = []
  const define = Object.defineProperty
  const spy = vi.spyOn(Object, 'defineProperty').mockImplementation(((
    target: object,
    key: PropertyKey,
    attributes: PropertyDescriptor
  ) => {
    const o = target as Owned
    if (key === 'id' && (o.isBufferGeometry || o.isMaterial || o.isTexture)) {
      const entry = { object: o, disposed: false }
      made.push(entry)
      o.addEventListener?.('dispose', () => (entry.disposed = true))
    }
    return define(target, key, attributes)
  }) as typeof Object.defineProperty)
  return {
    made,
    stop: () => spy.mockRestore(),
    /** A render target's texture is freed with its target (three frees both on its dispose). */
    watchRenderTargets() {
      for (const a of made)
        a.object.renderTarget?.addEventListener('dispose', () => (a.disposed = true))
    },
  }
}

/** The geometries, materials and textures (maps and uniforms) the scene's objects use now. */
function collectUsed(root: Object3D, into: Set<unknown>): void {
  const addTexture = (v: unknown) => {
    if ((v as Owned | null)?.isTexture) into.add(v)
  }
  root.traverse((obj) => {
    const o = obj as Object3D & { geometry?: unknown; material?: unknown }
    if (o.geometry) into.add(o.geometry)
    const mats = Array.isArray(o.material) ? o.material : o.material ? [o.material] : []
    for (const m of mats as Record<string, unknown>[]) {
      into.add(m)
      Object.values(m).forEach(addTexture)
      const uniforms = m.uniforms as Record<string, { value?: unknown }> | undefined
      for (const u of Object.values(uniforms ?? {}))
        if (Array.isArray(u.value)) u.value.forEach(addTexture)
        else addTexture(u.value)
    }
  })
}

/** Reads the root's state from inside the canvas. */
function Probe({ onState }: { onState: (get: () => RootState) => void }) {
  onState(useThree((s) => s.get))
  return null
}

/** The JSX element types (R3F instance types) under `object`, e.g. 'mesh', 'primitive'. */
function elementTypes(object: Object3D & { __r3f?: { children: R3fInstance[] } }): Set<string> {
  const types = new Set<string>()
  const walk = (nodes: R3fInstance[]) => {
    for (const n of nodes) {
      types.add(n.type)
      walk(n.children)
    }
  }
  walk(object.__r3f?.children ?? [])
  return types
}
interface R3fInstance {
  type: string
  object: Object3D
  children: R3fInstance[]
}

function isDescendant(object: Object3D, root: Object3D): boolean {
  for (let o: Object3D | null = object; o; o = o.parent) if (o === root) return true
  return false
}

class NoopResizeObserver {
  observe() {}
  disconnect() {}
}

describe('every scene in src/canvas/scenes', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
    // jsdom has no 2D canvas: the ring's drawn tiles get no context and skip drawing (as the
    // scene allows); the test renderer still answers 'webgl2' with its mock
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null)
    covers.clear()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('are found: each folder has its <folder>-scene.tsx exporting the scene', () => {
    const dir = path.resolve('src/canvas/scenes')
    const folders = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `/src/canvas/scenes/${e.name}/${e.name}-scene.tsx`)
    expect([...new Set(SCENES.map((s) => s.file))].sort()).toEqual(folders.sort())
  })

  for (const { name, Scene } of SCENES) {
    it(`${name}: mounts and draws, registers its JSX, declares a camera, frees what it made`, async () => {
      const el = LAYERS.has(name) ? null : document.createElement('div')
      const slot: SlotEntry = createSlotEntry(name, el)
      slot.view = { x: 0, y: 0, width: 800, height: 600, visible: true }
      slot.near = true
      let get: (() => RootState) | null = null
      const probe = <Probe onState={(g) => (get = g)} />

      const renderer = await ReactThreeTestRenderer.create(probe, { width: 800, height: 600 })
      const state = () => get!()
      const rootCamera = state().camera
      const info = state().gl.info
      const before = { ...info.memory, programs: info.programs?.length ?? 0 }
      const allocations = recordAllocations()
      const used = new Set<unknown>()
      try {
        await renderer.update(
          <>
            {probe}
            <SlotContext.Provider value={slot}>
              <Scene {...(PROPS[name]?.() ?? {})} />
            </SlotContext.Provider>
          </>
        )
        const { scene: root, camera } = state()

        // it drew: a few frames of its useFrame and the renderer, no error
        collectUsed(root, used)
        await ReactThreeTestRenderer.act(async () => {
          for (let i = 1; i <= 3; i++) {
            state().advance(i * 16)
            collectUsed(root, used)
          }
        })

        // the catalogue: each lowercase JSX element is a class THREE_CATALOGUE registers
        // (the test renderer registers all of three, so a missing entry would pass unseen)
        const missing = [...elementTypes(root)]
          .filter((t) => t !== 'primitive')
          .map((t) => t[0]!.toUpperCase() + t.slice(1))
          .filter((cls) => !(cls in THREE_CATALOGUE))
        expect(missing, 'JSX classes missing from src/canvas/three-catalogue.ts').toEqual([])

        // its own camera, made the default and left to the slot to fit (`makeDefault manual`)
        expect(camera, 'a camera declared with makeDefault').not.toBe(rootCamera)
        expect(isDescendant(camera, root), 'the default camera is in the scene').toBe(true)
        expect((camera as Camera & { manual?: boolean }).manual, 'camera `manual`').toBe(true)

        allocations.watchRenderTargets()
      } finally {
        // unmount the scene alone: the root (and its renderer) stays, so only the scene frees
        await renderer.update(probe)
        allocations.stop()
      }
      // what it made and drew with, or what reached the GPU, must be freed. Not counted: objects
      // that never did (R3F's `new Mesh()` makes a default geometry and material that the
      // `geometry` and `material` props replace before anything is drawn)
      const gpu = state().gl.properties
      const owned = allocations.made.filter(
        (a) => used.has(a.object) || gpu.has(a.object as object)
      )
      expect(owned.length, 'the scene draws with objects of its own').toBeGreaterThan(0)
      const leaked = owned.filter((a) => !a.disposed).map((a) => a.object.type)
      expect(leaked, 'geometries, materials, textures not freed on unmount').toEqual([])
      // and the renderer agrees: no geometry, texture or shader program of the scene is left
      const after = { ...info.memory, programs: info.programs?.length ?? 0 }
      expect(after, 'renderer.info after unmount').toEqual(before)
      await renderer.unmount()
    })
  }
})
