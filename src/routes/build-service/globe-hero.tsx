import { lazy, useCallback, useEffect, useId, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { SceneSlot } from '../../canvas/scene-slot'
import type { GlobeOverlay } from '../../canvas/scenes/globe/globe-popup'
import type { LatLng } from '../../canvas/scenes/globe/globe-coords'
import { SITE } from '../../content/site-config'
import { requestFrame } from '../../lib/frame'
import { useMotionStore } from '../../state/motion-store'
import { useWebglStore } from '../../state/webgl-store'
import s from './build-service.module.css'

const loadGlobe = () => import('../../canvas/scenes/globe/globe-scene')
const GlobeScene = lazy(() => loadGlobe().then((m) => ({ default: m.GlobeScene })))

const HOME: LatLng = { lat: SITE.location.lat, lng: SITE.location.lng }
const GLOBE_PICTURE = '/images/globe-dots.svg'

function StaticGlobe() {
  return (
    <img
      className={s.globePicture}
      src={GLOBE_PICTURE}
      alt=""
      width={400}
      height={400}
      decoding="async"
      fetchPriority="high"
    />
  )
}

/** True once mounted on a viewport at least `px` wide (false on the server and first render). */
function useMinWidth(px: number): boolean {
  const [wide, setWide] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${px}px)`)
    const apply = () => setWide(query.matches)
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [px])
  return wide
}

/**
 * The hero band: title, location, and (768 px and wider) the interactive dotted
 * globe in the persistent canvas; narrower screens get the static picture.
 */
export function GlobeHero() {
  const id = useId()
  const breakpoint = useMotionStore((st) => st.motion.layout.breakpointPx)
  const wide = useMinWidth(breakpoint)
  const ready = useWebglStore((st) => st.status === 'ready')
  // the last marker's coordinates (the popup keeps them as it fades), and whether it is still there
  const [picked, setPicked] = useState<string | null>(null)
  const [marked, setMarked] = useState(false)

  // the scene moves these elements every frame; React renders them once
  const overlay = useMemo<GlobeOverlay>(
    () => ({ popup: null, line: null, size: { width: 0, height: 0 } }),
    []
  )
  const onPick = useCallback((words: string | null) => {
    if (words) setPicked(words)
    setMarked(!!words)
  }, [])
  // the popup's size for the scene's placement; a new size (new coordinates) places it again
  const popupRef = useCallback(
    (el: HTMLDivElement | null) => {
      overlay.popup = el
      if (!el) return
      const sizes = new ResizeObserver(() => {
        overlay.size = { width: el.offsetWidth, height: el.offsetHeight }
        requestFrame()
      })
      sizes.observe(el)
      return () => {
        sizes.disconnect()
        overlay.popup = null
      }
    },
    [overlay]
  )

  return (
    <section className={s.hero} aria-labelledby={`${id}-title`}>
      <div className={s.heroText}>
        <p className={s.heroEyebrow}>tuning · assembly · full custom builds</p>
        <h1 id={`${id}-title`} className={s.heroTitle}>
          Custom Keyboard Build Service
        </h1>
        <p className={s.based}>
          <span className={s.basedLabel}>Currently based in</span>{' '}
          <span className={s.city}>{SITE.location.city}</span>
        </p>
        <p className={s.heroLead}>
          one builder, one bench. send me your board to be tuned, your parts to be assembled, or
          just an idea, and i will make it sound like yours.
        </p>
      </div>

      <div className={s.globeBox}>
        {/* one element on every screen: the server renders the picture where the globe goes */}
        <SceneSlot
          className={s.globeSlot}
          active={wide}
          label={wide ? "globe: the builder's home in urbana-champaign is marked" : undefined}
          fallback={<StaticGlobe />}
          stillOnScroll
          load={loadGlobe}
          whenLive={{
            tabIndex: 0,
            role: 'application',
            'aria-roledescription': 'interactive globe', // a picture while it is not live
            'aria-describedby': `${id}-help`,
          }}
        >
          <GlobeScene home={HOME} overlay={overlay} onPick={onPick} />
        </SceneSlot>
        {wide ? (
          <p id={`${id}-help`} className={s.globeHelp}>
            drag or use the arrow keys to turn it · click or press enter for coordinates, escape to
            clear them
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {marked ? `marker dropped at ${picked}` : picked ? 'marker cleared' : ''}
      </p>

      {wide && ready // wide is false on the server: the portal needs document.body
        ? createPortal(
            <div className={s.overlay} aria-hidden="true">
              <svg className={s.curve} data-globe-curve="">
                <path
                  ref={(el) => {
                    overlay.line = el
                  }}
                />
              </svg>
              <div className={s.popup} data-globe-popup="" ref={popupRef}>
                <span className={s.popupLabel}>you are pointing at</span>
                <span className={s.popupCoords}>{picked}</span>
              </div>
            </div>,
            document.body
          )
        : null}
    </section>
  )
}
