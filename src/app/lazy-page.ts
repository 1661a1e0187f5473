import { createElement, use, type ComponentType } from 'react'

type PageModule = {
  default: ComponentType
  /** What the page needs for these route params before it renders (e.g. one article). */
  preloadData?: (params: Record<string, string>) => Promise<unknown> | undefined
}

/** A code-split page whose chunk can be preloaded before hydration (so hydration never suspends). */
export interface LazyPage {
  /** Folder of the page under src/routes/; the prerender links its chunks by it. */
  name: string
  Component: ComponentType
  /** Loads the page's chunk, and with route params what the page needs for them too. */
  preload: (params?: Record<string, string>) => Promise<unknown>
}

/**
 * Wraps a dynamic import of `src/routes/<name>` as a page component plus its preloader.
 * @example const About = lazyPage('about', () => import('../routes/about'))
 */
export function lazyPage(name: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined
  let pending: Promise<PageModule> | undefined
  const chunk = () =>
    (pending ??= load().then((m) => {
      loaded = m.default
      return m
    }))
  const preload = (params?: Record<string, string>) =>
    params ? chunk().then((m) => m.preloadData?.(params)) : chunk()
  function Page() {
    if (loaded) return createElement(loaded)
    use(chunk())
    return loaded ? createElement(loaded) : null
  }
  return { name, Component: Page, preload }
}
