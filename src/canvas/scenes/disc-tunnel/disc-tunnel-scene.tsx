import { useEffect, useMemo } from 'react'
import { useFrame, useThree } from '@react-three/fiber'
import { PerspectiveCamera } from '@react-three/drei'
import { SceneBloom } from '../../effects/effects-gate'
import {
  AdditiveBlending,
  BufferAttribute,
  BufferGeometry,
  Color,
  InstancedBufferAttribute,
  InstancedBufferGeometry,
  MathUtils,
  NormalBlending,
  RingGeometry,
  ShaderMaterial,
} from 'three'
import { requestFrame, requestStep } from '../../../lib/frame'
import { useSlot } from '../../slot-context'
import { motion, useMotionStore } from '../../../state/motion-store'
import { useSceneCount } from '../../tier-detail'
import { usePreferencesStore } from '../../../state/preferences-store'
import { scrollStore } from '../../../state/scroll-store'
import { useUiStore } from '../../../state/ui-store'
import { clamp01, easeOutCubic } from './easing'
import { TUNNEL_PALETTES, type TunnelPalette } from './palette'
import { makeShaderMaterial } from '../../shader-material'
import discsVert from '../../../../shaders/tunnel-discs.vert.glsl?raw'
import discsFrag from '../../../../shaders/tunnel-discs.frag.glsl?raw'
import linesVert from '../../../../shaders/tunnel-lines.vert.glsl?raw'
import linesFrag from '../../../../shaders/tunnel-lines.frag.glsl?raw'
import particlesVert from '../../../../shaders/tunnel-particles.vert.glsl?raw'
import particlesFrag from '../../../../shaders/tunnel-particles.frag.glsl?raw'

/**
 * A deterministic random source, so every visit draws the same tunnel: three's seeded
 * Mulberry32 (MathUtils.seededRandom), seeded by the first call. It keeps one global
 * seed, so draw a geometry's numbers in one go (as the builders here do).
 */
function seeded(seed: number): () => number {
  let next: number | undefined = seed
  return () => {
    const value = MathUtils.seededRandom(next)
    next = undefined
    return value
  }
}

function discGeometry(count: number): InstancedBufferGeometry {
  // 64 segments: the sagitta of a 640 px ring is under a pixel; half the triangles of 128
  const ring = new RingGeometry(0.99, 1, 64, 1)
  const g = new InstancedBufferGeometry()
  g.index = ring.index
  g.setAttribute('position', ring.getAttribute('position'))
  ring.dispose()
  const rand = seeded(17)
  const phase = new Float32Array(count)
  const radius = new Float32Array(count)
  const thick = new Float32Array(count)
  const spin = new Float32Array(count)
  for (let i = 0; i < count; i++) {
    phase[i] = (i + rand() * 0.35) / count
    radius[i] = 0.94 + rand() * 0.12
    thick[i] = i % 9 === 0 ? 0.05 + rand() * 0.04 : 0.004 + rand() * 0.01 // a few wide bands
    spin[i] = (rand() - 0.5) * 0.6
  }
  g.setAttribute('aPhase', new InstancedBufferAttribute(phase, 1))
  g.setAttribute('aRadius', new InstancedBufferAttribute(radius, 1))
  g.setAttribute('aThick', new InstancedBufferAttribute(thick, 1))
  g.setAttribute('aSpin', new InstancedBufferAttribute(spin, 1))
  g.instanceCount = count
  return g
}

