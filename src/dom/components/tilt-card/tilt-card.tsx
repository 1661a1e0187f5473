import { lazy, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { playClick } from '../../../audio/click'
import { SceneLayer } from '../../../canvas/scene-slot'
import { wantStage } from '../../../canvas/stage-demand'
import { motion } from '../../../state/motion-store'
import { mayDrawExtras, useMayDrawExtras } from '../../../state/quality-store'
import { scrollStore } from '../../../state/scroll-store'
import { viewport } from '../../../lib/tracker'
import { useUiStore } from '../../../state/ui-store'
import { useWebglStore } from '../../../state/webgl-store'
import { useGlareStore } from '../../../canvas/scenes/card-glare/glare-registry'
import { measureCard, registerCard, unregisterCard, wake } from './tilt-engine'
import type { TiltCardState, TiltVariant } from './tilt-types'
import s from './tilt-card.module.css'

export type { TiltVariant } from './tilt-types'

const CardGlareScene = lazy(() =>
  import('../../../canvas/scenes/card-glare/card-glare-scene').then((m) => ({
    default: m.CardGlareScene,
  }))
)

export interface TiltCardProps {
  variant?: TiltVariant
  as?: 'div' | 'article' | 'section' | 'li' | 'aside'
  className?: string
  children: ReactNode
  /** Click on the card (pointer devices also get the press shrink). */
  onClick?: () => void
  /** Play the quiet click and a brief exaggerated tilt (14) on click, then settle back. */
  exaggerateOnClick?: boolean
  /** For a card that is itself a control (role="button" also makes Enter and Space click it). */
  role?: string
  tabIndex?: number
  id?: string
  'aria-labelledby'?: string
  'aria-label'?: string
  'aria-describedby'?: string
}

/** What counts as a control of its own inside a card: a press there is the control's, not the card's. */
const CONTROL =
  'a[href],button,input,select,textarea,label,summary,[tabindex]:not([tabindex="-1"]),' +
  '[role=button],[role=link],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=slider]'

/**
 * Whether a press shrinks the card (SPEC: for 120 ms): a press on the card's own surface, not on a
 * control inside it (the control shows its own press), and only on a card that fits the screen (a
 * card taller than the screen, such as the build service's pricing and FAQ, is a section, not a
 * thing to press). Each press of a control in such a card made the whole card a layer of its own
 * and back, a re-raster of a 390 x 3000 px area at every tap in software compositing.
 */
export function pressesCard(card: TiltCardState, target: EventTarget | null): boolean {
  const hit = target instanceof Element ? target.closest(CONTROL) : null
  if (hit && hit !== card.el && card.el.contains(hit)) return false
  return card.slot.doc.height <= viewport.height
}

function canTilt(): boolean {
  const ui = useUiStore.getState()
  return !ui.touch && !ui.reducedMotion
}

/** The page's one canvas glare layer: mounted by whichever card currently hosts it. */
function GlareLayer() {
  return (
    <SceneLayer>
      <CardGlareScene />
    </SceneLayer>
  )
}

/**
 * The glass card that tilts toward the pointer with a glare, used wherever cards
 * appear. Tilt and glare never re-render React: pointer events feed the tilt
 * engine, which writes the transform; the canvas draws every card's glare in one
 * draw call (CSS glare while WebGL is not ready). No tilt on touch or reduced motion.
 * @example <TiltCard variant="card" as="article" aria-labelledby={id}>...</TiltCard>
 */
export function TiltCard({
  variant = 'default',
  as: Tag = 'div',
  className,
  children,
  onClick,
  exaggerateOnClick = false,
  role,
  ...rest
}: TiltCardProps) {
  const ref = useRef<HTMLElement | null>(null)
  const card = useRef<TiltCardState | null>(null)
  const spot = useRef<HTMLSpanElement | null>(null)
  const owner = useGlareStore((st) => st.owner)
  const glareLive = useGlareStore((st) => st.live)
  const webgl = useWebglStore((st) => st.status)
  const touch = useUiStore((st) => st.touch)
  const reduced = useUiStore((st) => st.reducedMotion)
  // 'lite', or 'full' not yet seen to be affordable, glares with CSS: no canvas layer over the page
  const canvasGlare = useMayDrawExtras()
  const cssGlare = !(webgl === 'ready' && glareLive)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const state = registerCard(el, variant, spot.current)
    card.current = state
    return () => {
      unregisterCard(state)
      card.current = null
      el.style.removeProperty('transform')
      el.style.removeProperty('will-change')
    }
  }, [variant])

  useEffect(() => {
    if (card.current) card.current.cssGlare = cssGlare
  }, [cssGlare])

  // proven affordable while the pointer already rests on this card (the tier loads after hydration)
  useEffect(() => {
    const c = card.current
    if (canvasGlare && c?.hover && !c.still) wantStage()
  }, [canvasGlare])

  const isOwner = card.current !== null && owner === card.current

  const onPointerEnter = (e: React.PointerEvent) => {
    const c = card.current
    if (!c || e.pointerType === 'touch') return
    c.still = !canTilt()
    // the canvas glare: the CSS glare shows until the stage is ready
    if (!c.still && mayDrawExtras()) wantStage()
    measureCard(c)
    c.hover = true
    c.aimed = !scrollStore.getState().scrolling // not a card the scroll brings under the pointer
    c.pointerX = e.clientX
    c.pointerY = e.clientY
    wake()
  }
  const onPointerMove = (e: React.PointerEvent) => {
    const c = card.current
    if (!c || e.pointerType === 'touch') return
    if (!c.hover) {
      measureCard(c)
      c.hover = true
    }
    // the browser also sends moves when the page scrolls under a still pointer
    if (e.clientX !== c.pointerX || e.clientY !== c.pointerY) c.aimed = true
    c.pointerX = e.clientX
    c.pointerY = e.clientY
    wake()
  }
  const onPointerLeave = () => {
    const c = card.current
    if (!c) return
    c.hover = false
    c.down = false
    wake()
  }
  const onPointerDown = (e: React.PointerEvent) => {
    const c = card.current
    if (!c || useUiStore.getState().reducedMotion || e.button !== 0) return
    if (!pressesCard(c, e.target)) return
    c.pressUntil = performance.now() + motion().tilt.pressMs
    c.down = e.pointerType !== 'touch'
    wake()
  }
  const onPointerUp = () => {
    if (card.current) card.current.down = false
  }
  const handleClick = (e: React.MouseEvent) => {
    const c = card.current
    // a real pointer click (detail > 0), not a keyboard-activated link inside the card
    if (exaggerateOnClick && c && e.detail > 0 && canTilt()) {
      playClick()
      c.exaggerateUntil = performance.now() + motion().tilt.exaggerateMs
      c.hover = true
      c.aimed = true
      c.pointerX = e.clientX
      c.pointerY = e.clientY
      wake()
    }
    onClick?.()
  }
  const onKeyDown =
    role === 'button' && onClick
      ? (e: KeyboardEvent) => {
          if (e.target !== e.currentTarget) return
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            onClick()
          }
        }
      : undefined

  return (
    <Tag
      ref={(el: HTMLElement | null) => {
        ref.current = el
      }}
      className={`glass ${s.card}${className ? ` ${className}` : ''}`}
      data-tilt={variant}
      data-glare={cssGlare ? 'css' : 'gl'}
      role={role}
      onClick={onClick || exaggerateOnClick ? handleClick : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      {...rest}
    >
      {children}
      <span className={s.glare} aria-hidden="true">
        <span ref={spot} className={s.spot} />
      </span>
      {isOwner && !touch && !reduced && canvasGlare ? <GlareLayer /> : null}
    </Tag>
  )
}
