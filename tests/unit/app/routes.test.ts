import { describe, expect, it } from 'vitest'
import { findRoute, NOT_FOUND } from '../../../src/app/routes'
import { isCurrent, NAV_LINKS, normalizePath } from '../../../src/content/nav'

describe('routes', () => {
  it('matches static routes, with or without a trailing slash', () => {
    expect(findRoute('/about').route.path).toBe('/about')
    expect(findRoute('/about/').route.path).toBe('/about')
    expect(findRoute('/').route.path).toBe('/')
  })

  it('matches an article and decodes its slug', () => {
    const { route, params } = findRoute('/keyboards/azoth%20gmk')
    expect(route.path).toBe('/keyboards/:slug')
    expect(params.slug).toBe('azoth gmk')
  })

  it('keeps a malformed escape as is instead of throwing', () => {
    expect(findRoute('/keyboards/%E0%A4%A').params.slug).toBe('%E0%A4%A')
  })

  it('matches as the router renders: letter case aside, as wouter does', () => {
    expect(findRoute('/About').route.path).toBe('/about')
    expect(findRoute('/KEYBOARDS/azoth').params.slug).toBe('azoth')
  })

  it('sends anything else to not found', () => {
    expect(findRoute('/nope').route).toBe(NOT_FOUND)
    expect(findRoute('/keyboards/a/b').route).toBe(NOT_FOUND)
  })

  it('normalises paths', () => {
    expect(normalizePath('///')).toBe('/')
    expect(normalizePath('/keyboards//')).toBe('/keyboards')
  })

  it('highlights a section for its own pages', () => {
    expect(isCurrent('/keyboards/azoth', '/keyboards')).toBe(true)
    expect(isCurrent('/keyboardsx', '/keyboards')).toBe(false)
  })

  it('links every nav entry to a page of its own', () => {
    for (const link of NAV_LINKS) expect(findRoute(link.path).route.path).toBe(link.path)
  })
})
