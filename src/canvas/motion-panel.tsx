import { useEffect } from 'react'
import { button, folder, useControls } from 'leva'

type Schema = Parameters<typeof folder>[0]
import { MOTION } from './motion'
import { useMotionStore } from '../state/motion-store'
import { QualityPanel } from './quality-panel'

type Group = keyof typeof MOTION

/** Flattens one group of constants into Leva inputs (nested objects become folders). */
function schemaFor(values: Record<string, unknown>): Schema {
  const out: Schema = {}
  for (const [key, value] of Object.entries(values)) {
    out[key] =
      typeof value === 'object' && value !== null
        ? folder(schemaFor(value as Record<string, unknown>))
        : (value as number)
  }
  return out
}

function unflatten(
  template: Record<string, unknown>,
  flat: Record<string, unknown>
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(template)) {
    out[key] =
      typeof value === 'object' && value !== null
        ? unflatten(value as Record<string, unknown>, flat)
        : (flat[key] ?? value)
  }
  return out
}

function GroupControls({ group }: { group: Group }) {
  const template = MOTION[group] as Record<string, unknown>
  const values = useControls(group, schemaFor(template), { collapsed: true }) as Record<
    string,
    unknown
  >
  useEffect(() => {
    useMotionStore.getState().setGroup(group, unflatten(template, values) as never)
  }, [group, template, values])
  return null
}

/** Dev-only Leva panel: edits the tuning constants live; "copy JSON" copies them out. */
export function MotionPanel() {
  useControls({
    'copy JSON': button(() => {
      const json = JSON.stringify(useMotionStore.getState().motion, null, 2)
      void navigator.clipboard?.writeText(json).catch(() => console.info(json))
      console.info('[thock] tuning constants copied: paste them into src/canvas/motion.ts\n', json)
    }),
    reset: button(() => useMotionStore.getState().reset()),
  })
  return (
    <>
      {(Object.keys(MOTION) as Group[]).map((g) => (
        <GroupControls key={g} group={g} />
      ))}
      <QualityPanel />
    </>
  )
}
