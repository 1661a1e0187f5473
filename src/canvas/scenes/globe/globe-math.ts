/**
 * Pure geometry of the dotted globe, free of three.js so it is cheap to test.
 * Sphere frame: +y is north, longitude 0 faces +z, east is +x. The globe turns
 * by `spin` about its own axis (y), then leans by `tilt` about x (positive =
 * north pole toward the viewer, who looks down -z).
 */

import type { LatLng } from './globe-coords'

export { formatLatLng, wrapLng, type LatLng } from './globe-coords'

/** A point or direction in 3D (plain numbers, no allocation in hot paths when reused). */
export interface Vec3 {
  x: number
  y: number
  z: number
}

const DEG = Math.PI / 180

/**
 * The nearest intersection of a ray with a sphere, or null when it misses (or
 * the sphere is behind the ray). `dir` need not be normalised.
 */
export function raySphereHit(
  origin: Vec3,
  dir: Vec3,
  center: Vec3,
  radius: number,
  out: Vec3 = { x: 0, y: 0, z: 0 }
): Vec3 | null {
  const ox = origin.x - center.x
  const oy = origin.y - center.y
  const oz = origin.z - center.z
  const a = dir.x * dir.x + dir.y * dir.y + dir.z * dir.z
  if (a === 0) return null
  const b = 2 * (ox * dir.x + oy * dir.y + oz * dir.z)
  const c = ox * ox + oy * oy + oz * oz - radius * radius
  const disc = b * b - 4 * a * c
  if (disc < 0) return null
  const sq = Math.sqrt(disc)
  let t = (-b - sq) / (2 * a)
  if (t < 0) t = (-b + sq) / (2 * a) // origin inside the sphere
  if (t < 0) return null
  out.x = origin.x + dir.x * t
  out.y = origin.y + dir.y * t
  out.z = origin.z + dir.z * t
  return out
}

/** Turns a point on the (turned, leaning) globe back into latitude and longitude. */
export function pointToLatLng(
  p: Vec3,
  center: Vec3,
  spin: number,
  tilt: number,
  out: LatLng = { lat: 0, lng: 0 }
): LatLng {
  const x = p.x - center.x
  const y0 = p.y - center.y
  const z0 = p.z - center.z
  // undo the lean (rotation about x by -tilt)
  const ct = Math.cos(tilt)
  const st = Math.sin(tilt)
  const y = y0 * ct + z0 * st
  const z1 = -y0 * st + z0 * ct
  // undo the spin (rotation about y by -spin)
  const cs = Math.cos(spin)
  const ss = Math.sin(spin)
  const lx = x * cs - z1 * ss
  const lz = x * ss + z1 * cs
  const r = Math.sqrt(x * x + y0 * y0 + z0 * z0) || 1
  out.lat = Math.asin(Math.max(-1, Math.min(1, y / r))) / DEG
  out.lng = Math.atan2(lx, lz) / DEG
  return out
}

/** A latitude/longitude as a point on a sphere of `radius` in the globe's own (unturned) frame. */
export function latLngToLocal(
  lat: number,
  lng: number,
  radius = 1,
  out: Vec3 = { x: 0, y: 0, z: 0 }
): Vec3 {
  const cl = Math.cos(lat * DEG)
  out.x = radius * cl * Math.sin(lng * DEG)
  out.y = radius * Math.sin(lat * DEG)
  out.z = radius * cl * Math.cos(lng * DEG)
  return out
}

/** A point in the globe's own frame, turned and leaned as drawn (centre at the origin). */
export function localToWorld(
  local: Vec3,
  spin: number,
  tilt: number,
  out: Vec3 = { x: 0, y: 0, z: 0 }
): Vec3 {
  const cs = Math.cos(spin)
  const ss = Math.sin(spin)
  const x = local.x * cs + local.z * ss
  const z1 = -local.x * ss + local.z * cs
  const ct = Math.cos(tilt)
  const st = Math.sin(tilt)
  out.x = x
  out.y = local.y * ct - z1 * st
  out.z = local.y * st + z1 * ct
  return out
}

/** The spin that brings longitude `lng` (degrees) to face the viewer. */
export function spinFacing(lng: number): number {
  return -lng * DEG
}
