/**
 * The brand colours the canvas draws with, by theme: the same values as the custom
 * properties of the same name in theme.css (`bgRaised` is `--bg-raised`). The CSS is
 * the page's source; the canvas palettes (the tunnel's, the ring's tiles) read these,
 * and tests/unit/canvas/brand.test.ts fails when the two disagree.
 */
export const BRAND = {
  dark: {
    bgRaised: '#1b1b1d',
    text: '#e1e1e1',
    textMuted: '#a9a9b2',
    accent: '#ff4fc1',
    accentStrong: '#ff00aa',
    revealOn: '#f4f4f6',
  },
  light: {
    bgRaised: '#f4f4f5',
    text: '#222244',
    textMuted: '#4a4a66',
    accent: '#665536',
    accentStrong: '#ad9976',
    revealOn: '#222244',
  },
} as const

export type BrandColour = keyof (typeof BRAND)['dark']
