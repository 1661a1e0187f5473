import { lazy } from 'react'
import { SceneSlot } from '../../canvas/scene-slot'
import s from './home.module.css'

const DemoKeycap = lazy(() =>
  import('../../canvas/scenes/demo-keycap/demo-keycap').then((m) => ({ default: m.DemoKeycap }))
)

/** Home: the story, the tiers, the call to action and the disc tunnel. */
export default function HomePage() {
  return (
    <div className="page">
      <h1 className={s.title}>thock&co.</h1>
      <p>custom mechanical keyboards, tuned by hand in urbana-champaign.</p>
      <SceneSlot className={s.slot} fallback={<div className={s.still} />}>
        <DemoKeycap />
      </SceneSlot>
    </div>
  )
}
