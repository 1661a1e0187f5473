import { useEffect, useMemo, useRef } from 'react'
import { useFrame, useLoader } from '@react-three/fiber'
import { PerspectiveCamera as Camera } from '@react-three/drei'
import {
  CanvasTexture,
  Color,
  DoubleSide,
  Group,
  Mesh,
  PerspectiveCamera,
  PlaneGeometry,
  SRGBColorSpace,
  ShaderMaterial,
  TextureLoader,
  LinearFilter,
  LinearMipmapLinearFilter,
  Vector2,
  type Texture,
} from 'three'
import { motion } from '../../../state/motion-store'
import { isLite } from '../../../state/quality-store'
import { useUiStore } from '../../../state/ui-store'
import { requestFrame, requestStep } from '../../../lib/frame'
import { useSlot } from '../../slot-context'
import type { CarouselTile, DrawnTile } from './carousel-tiles'
import { TILE_PALETTE, drawTile } from './carousel-draw'
import { makeShaderMaterial } from '../../shader-material'
import { yieldToMain } from '../../prepare-in-steps'
import tileVert from '../../../../shaders/carousel-tile.vert.glsl?raw'
import tileFrag from '../../../../shaders/carousel-tile.frag.glsl?raw'

const TILE_ASPECT = 4 / 5 // width : height
const DARK_QUERY = '(prefers-color-scheme: dark)'

// uScale: object-fit cover; uBack and uEdge: the back of a tile, seen across the ring
function tileMaterial(map: Texture): ShaderMaterial {
  return makeShaderMaterial({
    vertexShader: tileVert,
    fragmentShader: tileFrag,
    uniforms: {
      uMap: map,
      uScale: new Vector2(1, 1),
      uAspect: TILE_ASPECT,
      uBack: new Color(),
      uEdge: new Color(),
    },
    transparent: true,
    side: DoubleSide,
  })
}

/**
 * A tile's filtering for the tier. In 'lite' (software GL) no mip chain: making one per cover was
 * most of the GPU process's share of the ring's build, and the first draw waited for it (a commit
 * of 171-201 ms at 4x CPU, 0-82 without; a touch sharper at a tile's size). Set both ways: the
 * covers are useLoader's cached textures, shared by every later ring of the visit.
 */
function filterFor(texture: Texture): void {
  const lite = isLite()
  texture.generateMipmaps = !lite
  texture.minFilter = lite ? LinearFilter : LinearMipmapLinearFilter
}

