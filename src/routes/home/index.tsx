import { lazy, useEffect, useRef } from 'react'
import { SceneSlot } from '../../canvas/scene-slot'
import { TunnelStill } from '../../canvas/scenes/disc-tunnel/tunnel-still'
import { SectionBoundary } from '../../app/error-boundary'
import { useMotionStore } from '../../state/motion-store'
import { CallToAction } from './call-to-action'
import { Hero } from './hero'
import { TierSection } from './tier-section'
import s from './home.module.css'

const DiscTunnel = lazy(() =>
  import('../../canvas/scenes/disc-tunnel/disc-tunnel').then((m) => ({ default: m.DiscTunnel }))
)

const TUNNEL_VIEW = { camera: 'perspective', fov: 50, position: [0, 0, 0] } as const

/** The tunnel's slot: 4:1, its height clamped (both from the tuning constants). */
function Tunnel() {
  const ref = useRef<HTMLDivElement>(null)
  const { aspect, minHeightPx, maxHeightPx } = useMotionStore((st) => st.motion.tunnel)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    el.style.setProperty('--tunnel-aspect', String(aspect))
    el.style.setProperty('--tunnel-min', `${minHeightPx}px`)
    el.style.setProperty('--tunnel-max', `${maxHeightPx}px`)
  }, [aspect, minHeightPx, maxHeightPx])
  return (
    <SceneSlot slotRef={ref} className={s.tunnel} options={TUNNEL_VIEW} fallback={<TunnelStill />}>
      <DiscTunnel />
    </SceneSlot>
  )
}

/** Home: the story, the tiers, the call to action and the disc tunnel. */
export default function HomePage() {
  return (
    <div className={s.home}>
      <Hero />
      <SectionBoundary name="tiers">
        <TierSection />
      </SectionBoundary>
      <CallToAction />
      <Tunnel />
    </div>
  )
}
