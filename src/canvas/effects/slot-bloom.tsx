import { useLayoutEffect, useState } from 'react'
import { Bloom, EffectComposer } from '@react-three/postprocessing'
import type { EffectComposer as Composer } from 'postprocessing'
import { useMotionStore } from '../../state/motion-store'
import { requestFrame } from '../../lib/frame'
import { useSlot } from '../slot-context'

/**
 * @react-three/postprocessing's composer with one bloom, for the slot it sits in.
 * It never renders by itself (enabled false): the slot's renderer (../slot-view.tsx)
 * draws through it instead of drawing the scene, in the slot's rectangle, with
 * buffers the size of the slot, not of the whole canvas.
 */
export default function SlotBloom({ intensity }: { intensity: number }) {
  const slot = useSlot()
  const { threshold, smoothing, radius, levels } = useMotionStore((s) => s.motion.bloom)
  const [composer, setComposer] = useState<Composer | null>(null)
  useLayoutEffect(() => {
    if (!composer) return
    slot.composer = composer
    requestFrame()
    return () => {
      if (slot.composer === composer) slot.composer = null
      requestFrame()
    }
  }, [slot, composer])
  useLayoutEffect(() => requestFrame(), [intensity, threshold, smoothing, radius, levels])
  return (
    <EffectComposer ref={setComposer} enabled={false} multisampling={0}>
      <Bloom
        mipmapBlur
        intensity={intensity}
        luminanceThreshold={threshold}
        luminanceSmoothing={smoothing}
        radius={radius}
        levels={levels}
      />
    </EffectComposer>
  )
}
