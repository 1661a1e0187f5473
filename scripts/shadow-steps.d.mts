/** Types of scripts/shadow-steps.mjs for the tests. */
import type { Page } from 'playwright-core'

export interface ShadowLayer {
  ox: number
  oy: number
  blur: number
  spread: number
  rgb: [number, number, number]
  a: number
}
export interface ThemeShadow {
  /** the `lite` glass shadow, blurred */
  blur: string
  /** the same shadow as unblurred steps, in the WebKit-only `@supports` */
  steps: string
  /** the page background under the cards, #rrggbb */
  bg: string
}
export interface Difference {
  levels: number
  where: string
}
export const MAX_LEVELS: number
export function parseShadow(value: string): ShadowLayer[]
export function readShadows(
  qualityCss?: string,
  themeCss?: string
): Record<'dark' | 'light', ThemeShadow>
export function checkShadows(
  page: Pick<Page, 'setViewportSize' | 'setContent' | 'screenshot' | 'evaluate'>,
  shadows?: Record<'dark' | 'light', ThemeShadow>
): Promise<Record<'dark' | 'light', Difference>>
