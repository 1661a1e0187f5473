import {
  AdditiveBlending,
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  Mesh,
  NormalBlending,
  PlaneGeometry,
  Points,
  ShaderMaterial,
  Vector3,
} from 'three'
import { GLOBE_DOTS } from '../../../content/globe-dots'
import { makeShaderMaterial } from '../../shader-material'
import { latLngToLocal, type LatLng, type Vec3 } from './globe-math'
import dotsVert from '../../../../shaders/globe-dots.vert.glsl?raw'
import dotsFrag from '../../../../shaders/globe-dots.frag.glsl?raw'
import spotVert from '../../../../shaders/globe-spot.vert.glsl?raw'
import spotFrag from '../../../../shaders/globe-spot.frag.glsl?raw'

/** The globe's objects: the land dots, the home spot, and the marker with its ripple. */
export interface GlobeParts {
  dots: Points
  homeSpot: Mesh
  ripple: Mesh
  marker: Mesh
}

const Z_AXIS = new Vector3(0, 0, 1)

function dotGeometry(): BufferGeometry {
  const positions = new Float32Array((GLOBE_DOTS.length / 2) * 3)
  const p: Vec3 = { x: 0, y: 0, z: 0 }
  for (let i = 0, j = 0; i < GLOBE_DOTS.length; i += 2, j += 3) {
    latLngToLocal(GLOBE_DOTS[i]! / 10, GLOBE_DOTS[i + 1]! / 10, 1, p)
    positions[j] = p.x
    positions[j + 1] = p.y
    positions[j + 2] = p.z
  }
  const g = new BufferGeometry()
  g.setAttribute('position', new Float32BufferAttribute(positions, 3))
  return g
}

// uColor is set from the tuning constants (MOTION.globe)
function spotMaterial(core: number, additive = false): ShaderMaterial {
  return makeShaderMaterial({
    vertexShader: spotVert,
    fragmentShader: spotFrag,
    uniforms: {
      uColor: new Color(),
      uCore: core,
      uRing: 0,
      uRingWidth: 0.03,
      uRingAlpha: 0,
      uOpacity: 1,
    },
    transparent: true,
    depthTest: false,
    depthWrite: false,
    blending: additive ? AdditiveBlending : NormalBlending,
  })
}

/** Places a flat spot on the unit sphere at `local`, facing outward. */
export function placeSpot(mesh: Mesh, local: Vec3, lift: number): void {
  mesh.position.set(local.x * lift, local.y * lift, local.z * lift)
  mesh.quaternion.setFromUnitVectors(Z_AXIS, new Vector3(local.x, local.y, local.z).normalize())
}

/** Builds the globe's objects on the unit sphere (the scene scales them to the slot). */
export function makeGlobeParts(home: LatLng): GlobeParts {
  const dots = new Points(
    dotGeometry(),
    makeShaderMaterial({
      vertexShader: dotsVert,
      fragmentShader: dotsFrag,
      uniforms: { uSize: 12, uColor: new Color('#ffffff') },
      transparent: true,
      depthTest: false,
      depthWrite: false,
    })
  )
  dots.frustumCulled = false
  const quad = new PlaneGeometry(1, 1)
  const homeSpot = new Mesh(quad, spotMaterial(0.11))
  homeSpot.scale.setScalar(0.24)
  homeSpot.renderOrder = 1
  placeSpot(homeSpot, latLngToLocal(home.lat, home.lng), 1.004)
  const ripple = new Mesh(quad.clone(), spotMaterial(0, true))
  ripple.scale.setScalar(0.5)
  ripple.renderOrder = 2
  ripple.visible = false
  const marker = new Mesh(quad.clone(), spotMaterial(0.26))
  marker.scale.setScalar(0.14)
  marker.renderOrder = 3
  marker.visible = false
  return { dots, homeSpot, ripple, marker }
}

/** Frees the GPU memory of the parts (the scene calls it when they are replaced or it unmounts). */
export function disposeGlobeParts(parts: GlobeParts): void {
  for (const object of [parts.dots, parts.homeSpot, parts.ripple, parts.marker]) {
    object.geometry.dispose()
    ;(object.material as ShaderMaterial).dispose()
  }
}

/** A spot's shader uniforms (uColor, uRing, uRingWidth, uRingAlpha …). */
export function uniformsOf(object: Mesh | Points): ShaderMaterial['uniforms'] {
  return (object.material as ShaderMaterial).uniforms
}
