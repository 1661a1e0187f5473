import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { playClick } from '../../../audio/click'
import { wantStage } from '../../../canvas/stage-demand'
import { useMayDrawExtras } from '../../../state/quality-store'
import { useUiStore } from '../../../state/ui-store'
import { useWebglStore } from '../../../state/webgl-store'
import { useGlareStore } from '../../../canvas/scenes/card-glare/glare-registry'
import { canTilt, onControl } from './tilt-press'
import type { PointerKind, TiltCardState, TiltVariant } from './tilt-types'
import s from './tilt-card.module.css'

export type { TiltVariant } from './tilt-types'
export { pressesCard } from './tilt-press'

const GlareLayer = lazy(() => import('./glare-layer'))

type Engine = typeof import('./tilt-engine')
let engine: Promise<Engine> | null = null
/** The tilt engine and its per-frame code: one chunk, loaded with the first pointer on a card. */
const loadEngine = () => (engine ??= import('./tilt-engine'))

export interface TiltCardProps {
  variant?: TiltVariant
  as?: 'div' | 'article' | 'section' | 'li' | 'aside'
  className?: string
  children: ReactNode
  /** Click on the card (pointer devices also get the press shrink). */
  onClick?: () => void
  /** Play the quiet click and a brief exaggerated tilt (14) on click, then settle back. */
  exaggerateOnClick?: boolean
  id?: string
  'aria-labelledby'?: string
  'aria-label'?: string
  'aria-describedby'?: string
}

/**
 * The glass card that tilts toward the pointer with a glare, used wherever cards
 * appear. Tilt and glare never re-render React: pointer events feed the tilt
 * engine (./tilt-engine.ts, loaded with the first pointer on a card, when the card
 * registers), which writes the transform; the canvas draws every card's glare in one
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
  const now = useRef({ variant, cssGlare })
  now.current = { variant, cssGlare }

  // registered with the first pointer (below); unregistered when the card goes
  useEffect(() => {
    const el = ref.current
    return () => {
      const c = card.current
      card.current = null
      if (!c || !el) return
      loadEngine().then((m) => m.unregisterCard(c))
      el.style.removeProperty('transform')
      el.style.removeProperty('will-change')
    }
  }, [])

  useEffect(() => {
    if (!card.current) return
    card.current.cssGlare = cssGlare
    card.current.variant = variant
  }, [cssGlare, variant])

  // proven affordable while the pointer already rests on this card (the tier loads after hydration)
  useEffect(() => {
    const c = card.current
    if (canvasGlare && c?.hover && !c.still) wantStage()
  }, [canvasGlare])

  const isOwner = card.current !== null && owner === card.current

  /** Hands a pointer event to the engine, in order (the first one loads it and registers the card). */
  const send = (kind: PointerKind, e: React.PointerEvent | React.MouseEvent) => {
    const facts = {
      pointerType: 'pointerType' in e ? e.pointerType : 'mouse',
      clientX: e.clientX,
      clientY: e.clientY,
      button: e.button,
      target: e.target,
    }
    if (!card.current && (kind === 'up' || kind === 'leave')) return // nothing to settle yet
    // a finger neither aims nor tilts: only its press (the shrink) needs the engine
    if (facts.pointerType === 'touch' && (kind === 'enter' || kind === 'move')) return
    // a press on a control inside the card is the control's (./tilt-press.ts): no shrink to run
    if (kind === 'down' && !card.current && ref.current && onControl(ref.current, e.target)) return
    loadEngine().then(
      (m) => {
        const el = ref.current
        if (!el) return // gone meanwhile
        if (!card.current) {
          card.current = m.registerCard(el, now.current.variant, spot.current)
          card.current.cssGlare = now.current.cssGlare
        }
        m.pointerOn(card.current, kind, facts)
      },
      () => {} // not loaded (offline): the card stays flat
    )
  }
  const handleClick = (e: React.MouseEvent) => {
    // a real pointer click (detail > 0), not a keyboard-activated link inside the card
    if (exaggerateOnClick && e.detail > 0 && canTilt()) {
      playClick() // in the gesture itself: iOS opens audio only there
      send('exaggerate', e)
    }
    onClick?.()
  }

  return (
    <Tag
      ref={(el: HTMLElement | null) => {
        ref.current = el
      }}
      className={`glass ${s.card}${className ? ` ${className}` : ''}`}
      data-tilt={variant}
      data-glare={cssGlare ? 'css' : 'gl'}
      onClick={onClick || exaggerateOnClick ? handleClick : undefined}
      onPointerEnter={(e) => send('enter', e)}
      onPointerMove={(e) => send('move', e)}
      onPointerLeave={(e) => send('leave', e)}
      onPointerDown={(e) => send('down', e)}
      onPointerUp={(e) => send('up', e)}
      {...rest}
    >
      {children}
      <span className={s.glare} aria-hidden="true">
        <span ref={spot} className={s.spot} />
      </span>
      {isOwner && !touch && !reduced && canvasGlare ? (
        // its own boundary: while its chunk loads, the page around it must not suspend (that
        // would hide the page for a moment, and re-run the card's effects, dropping its glare)
        <Suspense fallback={null}>
          <GlareLayer />
        </Suspense>
      ) : null}
    </Tag>
  )
}
