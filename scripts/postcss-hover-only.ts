import type { AtRule, Container, Plugin } from 'postcss'

/** A `:hover` the selector needs to match (not one inside `:not(…)`). */
const HOVER = /:hover(?![\w-])/
const NEGATED_HOVER = /:not\([^)]*:hover/

function inHoverMedia(container: Container | undefined): boolean {
  for (let at = container; at && at.type !== 'root'; at = at.parent as Container | undefined)
    if (at.type === 'atrule' && /\(\s*hover\s*:\s*hover\s*\)/.test((at as AtRule).params))
      return true
  return false
}

/**
 * Hover looks only where a pointer hovers: every rule whose selector needs `:hover` is moved
 * under `@media (hover: hover)` in the build (the selectors of a list that do not need it stay
 * where they are). A finger's tap sets `:hover` on what it touched and leaves it there: the
 * theme toggle, a pill link or a tier card stayed lit on a phone after the tap, and the tap's
 * press restyled and repainted it before its click could run. Stylesheets say `:hover` plainly.
 * vite.config.ts adds it to the CSS pipeline (docs/architecture.md, "A rule reaches only the
 * elements it is for").
 */
export function hoverOnlyPlugin(): Plugin {
  return {
    postcssPlugin: 'thock-hover-only',
    Rule(rule, { AtRule }) {
      if (!rule.selector.includes(':hover') || inHoverMedia(rule.parent)) return
      const needs = (s: string) => HOVER.test(s.replace(NEGATED_HOVER, ''))
      const hover = rule.selectors.filter(needs)
      if (!hover.length) return
      const media = new AtRule({ name: 'media', params: '(hover: hover)' })
      media.source = rule.source
      media.append(rule.clone({ selectors: hover }))
      rule.after(media)
      const rest = rule.selectors.filter((s) => !needs(s))
      if (rest.length) rule.selectors = rest
      else rule.remove()
    },
  }
}
