import { useRef } from 'react'
import { useFrame } from '@react-three/fiber'
import type { Mesh } from 'three'
import { requestFrame } from '../../frame'
import { useSlot } from '../../slot-context'
import { useUiStore } from '../../../state/ui-store'

/** A slowly turning keycap: proves the slot mechanism until the disc tunnel replaces it. */
export function DemoKeycap() {
  const mesh = useRef<Mesh>(null)
  const slot = useSlot()
  useFrame((_, delta) => {
    if (!mesh.current || !slot.view.visible || useUiStore.getState().reducedMotion) return
    mesh.current.rotation.y += delta * 0.6
    requestFrame()
  })
  return (
    <>
      <ambientLight intensity={0.6} />
      <directionalLight position={[2, 3, 4]} intensity={1.4} />
      <mesh ref={mesh} rotation={[0.5, 0.3, 0]}>
        <boxGeometry args={[1.4, 0.7, 1.4]} />
        <meshStandardMaterial color="#ff4fc1" roughness={0.4} />
      </mesh>
    </>
  )
}
