import type { Theme } from '../../../state/safe-storage'

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

/** Dark: violet rings warming to the brand pink, white speed lines, pink sparks. Light: tan to ink. */
export const TUNNEL_PALETTES: Record<Theme, TunnelPalette> = {
  dark: {
    discFar: '#6d3cff',
    discNear: '#ff4fc1',
    line: '#f4f4f6',
    particle: '#ff9ad9',
    discOpacity: 0.75,
    lineOpacity: 0.45,
    particleOpacity: 0.95,
    additive: true,
  },
  light: {
    discFar: '#ad9976',
    discNear: '#222244',
    line: '#222244',
    particle: '#7d6a45',
    discOpacity: 0.8,
    lineOpacity: 0.3,
    particleOpacity: 0.85,
    additive: false,
  },
}