function lineGeometry(count: number): BufferGeometry {
  const rand = seeded(29)
  const g = new BufferGeometry()
  const n = count * 2
  const angle = new Float32Array(n)
  const phase = new Float32Array(n)
  const length = new Float32Array(n)
  const radius = new Float32Array(n)
  const end = new Float32Array(n)
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + (rand() - 0.5) * 0.05
    const p = rand()
    const l = 0.04 + rand() * 0.16
    const r = 0.82 + rand() * 0.16
    for (let k = 0; k < 2; k++) {
      const j = i * 2 + k
      angle[j] = a
      phase[j] = p
      length[j] = l
      radius[j] = r
      end[j] = k
    }
  }
  g.setAttribute('position', new BufferAttribute(new Float32Array(n * 3), 3))
  g.setAttribute('aAngle', new BufferAttribute(angle, 1))
  g.setAttribute('aPhase', new BufferAttribute(phase, 1))
  g.setAttribute('aLength', new BufferAttribute(length, 1))
  g.setAttribute('aRadius', new BufferAttribute(radius, 1))
  g.setAttribute('aEnd', new BufferAttribute(end, 1))
  return g
}

function particleGeometry(count: number): BufferGeometry {
  const rand = seeded(41)
  const g = new BufferGeometry()
  const angle = new Float32Array(count)
  const phase = new Float32Array(count)
  const radius = new Float32Array(count)
  const size = new Float32Array(count)
  for (let i = 0; i < count; i++) {
    angle[i] = rand() * Math.PI * 2
    phase[i] = rand()
    radius[i] = 0.15 + Math.sqrt(rand()) * 0.7
    size[i] = 3 + rand() * rand() * 9
  }
  g.setAttribute('position', new BufferAttribute(new Float32Array(count * 3), 3))
  g.setAttribute('aAngle', new BufferAttribute(angle, 1))
  g.setAttribute('aPhase', new BufferAttribute(phase, 1))
  g.setAttribute('aRadius', new BufferAttribute(radius, 1))
  g.setAttribute('aSize', new BufferAttribute(size, 1))
  return g
}

interface Shared {
  uTravel: { value: number }
  uDepth: { value: number }
  uNear: { value: number }
  uStretch: { value: number }
}

/** One material per tunnel element: its own colours, the travel uniforms shared. */
function material(vertexShader: string, fragmentShader: string, shared: Shared): ShaderMaterial {
  const m = makeShaderMaterial({
    vertexShader,
    fragmentShader,
    uniforms: { uColorFar: new Color(), uColorNear: new Color(), uOpacity: 1, uPixelRatio: 1 },
    transparent: true,
    depthWrite: false,
    depthTest: false,
  })
  Object.assign(m.uniforms, shared) // the same objects in all three: one write moves them all
  return m
}

function paint(m: ShaderMaterial, far: string, near: string, opacity: number, p: TunnelPalette) {
  ;(m.uniforms.uColorFar!.value as Color).set(far)
  ;(m.uniforms.uColorNear!.value as Color).set(near)
  m.uniforms.uOpacity!.value = opacity
  const blending = p.additive ? AdditiveBlending : NormalBlending
  if (m.blending !== blending) {
    m.blending = blending
    m.needsUpdate = true
  }
}

/**
 * The scroll's speed in px per 60 Hz frame, from how far the page went (`from` to `to`) in the
 * frame's `delta` seconds, whoever scrolls: a finger, a key, the scrollbar or Lenis. A jump (a
 * Back, a #fragment) is not a scroll.
 * @example scrollSpeed(1000, 1030, 1 / 60) // 30
 */
export function scrollSpeed(from: number, to: number, delta: number): number {
  const speed = delta > 0 ? Math.abs(to - from) / (delta * 60) : 0
  return speed > 400 ? 0 : speed // faster than any fling (24,000 px/s): a jump
}

/**
 * The disc tunnel at the bottom of the home page: 100 discs, 100 radial lines
 * and 100 particles rushing toward the viewer, three draw calls. Animated
 * while its slot is on screen (and pushed along by scrolling); drawn still
 * with reduced motion. Colours follow the theme at once.
 */
