import { describe, expect, it } from 'vitest'
import {
  formatLatLng,
  latLngToLocal,
  localToWorld,
  pointToLatLng,
  raySphereHit,
  spinFacing,
  wrapLng,
} from '../../../../../src/canvas/scenes/globe/globe-math'

const O = { x: 0, y: 0, z: 0 }

describe('formatLatLng', () => {
  it('writes 4 decimals with N/S and E/W', () => {
    expect(formatLatLng({ lat: 40.1106, lng: -88.2073 })).toBe('40.1106° N, 88.2073° W')
    expect(formatLatLng({ lat: -33.8688, lng: 151.2093 })).toBe('33.8688° S, 151.2093° E')
    expect(formatLatLng({ lat: 51.5072, lng: -0.1276 })).toBe('51.5072° N, 0.1276° W')
    expect(formatLatLng({ lat: -22.9068, lng: 43.1729 })).toBe('22.9068° S, 43.1729° E')
  })

  it('rounds to the nearest ten-thousandth', () => {
    expect(formatLatLng({ lat: 12.34567, lng: 1.00004 })).toBe('12.3457° N, 1.0000° E')
    expect(formatLatLng({ lat: 9.99996, lng: -9.99994 })).toBe('10.0000° N, 9.9999° W')
  })

  it('never shows a negative zero or a hemisphere for a value that rounds to zero', () => {
    expect(formatLatLng({ lat: -0, lng: -0 })).toBe('0.0000° N, 0.0000° E')
    expect(formatLatLng({ lat: -0.00004, lng: -0.00001 })).toBe('0.0000° N, 0.0000° E')
  })

  it('handles the poles and clamps beyond them', () => {
    expect(formatLatLng({ lat: 90, lng: 0 })).toBe('90.0000° N, 0.0000° E')
    expect(formatLatLng({ lat: -90, lng: 10 })).toBe('90.0000° S, 10.0000° E')
    expect(formatLatLng({ lat: 90.2, lng: 0 })).toBe('90.0000° N, 0.0000° E')
  })

  it('handles the antimeridian: 180 has no side, beyond it wraps', () => {
    expect(formatLatLng({ lat: 0, lng: 180 })).toBe('0.0000° N, 180.0000°')
    expect(formatLatLng({ lat: 0, lng: -180 })).toBe('0.0000° N, 180.0000°')
    expect(formatLatLng({ lat: 0, lng: 179.99996 })).toBe('0.0000° N, 180.0000°')
    expect(formatLatLng({ lat: 0, lng: 181 })).toBe('0.0000° N, 179.0000° W')
    expect(formatLatLng({ lat: 0, lng: -190.5 })).toBe('0.0000° N, 169.5000° E')
    expect(wrapLng(540)).toBe(180)
    expect(wrapLng(-360)).toBe(0)
  })
})

describe('raySphereHit', () => {
  it('hits the near side of the sphere', () => {
    const hit = raySphereHit({ x: 0, y: 0, z: 10 }, { x: 0, y: 0, z: -1 }, O, 2)
    expect(hit).toEqual({ x: 0, y: 0, z: 2 })
  })

  it('misses outside the silhouette and behind the ray', () => {
    expect(raySphereHit({ x: 2.1, y: 0, z: 10 }, { x: 0, y: 0, z: -1 }, O, 2)).toBeNull()
    expect(raySphereHit({ x: 0, y: 0, z: 10 }, { x: 0, y: 0, z: 1 }, O, 2)).toBeNull()
    expect(raySphereHit({ x: 0, y: 0, z: 10 }, { x: 0, y: 0, z: 0 }, O, 2)).toBeNull()
  })

  it('works for an unnormalised direction and an off-centre sphere', () => {
    const hit = raySphereHit({ x: 5, y: 1, z: 10 }, { x: 0, y: 0, z: -3 }, { x: 5, y: 1, z: 0 }, 1)
    expect(hit?.z).toBeCloseTo(1)
    expect(hit?.x).toBeCloseTo(5)
  })
})

describe('ray hit -> latitude and longitude', () => {
  it('the point facing the viewer is the longitude the globe was turned to', () => {
    const spin = spinFacing(-88.2073)
    const p = pointToLatLng({ x: 0, y: 0, z: 1 }, O, spin, 0)
    expect(p.lat).toBeCloseTo(0, 6)
    expect(p.lng).toBeCloseTo(-88.2073, 6)
  })

  it('round-trips a clicked place through the turned, leaning globe', () => {
    const R = 180
    for (const [lat, lng, spin, tilt] of [
      [40.1106, -88.2073, spinFacing(-80), 0.35],
      [-33.87, 151.21, spinFacing(140), 0.35],
      [64.1, -21.9, 1.2, -0.2],
      [-0.5, 179.9, spinFacing(180), 0.1],
    ] as const) {
      const world = localToWorld(latLngToLocal(lat, lng, R), spin, tilt)
      expect(world.z).toBeGreaterThan(0) // on the near side
      const hit = raySphereHit({ x: world.x, y: world.y, z: 1000 }, { x: 0, y: 0, z: -1 }, O, R)
      expect(hit).not.toBeNull()
      const back = pointToLatLng(hit!, O, spin, tilt)
      expect(back.lat).toBeCloseTo(lat, 6)
      expect(wrapLng(back.lng - lng)).toBeCloseTo(0, 6)
    }
  })

  it('finds the poles', () => {
    expect(pointToLatLng({ x: 0, y: 5, z: 0 }, O, 0.7, 0).lat).toBeCloseTo(90)
    expect(pointToLatLng({ x: 0, y: -5, z: 0 }, O, 0.7, 0).lat).toBeCloseTo(-90)
    // with the north pole leaning toward the viewer, the top of the silhouette is past the pole
    const top = pointToLatLng({ x: 0, y: 1, z: 0 }, O, 0, 0.35)
    expect(top.lat).toBeCloseTo(90 - (0.35 * 180) / Math.PI, 6)
    expect(Math.abs(top.lng)).toBeCloseTo(180, 6)
  })
})
