import { lazy } from 'react'
import { SceneSlot } from '../../canvas/scene-slot'
import { TunnelStill } from '../../canvas/scenes/disc-tunnel/tunnel-still'
import { SectionBoundary } from '../../lib/error-boundary'
import { CallToAction } from './call-to-action'
import { TierSection } from './tier-section'
import s from './home.module.css'

const loadTunnel = () => import('../../canvas/scenes/disc-tunnel/disc-tunnel-scene')
const DiscTunnel = lazy(() => loadTunnel().then((m) => ({ default: m.DiscTunnel })))

/** The tunnel's slot: its aspect and clamped height are CSS custom properties (MOTION_CSS_VARS). */
function Tunnel() {
  return (
    <SceneSlot className={s.tunnel} fallback={<TunnelStill />} load={loadTunnel}>
      <DiscTunnel />
    </SceneSlot>
  )
}

/** Everything after the story: the tiers, the call to action and the disc tunnel. */
export function BelowStory() {
  return (
    <>
      <SectionBoundary name="tiers">
        <TierSection />
      </SectionBoundary>
      <CallToAction />
      <Tunnel />
    </>
  )
}