function systemScheme(): 'dark' | 'light' {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/**
 * The rotating ring of the season's slots: finished builds' covers and drawn tiles (a build
 * in progress, reserved, 'your build here'). Turns continuously while on screen (still with
 * reduced motion); drawn tiles follow the system colour scheme live.
 */
export function CarouselScene({ tiles }: { tiles: readonly CarouselTile[] }) {
  const slot = useSlot()
  const camera = useRef<PerspectiveCamera>(null)
  const ring = useRef<Group>(null)
  // the inputs the camera was last placed for (checked per frame, so the tuning is live)
  const framed = useRef({ aspect: 0, radius: 0, width: 0, lift: 0, fov: 0 })

  // the covers (suspends: the slot shows its picture until they are in). Not drei's
  // useTexture: it uploads every texture it loaded in one effect, one long task; the slot
  // uploads them one per task before the first draw (../../prepare-in-steps.ts)
  const coverSrcs = useMemo(
    () => tiles.flatMap((t) => (t.kind === 'cover' ? [t.src] : [])),
    [tiles]
  )
  const covers = useLoader(TextureLoader, coverSrcs)

  const built = useMemo(() => {
    const geometry = new PlaneGeometry(1, 1)
    const canvases: { ctx: CanvasRenderingContext2D; tile: DrawnTile; tex: CanvasTexture }[] = []
    let cover = 0
    const meshes = tiles.map((tile) => {
      if (tile.kind === 'cover') {
        const map = covers[cover++]!
        map.colorSpace = SRGBColorSpace
        filterFor(map)
        const material = tileMaterial(map)
        // object-fit: cover
        const img = map.image as { width: number; height: number }
        const imgAspect = img.width / img.height
        const u = material.uniforms.uScale!.value as Vector2
        if (imgAspect > TILE_ASPECT) u.set(TILE_ASPECT / imgAspect, 1)
        else u.set(1, imgAspect / TILE_ASPECT)
        return new Mesh(geometry, material)
      }
      const canvas = document.createElement('canvas')
      canvas.width = 320
      canvas.height = 400
      // drawn once, read by the texture upload: a canvas in memory, not one more GPU context
      const ctx = canvas.getContext('2d', { willReadFrequently: true })
      const tex = new CanvasTexture(canvas)
      tex.colorSpace = SRGBColorSpace
      tex.anisotropy = 4
      filterFor(tex)
      if (ctx) canvases.push({ ctx, tile, tex })
      return new Mesh(geometry, tileMaterial(tex))
    })
    return { geometry, meshes, canvases }
  }, [tiles, covers])

  // drawn tiles follow the system colour scheme, live (and redraw once the brand font is in);
  // one tile per task: text on a 2D canvas is slow to draw, and all of them at once was one
  // long task (35 ms at 4x CPU) as the ring came near
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY)
    let live = true
    let pass = 0
    const draw = async () => {
      const mine = ++pass
      const scheme = systemScheme()
      const palette = TILE_PALETTE[scheme]
      for (const m of built.meshes) {
        const u = (m.material as ShaderMaterial).uniforms
        ;(u.uBack!.value as Color).set(palette.key)
        ;(u.uEdge!.value as Color).set(palette.edge)
      }
      for (const c of built.canvases) {
        if (!live || mine !== pass) return // unmounted, or a newer pass started
        drawTile(c.ctx, c.tile, scheme)
        c.tex.needsUpdate = true
        requestFrame()
        await yieldToMain()
      }
      requestFrame()
    }
    const redraw = () => void draw()
    redraw()
    query.addEventListener('change', redraw)
    document.fonts?.ready.then(() => live && redraw()).catch(() => {})
    return () => {
      live = false
      query.removeEventListener('change', redraw)
    }
  }, [built])

  // free the GPU memory this scene made (the scene is its only owner: the slot frees nothing)
  useEffect(
    () => () => {
      // the covers' GPU copies too (R3F's useLoader keeps the images cached; a later ring uploads again)
      for (const m of built.meshes) {
        const mat = m.material as ShaderMaterial
        ;(mat.uniforms.uMap!.value as Texture).dispose()
        mat.dispose()
      }
      built.geometry.dispose()
    },
    [built]
  )

  useFrame((_, delta) => {
    const g = ring.current
    if (!g) return
    const m = motion().carousel
    const v = slot.view
    const n = built.meshes.length
    // lay the tiles on the ring (cheap; keeps the Leva tuning live)
    const w = m.tileWidth
    for (let i = 0; i < n; i++) {
      const mesh = built.meshes[i]!
      const a = (i / n) * Math.PI * 2
      mesh.position.set(Math.sin(a) * m.radius, 0, Math.cos(a) * m.radius)
      mesh.rotation.set(0, a, 0)
      mesh.scale.set(w, w / TILE_ASPECT, 1)
    }
    // wide slots frame the whole ring; narrow ones the front tile, neighbours cut by the edges
    const cam = camera.current
    const a = v.height > 0 ? v.width / v.height : 1
    const f = framed.current
    if (
      cam &&
      (a !== f.aspect ||
        m.radius !== f.radius ||
        w !== f.width ||
        m.cameraLift !== f.lift ||
        m.cameraFovDeg !== f.fov)
    ) {
      f.aspect = a
      f.radius = m.radius
      f.width = w
      f.lift = m.cameraLift
      f.fov = m.cameraFovDeg
      cam.fov = m.cameraFovDeg
      cam.updateProjectionMatrix()
      const halfH = Math.tan((m.cameraFovDeg * Math.PI) / 360)
      const halfW = a >= 2 ? m.radius + w * 0.6 : w * 0.85
      const needW = halfW / (halfH * a)
      const needH = ((w / TILE_ASPECT) * 0.8) / halfH
      const dist = m.radius + Math.max(needW, needH)
      cam.position.set(0, m.cameraLift, dist)
      cam.lookAt(0, -0.45, 0) // centre the ring, not its axis
    }
    if (!v.visible || useUiStore.getState().reducedMotion) return
    g.rotation.y -= ((Math.PI * 2) / m.secondsPerTurn) * Math.min(delta, 0.1)
    requestStep()
  })

  return (
    <>
      <Camera ref={camera} makeDefault manual near={0.1} far={100} />
      <group ref={ring}>
        {built.meshes.map((mesh, i) => (
          <primitive key={i} object={mesh} />
        ))}
      </group>
    </>
  )
}
