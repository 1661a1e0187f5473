import { useEffect, useMemo } from 'react'
import { useFrame } from '@react-three/fiber'
import { OrthographicCamera } from '@react-three/drei'
import { makeShaderMaterial } from '../../shader-material'
import glareVert from '../../../../shaders/card-glare.vert.glsl?raw'
import glareFrag from '../../../../shaders/card-glare.frag.glsl?raw'
import {
  DynamicDrawUsage,
  InstancedBufferAttribute,
  InstancedBufferGeometry,
  BufferAttribute,
  DoubleSide,
  NormalBlending,
  Vector2,
} from 'three'
import { useSlot } from '../../slot-context'
import { updateSlotView } from '../../slots'
import { motion } from '../../../state/motion-store'
import { scrollStore } from '../../../state/scroll-store'
import { glareSceneMounted, glareSources } from './glare-registry'

/**
 * The glare of every tilt card on the page, drawn by the persistent canvas as
 * instanced quads in pixel space: one draw call, aligned with each card's CSS
 * tilt in the same frame. Mounted once per page (by the card hosting the layer).
 */
export function CardGlareScene() {
  const slot = useSlot()
  const { geometry, material, rect, tilt, glare } = useMemo(() => {
    const max = motion().tilt.glareMaxCards // allocated once, when the scene starts
    const g = new InstancedBufferGeometry()
    g.setAttribute(
      'position',
      new BufferAttribute(
        new Float32Array([-0.5, -0.5, 0, 0.5, -0.5, 0, 0.5, 0.5, 0, -0.5, 0.5, 0]),
        3
      )
    )
    g.setIndex([0, 1, 2, 0, 2, 3])
    const make = () => {
      const a = new InstancedBufferAttribute(new Float32Array(max * 4), 4)
      a.setUsage(DynamicDrawUsage)
      return a
    }
    const rect = make()
    const tilt = make()
    const glare = make()
    g.setAttribute('aRect', rect)
    g.setAttribute('aTilt', tilt)
    g.setAttribute('aGlare', glare)
    g.instanceCount = 0
    const m = makeShaderMaterial({
      vertexShader: glareVert,
      fragmentShader: glareFrag,
      uniforms: { uViewport: new Vector2(1, 1), uPerspective: 1000 },
      transparent: true,
      premultipliedAlpha: true,
      blending: NormalBlending,
      depthTest: false,
      depthWrite: false,
      side: DoubleSide, // y is flipped from css to clip space, so the winding is too
    })
    return { geometry: g, material: m, rect, tilt, glare }
  }, [])

  useEffect(() => {
    glareSceneMounted(1)
    return () => {
      glareSceneMounted(-1)
      // the scene frees what it made (the slot frees nothing)
      geometry.dispose()
      material.dispose()
    }
  }, [geometry, material])

  useFrame(() => {
    const cards = glareSources()
    const scrollY = scrollStore.getState().y
    let n = 0
    for (let i = 0; i < cards.length && n < rect.count; i++) {
      const c = cards[i]!
      if (c.cssGlare || c.glare < 0.0005) continue
      updateSlotView(c.slot, scrollY)
      const v = c.slot.view
      if (!v.visible) continue
      rect.setXYZW(n, v.x + v.width / 2, v.y + v.height / 2, v.width, v.height)
      tilt.setXYZW(n, c.rx, c.ry, c.scale, c.glare)
      glare.setXYZW(n, c.gx, c.gy, c.radius, 0)
      n++
    }
    geometry.instanceCount = n
    if (n > 0) {
      rect.needsUpdate = true
      tilt.needsUpdate = true
      glare.needsUpdate = true
    }
    const u = material.uniforms
    ;(u.uViewport!.value as Vector2).set(slot.view.width || 1, slot.view.height || 1)
    u.uPerspective!.value = motion().tilt.perspectivePx
  })

  return (
    <>
      <OrthographicCamera makeDefault manual near={-1000} far={1000} position={[0, 0, 10]} />
      <mesh geometry={geometry} material={material} frustumCulled={false} renderOrder={10} />
    </>
  )
}
