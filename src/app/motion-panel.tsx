import { useEffect, useState } from 'react'
import { button, folder, Leva, useControls } from 'leva'
import { MOTION, type Motion } from '../tuning/motion'
import motionSource from '../tuning/motion.ts?raw'
import { motionCssVars } from '../tuning/motion-css'
import { requestFrame } from '../lib/frame'
import { requestReflow } from '../lib/tracker'
import { useMotionStore } from '../state/motion-store'
import { useUiStore } from '../state/ui-store'
import { startSmoothScroll, stopSmoothScroll } from '../lib/smooth-scroll'
import { useQualityStore, type Quality } from '../state/quality-store'
import { readRaw, writeRaw } from '../state/safe-storage'

type Group = keyof Motion
type Values = Record<string, number | string>
type Range = [min: number, max: number, step: number]
type Schema = Parameters<typeof folder>[0]

/** The dev server endpoint of scripts/vite-plugin-motion.ts (exists only in `npm run dev`). */
const SAVE_ENDPOINT = '/__thock/motion'

/**
 * Constants that cannot change live, so they are not in the panel: the breakpoint reaches
 * CSS at build time; the others are read once, when the canvas or a scene starts.
 */
export const NOT_LIVE: readonly string[] = [
  'layout.breakpointPx',
  'stage.maxDpr',
  'stage.contextSettleMs',
  'tilt.glareMaxCards',
]

/** Slider ranges that the key's unit cannot guess: [min, max, step]. */
const RANGES: Record<string, Range> = {
  'scroll.lerp': [0.01, 1, 0.01],
  'scroll.wheelMultiplier': [0.1, 5, 0.1],
  'tunnel.aspect': [1, 8, 0.1],
  'tunnel.speed': [0, 5, 0.05],
  'tunnel.cyclesPerS': [0, 0.2, 0.001],
  'tunnel.scrollCyclesPerPx': [0, 0.001, 0.00001],
  'tunnel.boostMax': [0, 10, 0.1],
  'tunnel.stillTravel': [0, 1, 0.01],
  'tunnel.depth': [2, 100, 1],
  'tunnel.near': [0.05, 5, 0.05],
  'tunnel.stretchPerAspect': [0.1, 2, 0.01],
  'tilt.scale': [1, 1.1, 0.0005],
  'tilt.cardScale': [1, 1.1, 0.0005],
  'tilt.aboutScale': [1, 1.1, 0.0005],
  'tilt.pressScale': [0.8, 1, 0.005],
  'layout.pressScalePct': [80, 100, 0.5],
  'layout.iconPressScalePct': [70, 100, 0.5],
  'carousel.radius': [1, 12, 0.1],
  'carousel.tileWidth': [0.5, 6, 0.1],
  'carousel.cameraLift': [-4, 8, 0.1],
  'carousel.cameraFovDeg': [10, 90, 1],
  'globe.dotSize': [0.005, 0.2, 0.001],
  'globe.autoRotateSpeed': [0, 10, 0.1],
  'globe.leanRad': [-1.5, 1.5, 0.01],
  'globe.keyStep': [0.05, 1.5, 0.05],
  'globe.hideFacing': [-1, 1, 0.01],
}

/** Whole-number counts: at least 1, step 1 (a fraction saved here would break what reads them). */
const COUNTS =
  /^(discs|lines|particles|pageSize|volumeDots|volumeFadeSteps|levels|caretMeasureSlice|windowFrames|upWindows)$/

/** A power of ten near a hundredth of the value (1.4 -> 0.01): steps that add up to round numbers. */
function stepFor(value: number): number {
  return Number((10 ** Math.floor(Math.log10(value / 100))).toPrecision(1))
}

/** A slider range for one constant, from RANGES or its unit. */
export function rangeFor(group: string, key: string, value: number): Range {
  const given = RANGES[`${group}.${key}`]
  if (given) return given
  if (COUNTS.test(key)) return [1, Math.max(value * 3, 10), 1]
  if (key.endsWith('Pct')) return [0, 100, 1]
  if (key.endsWith('Ms')) return [0, Math.max(value * 4, 500), value >= 200 ? 10 : 1]
  if (key.endsWith('Px')) return [0, Math.max(value * 3, 100), 1]
  if (key.endsWith('Deg')) return [0, Math.max(value * 3, 10), 0.05]
  if (key.endsWith('S')) return [0.01, Math.max(value * 4, 2), 0.01]
  if (value <= 1) return [0, 1, 0.005] // opacities, volumes, shares
  return [0, value * 4, stepFor(value)]
}

