/**
 * Coordinates as the globe's popup words them, free of the globe's geometry (./globe-math.ts).
 * The scene words a picked place (`onPick`), so the page's own chunk carries none of this.
 */

/** Latitude (north positive) and longitude (east positive), in degrees. */
export interface LatLng {
  lat: number
  lng: number
}

function part(value: number, pos: string, neg: string): string {
  // round first, so -0.00004 reads 0.0000° N and 180 stays on its own side
  const rounded = Math.round(Math.abs(value) * 10000) / 10000
  const hemi = rounded === 0 ? pos : value < 0 ? neg : pos
  return `${rounded.toFixed(4)}° ${hemi}`
}

/** Normalises a longitude into (-180, 180]. */
export function wrapLng(lng: number): number {
  const w = ((((lng + 180) % 360) + 360) % 360) - 180
  return w === -180 ? 180 : w
}

/**
 * Coordinates as the popup shows them: 4 decimals, N/S and E/W.
 * @example formatLatLng({ lat: 40.1106, lng: -88.2073 }) // '40.1106° N, 88.2073° W'
 */
export function formatLatLng({ lat, lng }: LatLng): string {
  const la = Math.max(-90, Math.min(90, lat))
  const lo = wrapLng(lng)
  const lngText =
    Math.round(Math.abs(lo) * 10000) / 10000 === 180 ? '180.0000°' : part(lo, 'E', 'W')
  return `${part(la, 'N', 'S')}, ${lngText}`
}
