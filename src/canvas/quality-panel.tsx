import { useEffect } from 'react'
import { useControls } from 'leva'
import { useQualityStore, type Quality } from '../state/quality-store'

type Choice = 'auto' | Quality

/** Dev-only: a 'tier' control in the panel's quality folder forces 'full' or 'lite' (or lets the page choose). */
export function QualityPanel() {
  const { tier } = useControls('quality', {
    tier: {
      value: (useQualityStore.getState().forced ?? 'auto') as Choice,
      options: ['auto', 'full', 'lite'] satisfies Choice[],
    },
  })
  useEffect(() => {
    useQualityStore.getState().force(tier === 'auto' ? null : (tier as Quality))
  }, [tier])
  return null
}
