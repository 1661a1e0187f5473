import type { Motion } from './motion'

type Unit = 'px' | 'ms' | 'vmin' | '' | '/100'

/**
 * The tuning constants CSS reads, as custom properties on :root: [group, key, unit]
 * ('/100' writes a percentage as a fraction). The build writes them into the stylesheet
 * (scripts/vite-plugin-motion.ts); in dev the panel rewrites them live from the store.
 */
export const MOTION_CSS_VARS = {
  '--nav-height': ['layout', 'navHeightPx', 'px'],
  '--drawer-top': ['layout', 'drawerTopPx', 'px'],
  '--drawer-fade': ['layout', 'drawerFadeMs', 'ms'],
  '--press-ms': ['layout', 'pressMs', 'ms'],
  '--press-scale': ['layout', 'pressScalePct', '/100'],
  '--icon-press-scale': ['layout', 'iconPressScalePct', '/100'],
  '--reveal-px': ['home', 'revealScrollPx', 'px'],
  '--pin-px': ['home', 'tierPinPx', 'px'],
  '--card-h': ['home', 'tierCardHeightPx', 'px'],
  '--collapsed-px': ['home', 'tierCollapsedWidthPx', 'px'],
  '--expanded-frac': ['home', 'tierExpandedWidthPct', '/100'],
  '--word-line-h': ['home', 'wordLineHeightPx', 'px'],
  '--word-ms': ['home', 'wordMs', 'ms'],
  '--last-ms': ['home', 'lastWordMs', 'ms'],
  '--tunnel-aspect': ['tunnel', 'aspect', ''],
  '--tunnel-min': ['tunnel', 'minHeightPx', 'px'],
  '--tunnel-max': ['tunnel', 'maxHeightPx', 'px'],
  '--globe-container-frac': ['globe', 'containerHeightPct', '/100'],
  '--globe-narrow': ['globe', 'narrowWindowPct', 'vmin'],
  '--globe-min': ['globe', 'minCanvasPx', 'px'],
  '--mute-grid': ['audio', 'muteGridPx', 'px'],
  '--hint-fade': ['audio', 'hintFadeMs', 'ms'],
} as const satisfies Record<string, readonly [keyof Motion, string, Unit]>

/** The custom properties for a set of constants, as [name, value] pairs. */
export function motionCssVars(motion: Motion): [string, string][] {
  return Object.entries(MOTION_CSS_VARS).map(([name, [group, key, unit]]) => {
    const value = (motion[group] as Record<string, number>)[key] ?? 0
    return [name, unit === '/100' ? String(value / 100) : `${value}${unit}`]
  })
}

/** The :root rule the build puts in the stylesheet. */
export function motionCssRule(motion: Motion): string {
  return `:root{${motionCssVars(motion)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}\n`
}
