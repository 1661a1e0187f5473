import { lazy } from 'react'
import { SceneLayer } from '../../../canvas/scene-slot'

const CardGlareScene = lazy(() =>
  import('../../../canvas/scenes/card-glare/card-glare-scene').then((m) => ({
    default: m.CardGlareScene,
  }))
)

/**
 * The page's one canvas glare layer, mounted by whichever card hosts it (./tilt-card.tsx): a
 * chunk of its own, loaded only where the canvas may draw the glare, with the first pointer.
 */
export default function GlareLayer() {
  return (
    <SceneLayer>
      <CardGlareScene />
    </SceneLayer>
  )
}
