import type { Theme } from '../../../state/safe-storage'
import { BRAND } from '../../brand'

/** The tunnel's colours for one theme (hex), and how they blend with the page. */
export interface TunnelPalette {
  discFar: string
  discNear: string
  line: string
  particle: string
  discOpacity: number
  lineOpacity: number
  particleOpacity: number
  additive: boolean // glow on the dark page; plain ink on the light one
}

/**
 * Dark: violet rings warming to the brand pink, white speed lines, pink sparks. Light: tan to ink.
 * The brand colours come from src/canvas/brand.ts (theme.css's values); the rest are the tunnel's own.
 */
export const TUNNEL_PALETTES: Record<Theme, TunnelPalette> = {
  dark: {
    discFar: '#6d3cff',
    discNear: BRAND.dark.accent,
    line: BRAND.dark.revealOn,
    particle: '#ff9ad9',
    discOpacity: 0.75,
    lineOpacity: 0.45,
    particleOpacity: 0.95,
    additive: true,
  },
  light: {
    discFar: BRAND.light.accentStrong,
    discNear: BRAND.light.text,
    line: BRAND.light.text,
    particle: BRAND.light.accent,
    discOpacity: 0.8,
    lineOpacity: 0.3,
    particleOpacity: 0.85,
    additive: false,
  },
}
