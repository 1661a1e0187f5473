import { describe, expect, it } from 'vitest'
import {
  DataTexture,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShaderMaterial,
  type Texture,
  type WebGLRenderer,
} from 'three'
import { prepareInSteps, texturesOf } from '../../../src/canvas/prepare-in-steps'

const tex = () => new DataTexture(new Uint8Array(4), 1, 1)

/** A renderer that records what it is asked, and when (a task counter the test advances). */
function fakeRenderer(tasks: { n: number }) {
  const uploads: { texture: Texture; task: number }[] = []
  const gl = {
    compile: (object: Mesh) => new Set([object.material]),
    properties: { get: () => ({ currentProgram: { program: {}, getUniforms: () => ({}) } }) },
    getContext: () => ({
      isContextLost: () => false,
      getProgramParameter: () => true,
      LINK_STATUS: 0,
    }),
    initTexture: (texture: Texture) => uploads.push({ texture, task: tasks.n }),
  }
  return { gl: gl as unknown as WebGLRenderer, uploads }
}

/** Counts macrotasks while `run` runs (each yield to the main thread lets one go by). */
async function countingTasks<T>(tasks: { n: number }, run: () => Promise<T>): Promise<T> {
  let on = true
  const tick = () => {
    if (!on) return
    tasks.n++
    setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  try {
    return await run()
  } finally {
    on = false
  }
}

describe('prepareInSteps', () => {
  it("finds a material's maps and its uniforms' textures", () => {
    const map = tex()
    const u = tex()
    const shader = new ShaderMaterial({ uniforms: { uMap: { value: u }, uN: { value: 1 } } })
    expect(texturesOf(new Mesh(new PlaneGeometry(), new MeshBasicMaterial({ map })))).toEqual([map])
    expect(texturesOf(new Mesh(new PlaneGeometry(), shader))).toEqual([u])
  })

  it('uploads each texture once, each in a task of its own, before the scene is ready', async () => {
    const shared = tex()
    const own = tex()
    const scene = new Scene()
    const material = (t: Texture) => new ShaderMaterial({ uniforms: { uMap: { value: t } } })
    scene.add(new Mesh(new PlaneGeometry(), material(shared)))
    scene.add(new Mesh(new PlaneGeometry(), material(shared)))
    scene.add(new Mesh(new PlaneGeometry(), material(own)))
    const tasks = { n: 0 }
    const { gl, uploads } = fakeRenderer(tasks)
    await countingTasks(tasks, () => prepareInSteps(gl, scene, new PerspectiveCamera(), () => true))
    expect(uploads.map((u) => u.texture)).toEqual([shared, own])
    expect(uploads[1]!.task).toBeGreaterThan(uploads[0]!.task)
  })

  it('stops when the slot goes away', async () => {
    const scene = new Scene()
    for (let i = 0; i < 3; i++)
      scene.add(
        new Mesh(new PlaneGeometry(), new ShaderMaterial({ uniforms: { uMap: { value: tex() } } }))
      )
    const tasks = { n: 0 }
    const { gl, uploads } = fakeRenderer(tasks)
    let alive = true
    const done = countingTasks(tasks, () =>
      prepareInSteps(gl, scene, new PerspectiveCamera(), () => alive)
    )
    while (uploads.length === 0) await new Promise((r) => setTimeout(r, 0))
    alive = false
    await done
    expect(uploads).toHaveLength(1)
  })
})
