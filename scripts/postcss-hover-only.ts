import type { AtRule, Container, Plugin } from 'postcss'

/** A media query that already says the pointer hovers. */
const HOVER_MEDIA = /\(\s*(any-)?hover\s*:\s*hover\s*\)/

function inHoverMedia(container: Container | undefined): boolean {
  for (let at = container; at && at.type !== 'root'; at = at.parent as Container | undefined)
    if (at.type === 'atrule' && HOVER_MEDIA.test((at as AtRule).params)) return true
  return false
}

/**
 * Whether one selector (no top-level comma) needs `:hover` to match: a `:hover` outside every
 * `:not(…)`. A `:hover` inside `:is()`, `:where()` or `:has()` beside other selectors is an error:
 * moving the whole rule would take its other selectors (a `:focus-visible` look) from touch
 * screens too; write the hover selector on its own.
 */
export function needsHover(selector: string): boolean {
  const open: string[] = [] // the functional pseudo-classes the scan is inside
  let needs = false
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]
    if (c === '(') {
      const name = /:([\w-]+)$/.exec(selector.slice(0, i))?.[1] ?? ''
      open.push(name)
    } else if (c === ')') open.pop()
    else if (c === ',' && open.length && /^(is|where|has|matches)$/.test(open.at(-1)!)) {
      if (groupHasHover(selector, i)) throw new Error(`':hover' in a selector list: ${selector}`)
    } else if (selector.startsWith(':hover', i) && !/[\w-]/.test(selector[i + 6] ?? '')) {
      if (!open.includes('not')) needs = true
    }
  }
  return needs
}

/** Whether the parenthesised group around `at` holds a `:hover`. */
function groupHasHover(selector: string, at: number): boolean {
  let depth = 0
  let start = at
  for (; start > 0; start--) {
    const c = selector[start - 1]
    if (c === ')') depth++
    else if (c === '(' && depth-- === 0) break
  }
  depth = 0
  let end = at
  for (; end < selector.length; end++) {
    const c = selector[end]
    if (c === '(') depth++
    else if (c === ')' && depth-- === 0) break
  }
  return selector.slice(start, end).includes(':hover')
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
      let hover: string[]
      try {
        hover = rule.selectors.filter(needsHover)
      } catch (e) {
        throw rule.error((e as Error).message)
      }
      if (!hover.length) return
      const media = new AtRule({ name: 'media', params: '(hover: hover)' })
      media.source = rule.source
      media.append(rule.clone({ selectors: hover }))
      rule.after(media)
      const rest = rule.selectors.filter((s) => !hover.includes(s))
      if (rest.length) rule.selectors = rest
      else rule.remove()
    },
  }
}