/** Decimal places of a number as written (0.00012 -> 5), float noise aside (0.1 + 0.2 -> 1). */
export function decimals(x: number): number {
  const [mantissa = '', exponent = '0'] = String(Number(x.toPrecision(12))).split('e')
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent))
}

/**
 * Each constant's comment in motion.ts ('group.key' -> its words), shown as that slider's hint:
 * what a designer needs to know of a value is written beside it in the file.
 */
export function hintsFrom(source: string): Map<string, string> {
  const hints = new Map<string, string>()
  let group = ''
  for (const line of source.split('\n')) {
    const opens = /^ {2}(\w+): \{/.exec(line)
    if (opens) group = opens[1]!
    const commented = /^ {4}(\w+): [^/]*\/\/ (.+)$/.exec(line)
    if (commented && group) hints.set(`${group}.${commented[1]}`, commented[2]!.trim())
  }
  return hints
}

const HINTS = hintsFrom(motionSource)

/** The Leva inputs of one group: sliders for numbers, pickers for colours, no NOT_LIVE keys. */
function schemaFor(group: Group, values: Values): Schema {
  const schema: Schema = {}
  for (const [key, value] of Object.entries(values)) {
    if (NOT_LIVE.includes(`${group}.${key}`)) continue
    const hint = HINTS.get(`${group}.${key}`)
    if (typeof value === 'string') schema[key] = { value, hint }
    else {
      const [min, max, step] = rangeFor(group, key, value)
      // leva shows at most 2 decimals unless told, and a blur commits what it shows
      const pad = Math.max(decimals(step), decimals(value))
      schema[key] = { value, min, max, step, pad, hint } as Schema[string]
    }
  }
  return schema
}

/** sessionStorage: '1' while the panel is unfolded (here, not in SESSION_KEYS: the shell ships those). */
const PANEL_OPEN_KEY = 'thock-panel-open'

/** Below the header (leva re-places the panel whenever this object changes: one for good). */
const TITLE_BAR = { title: 'tuning · motion.ts', position: { x: 0, y: MOTION.layout.navHeightPx } }

const setters = new Map<Group, (values: Values) => void>()
let saved = structuredClone(MOTION) as Motion // what the file holds: reset goes back to it

function GroupControls({ group }: { group: Group }) {
  const [values, set] = useControls(
    group,
    () => schemaFor(group, useMotionStore.getState().motion[group] as Values),
    { collapsed: true }
  ) as unknown as [Values, (v: Values) => void]
  useEffect(() => {
    setters.set(group, set)
    return () => void setters.delete(group)
  }, [group, set])
  useEffect(() => {
    useMotionStore.getState().setGroup(group, values as never)
  }, [group, values])
  return null
}

/** Back to the values of the file: the store and every slider. */
function resetAll() {
  useMotionStore.setState({ motion: structuredClone(saved) })
  for (const [group, set] of setters) {
    const values = { ...(saved[group] as Values) }
    for (const name of NOT_LIVE)
      if (name.startsWith(`${group}.`)) delete values[name.slice(group.length + 1)]
    set(values)
  }
}

/**
 * Rewrites the page's `prefers-reduced-motion` media rules to match a forced setting
 * (dev only; `null` restores them), so CSS shows the same state as the scripts.
 */
const originalMedia = new WeakMap<CSSMediaRule, string>()
function forceReducedMotionCss(reduced: boolean | null) {
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const text = originalMedia.get(rule) ?? rule.media.mediaText
        if (text.includes('prefers-reduced-motion')) {
          originalMedia.set(rule, text)
          rule.media.mediaText =
            reduced === null
              ? text
              : text
                  .replace(
                    /\(prefers-reduced-motion:\s*reduce\)/g,
                    reduced ? '(min-width: 0px)' : '(max-width: 0px)'
                  )
                  .replace(
                    /\(prefers-reduced-motion:\s*no-preference\)/g,
                    reduced ? '(max-width: 0px)' : '(min-width: 0px)'
                  )
        }
      }
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
    }
  }
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules)
    } catch {
      // a sheet from another origin cannot be read: none here
    }
  }
}