export function DiscTunnel() {
  const slot = useSlot()
  const dpr = useThree((s) => s.viewport.dpr)
  const theme = usePreferencesStore((s) => s.theme)
  const reduced = useUiStore((s) => s.reducedMotion)
  const tunnel = useMotionStore((s) => s.motion.tunnel)
  const bloom = useMotionStore((s) => s.motion.bloom.tunnel)
  const { stillTravel, depth, near } = tunnel
  const discs = useSceneCount(tunnel.discs) // fewer in the 'lite' tier
  const lines = useSceneCount(tunnel.lines)
  const particles = useSceneCount(tunnel.particles)

  const shared = useMemo<Shared>(
    () => ({
      uTravel: { value: motion().tunnel.stillTravel },
      uDepth: { value: motion().tunnel.depth },
      uNear: { value: motion().tunnel.near },
      uStretch: { value: 1.1 },
    }),
    []
  )
  const discGeo = useMemo(() => discGeometry(discs), [discs])
  const lineGeo = useMemo(() => lineGeometry(lines), [lines])
  const particleGeo = useMemo(() => particleGeometry(particles), [particles])
  const mats = useMemo(
    () => ({
      disc: material(discsVert, discsFrag, shared),
      line: material(linesVert, linesFrag, shared),
      particle: material(particlesVert, particlesFrag, shared),
    }),
    [shared]
  )

  useEffect(() => {
    const p = TUNNEL_PALETTES[theme]
    paint(mats.disc, p.discFar, p.discNear, p.discOpacity, p)
    paint(mats.line, p.line, p.line, p.lineOpacity, p)
    paint(mats.particle, p.particle, p.discNear, p.particleOpacity, p)
    requestFrame()
  }, [theme, mats])

  useEffect(() => {
    mats.particle.uniforms.uPixelRatio!.value = dpr
    requestFrame()
  }, [dpr, mats])

  // the scene frees what it made, when replaced (a tier change of counts) or unmounted
  useEffect(
    () => () => {
      discGeo.dispose()
      lineGeo.dispose()
      particleGeo.dispose()
      mats.disc.dispose()
      mats.line.dispose()
      mats.particle.dispose()
    },
    [discGeo, lineGeo, particleGeo, mats]
  )

  useEffect(() => {
    if (reduced) shared.uTravel.value = stillTravel
    shared.uDepth.value = depth
    shared.uNear.value = near
    requestFrame()
  }, [reduced, shared, stillTravel, depth, near])

  // per-frame state lives in the closure: no allocation, no React state
  const loop = useMemo(() => {
    const t = motion().tunnel
    return { time: t.stillTravel / t.cyclesPerS, boost: 0, y: scrollStore.getState().y }
  }, [])

  useFrame((_, delta) => {
    const { y } = scrollStore.getState()
    const speed = scrollSpeed(loop.y, y, delta)
    loop.y = y
    const v = slot.view
    if (!v.visible || v.height <= 0) return
    // a wide slot gets a wide tunnel; a phone's strip stays nearly round
    const t = motion().tunnel
    const aspect = v.width / v.height
    shared.uStretch.value = Math.max(1.1, aspect * t.stretchPerAspect)
    if (useUiStore.getState().reducedMotion) return
    const dt = Math.min(delta, 1 / 20)
    const target = easeOutCubic(clamp01(speed / 60)) * t.boostMax
    loop.boost = MathUtils.damp(loop.boost, target, Math.LN2 / t.boostHalfLifeS, dt) // half-life
    loop.time += dt * t.speed * (1 + loop.boost)
    shared.uTravel.value = loop.time * t.cyclesPerS + y * t.scrollCyclesPerPx
    requestStep()
  })

  return (
    <>
      <PerspectiveCamera makeDefault manual fov={tunnel.fovDeg} near={0.1} far={100} />
      {theme === 'dark' ? <SceneBloom intensity={bloom} /> : null}
      <mesh geometry={discGeo} material={mats.disc} frustumCulled={false} renderOrder={0} />
      <lineSegments geometry={lineGeo} material={mats.line} frustumCulled={false} renderOrder={1} />
      <points
        geometry={particleGeo}
        material={mats.particle}
        frustumCulled={false}
        renderOrder={2}
      />
    </>
  )
}
