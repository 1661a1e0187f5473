import { useEffect, useMemo } from 'react'
import { useFrame } from '@react-three/fiber'
import { OrthographicCamera } from '@react-three/drei'
import {
  DynamicDrawUsage,
  InstancedBufferAttribute,
  InstancedBufferGeometry,
  BufferAttribute,
  DoubleSide,
  NormalBlending,
  ShaderMaterial,
  Vector2,
} from 'three'
import { useSlot } from '../../slot-context'
import { updateSlotView } from '../../slots'
import { motion } from '../../../state/motion-store'
import { scrollStore } from '../../../state/scroll-store'
import { glareSceneMounted, tiltCards } from '../../../dom/components/tilt-card/tilt-engine'

const VERTEX = /* glsl */ `
attribute vec4 aRect;  // card centre x, y (css px, y down), width, height
attribute vec4 aTilt;  // rotateX deg, rotateY deg, scale, opacity
attribute vec4 aGlare; // glare centre u, v (0-1, y down), corner radius px, unused
uniform vec2 uViewport;
uniform float uPerspective;
varying vec2 vLocal;
varying vec2 vSize;
varying vec4 vGlare;
varying float vOpacity;

void main() {
  // the same matrix as the card's CSS: perspective(d) rotateX(ax) rotateY(ay) scale(s)
  vec2 local = position.xy * aRect.zw;
  vec3 p = vec3(local * aTilt.z, 0.0);
  float ay = radians(aTilt.y);
  float ax = radians(aTilt.x);
  p = vec3(p.x * cos(ay) + p.z * sin(ay), p.y, -p.x * sin(ay) + p.z * cos(ay));
  p = vec3(p.x, p.y * cos(ax) - p.z * sin(ax), p.y * sin(ax) + p.z * cos(ax));
  float w = 1.0 - p.z / uPerspective;
  vec2 screen = aRect.xy + p.xy / w;
  vec2 ndc = vec2(screen.x / uViewport.x * 2.0 - 1.0, 1.0 - screen.y / uViewport.y * 2.0);
  gl_Position = vec4(ndc * w, 0.0, w); // w keeps the interpolation perspective-correct
  vLocal = local;
  vSize = aRect.zw;
  vGlare = aGlare;
  vOpacity = aTilt.w;
}
`

const FRAGMENT = /* glsl */ `
precision highp float;
varying vec2 vLocal;
varying vec2 vSize;
varying vec4 vGlare;
varying float vOpacity;

void main() {
  float r = min(vGlare.z, min(vSize.x, vSize.y) * 0.5);
  vec2 q = abs(vLocal) - (vSize * 0.5 - r);
  float d = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
  float mask = 1.0 - smoothstep(-1.0, 0.5, d);
  vec2 uv = vLocal / vSize + 0.5;
  vec2 aspect = vec2(vSize.x / vSize.y, 1.0);
  vec2 delta = (uv - vGlare.xy) * aspect;
  float spot = exp(-dot(delta, delta) * 7.0);
  // a soft band across the card, through the pointer, like light on glass
  float band = 1.0 - smoothstep(0.0, 0.3, abs(dot((uv - vGlare.xy) * aspect, vec2(0.7071, 0.7071))));
  float a = clamp((spot * 1.6 + band * 0.5) * vOpacity, 0.0, 1.0) * mask;
  gl_FragColor = vec4(vec3(a), a); // white, premultiplied
}
`

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
    const m = new ShaderMaterial({
      vertexShader: VERTEX,
      fragmentShader: FRAGMENT,
      uniforms: { uViewport: { value: new Vector2(1, 1) }, uPerspective: { value: 1000 } },
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
      geometry.dispose()
      material.dispose()
    }
  }, [geometry, material])

  useFrame(() => {
    const cards = tiltCards()
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