/** Reduced motion as the system says, or forced on or off (scripts and CSS alike). */
function applyReducedMotion(mode: string) {
  const system = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const reduced = mode === 'system' ? system : mode === 'reduced'
  const ui = useUiStore.getState()
  ui.setEnvironment({ reducedMotion: reduced, touch: ui.touch })
  startSmoothScroll(reduced)
  forceReducedMotionCss(mode === 'system' ? null : reduced)
  requestFrame()
}

/** Keeps the page in step with the store: CSS custom properties, slot sizes, a new frame. */
function useLiveStore() {
  useEffect(() => {
    let last = useMotionStore.getState().motion
    return useMotionStore.subscribe(({ motion }) => {
      if (motion === last) return
      const scrollChanged = motion.scroll !== last.scroll
      last = motion
      const root = document.documentElement.style
      for (const [name, value] of motionCssVars(motion)) root.setProperty(name, value)
      requestReflow() // a custom property may have resized a slot
      if (scrollChanged) {
        stopSmoothScroll() // smoothing restarts with the new values at the next wheel turn
        startSmoothScroll(useUiStore.getState().reducedMotion)
      }
      requestFrame()
    })
  }, [])
}

async function save(setStatus: (status: string) => void) {
  setStatus('saving…')
  try {
    const res = await fetch(SAVE_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(useMotionStore.getState().motion),
    })
    const body = (await res.json()) as { ok?: boolean; file?: string; error?: string }
    if (!res.ok || !body.ok) throw new Error(body.error ?? `HTTP ${res.status}`)
    saved = structuredClone(useMotionStore.getState().motion)
    setStatus(`saved to ${body.file}`)
  } catch (error) {
    setStatus(`not saved: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Dev-only Leva panel: every live tuning constant by group, with save (writes them into
 * src/tuning/motion.ts through the dev server), reset (back to the file) and copy (JSON);
 * and a view folder that forces reduced motion, so every state can be seen.
 */
export function MotionPanel() {
  useLiveStore()
  const [open, setOpen] = useState(() => readRaw(PANEL_OPEN_KEY, true) === '1')
  const fold = (collapsed: boolean) => {
    setOpen(!collapsed)
    writeRaw(PANEL_OPEN_KEY, collapsed ? null : '1', true)
  }
  const [, setFile] = useControls('file', () => ({
    status: { value: 'unsaved changes stay in this tab', editable: false },
    save: button(() => void save((status) => setFile({ status }))),
    reset: button(() => {
      resetAll()
      setFile({ status: 'reset to the file' })
    }),
    copy: button(() => {
      const json = JSON.stringify(useMotionStore.getState().motion, null, 2)
      console.info('[thock] tuning constants:\n', json)
      // the clipboard needs the tab's focus and permission: say where the JSON is when it fails
      const written = navigator.clipboard?.writeText(json) ?? Promise.reject(new Error())
      written.then(
        () => setFile({ status: 'copied as JSON' }),
        () => setFile({ status: 'no clipboard here: the JSON is in the console' })
      )
    }),
  })) as unknown as [unknown, (v: { status: string }) => void]
  useControls('view', {
    motion: {
      value: 'system', // reduced motion as the system says, or forced: 'reduced' / 'full'
      options: ['system', 'reduced', 'full'],
      onChange: applyReducedMotion,
      transient: false,
    },
    quality: {
      // the page's quality tier as the frame-budget governor chooses it, or forced
      value: useQualityStore.getState().forced ?? 'auto',
      options: ['auto', 'full', 'lite'],
      onChange: (tier: string) =>
        useQualityStore.getState().force(tier === 'auto' ? null : (tier as Quality)),
      transient: false,
    },
  })
  return (
    <>
      {/* wide enough for the longest key names (leva's default cuts them at ~10 characters) */}
      <div id="motion-panel">
        <Leva
          // below the header, folded until opened; open or folded as it was before a reload
          // (an edit of motion.ts reloads the page)
          collapsed={{ collapsed: !open, onChange: fold }}
          titleBar={TITLE_BAR}
          theme={{
            sizes: { rootWidth: '420px', controlWidth: '200px', numberInputMinWidth: '72px' },
          }}
        />
      </div>
      {(Object.keys(MOTION) as Group[]).map((g) => (
        <GroupControls key={g} group={g} />
      ))}
    </>
  )
}
