import { createElement, use, type ComponentType } from 'react'

type PageModule = { default: ComponentType }

/** A code-split page whose chunk can be preloaded before hydration (so hydration never suspends). */
export interface LazyPage {
  /** Folder of the page under src/routes/; the prerender links its chunks by it. */
  name: string
  Component: ComponentType
  preload: () => Promise<unknown>
}

/**
 * Wraps a dynamic import of `src/routes/<name>` as a page component plus its preloader.
 * @example const About = lazyPage('about', () => import('../routes/about'))
 */
export function lazyPage(name: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined
  let pending: Promise<PageModule> | undefined
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default
      return m
    }))
  function Page() {
    if (loaded) return createElement(loaded)
    use(preload())
    return loaded ? createElement(loaded) : null
  }
  return { name, Component: Page, preload }
}
