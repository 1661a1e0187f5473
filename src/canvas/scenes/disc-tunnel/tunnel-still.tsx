import s from './tunnel-still.module.css'

const W = 1600
const H = 400
const CX = W / 2
const CY = H / 2
const STRETCH = 2.4
const FOCAL = 430 // px: a ring of radius 1 at distance 1 spans this many px

/** Rings at evenly spaced depths, projected: the same tunnel the canvas draws, frozen. */
const RINGS = Array.from({ length: 22 }, (_, i) => {
  const z = 0.9 + i * 1.25
  const ry = FOCAL / z
  return { rx: ry * STRETCH, ry, far: i / 21 }
})

/** Radial lines from deep in the tunnel out past the edges, as one path (one element to style). */
const LINES = Array.from({ length: 48 }, (_, i) => {
  const a = (i / 48) * Math.PI * 2
  const inner = FOCAL / 24
  const outer = FOCAL / 0.6
  const c = Math.cos(a) * STRETCH
  const n = Math.sin(a)
  const at = (r: number) => `${(CX + c * r).toFixed(1)} ${(CY + n * r).toFixed(1)}`
  return `M${at(inner)}L${at(outer)}`
}).join('')

/**
 * The disc tunnel drawn still in SVG: shown before the canvas is ready and
 * whenever WebGL is unavailable. Colours come from the theme's variables.
 */
export function TunnelStill() {
  return (
    <svg
      className={s.still}
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <radialGradient id="tunnel-still-core" cx="50%" cy="50%" r="50%">
          <stop offset="0%" className={s.coreStop} />
          <stop offset="100%" className={s.coreEnd} />
        </radialGradient>
      </defs>
      <ellipse cx={CX} cy={CY} rx={W / 2} ry={H / 2} fill="url(#tunnel-still-core)" />
      <path className={s.lines} d={LINES} />
      <g className={s.rings}>
        {RINGS.map((r, i) => (
          <ellipse
            key={i}
            cx={CX}
            cy={CY}
            rx={r.rx}
            ry={r.ry}
            strokeOpacity={(0.85 - r.far * 0.7).toFixed(2)}
          />
        ))}
      </g>
    </svg>
  )
}
