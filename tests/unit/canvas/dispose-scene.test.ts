import { describe, expect, it } from 'vitest'
import {
  BoxGeometry,
  BufferGeometry,
  DataTexture,
  Group,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  Points,
  Scene,
  ShaderMaterial,
  type EventDispatcher,
} from 'three'
import { disposeScene } from '../../../src/canvas/dispose-scene'

/** Counts the 'dispose' events three would act on (freeing GPU buffers and textures). */
function watch(target: EventDispatcher<{ dispose: object }>): { count: number } {
  const seen = { count: 0 }
  target.addEventListener('dispose', () => seen.count++)
  return seen
}

describe('disposeScene', () => {
  it('frees geometries, materials, textures and instance buffers of a removed scene', () => {
    const scene = new Scene()
    const group = new Group()
    scene.add(group)

    const map = new DataTexture(new Uint8Array(4), 1, 1)
    const meshGeometry = new BoxGeometry()
    const meshMaterial = new MeshBasicMaterial({ map })
    group.add(new Mesh(meshGeometry, meshMaterial))

    const instanced = new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 10)
    group.add(instanced)

    const uniformTexture = new DataTexture(new Uint8Array(4), 1, 1)
    const pointsMaterial = new ShaderMaterial({ uniforms: { uMap: { value: uniformTexture } } })
    const pointsGeometry = new BufferGeometry()
    scene.add(new Points(pointsGeometry, pointsMaterial))

    const seen = [
      watch(meshGeometry),
      watch(meshMaterial),
      watch(map),
      watch(instanced),
      watch(instanced.geometry),
      watch(uniformTexture),
      watch(pointsMaterial),
      watch(pointsGeometry),
    ]
    disposeScene(scene)
    expect(seen.map((s) => s.count)).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
  })

  it('leaves shared resources alone', () => {
    const scene = new Scene()
    const sharedGeometry = new BoxGeometry()
    sharedGeometry.userData.shared = true
    const sharedTexture = new DataTexture(new Uint8Array(4), 1, 1)
    sharedTexture.userData.shared = true
    const material = new MeshBasicMaterial({ map: sharedTexture })
    scene.add(new Mesh(sharedGeometry, material))
    const geometry = watch(sharedGeometry)
    const texture = watch(sharedTexture)
    const own = watch(material)
    disposeScene(scene)
    expect([geometry.count, texture.count, own.count]).toEqual([0, 0, 1])
  })
})
