import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** Every route of the site, deep-linkable. */
export const ROUTE_PATHS = [
  '/',
  '/about',
  '/keyboards',
  '/keyboards/azoth',
  '/build-service',
  '/contact',
]

declare global {
  interface Window {
    __webglContexts: number
  }
}

/** Counts WebGL contexts the page creates (a new getContext that returns a fresh context). */
export async function countWebglContexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__webglContexts = 0
    const seen = new WeakSet<object>()
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: unknown[]
    ) {
      const ctx = (original as (...a: unknown[]) => unknown).apply(this, args)
      const kind = String(args[0])
      if (ctx && kind.startsWith('webgl') && !seen.has(ctx as object)) {
        seen.add(ctx as object)
        window.__webglContexts++
      }
      return ctx
    } as typeof original
  })
}

/** Counts WebGL draw calls into window.__draws (instrumented from outside the app). */
export async function countDraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __draws: number }
    w.__draws = 0
    const proto = WebGL2RenderingContext.prototype as unknown as Record<string, unknown>
    for (const name of [
      'drawArrays',
      'drawElements',
      'drawArraysInstanced',
      'drawElementsInstanced',
    ]) {
      const original = proto[name] as (...a: unknown[]) => unknown
      proto[name] = function (this: unknown, ...args: unknown[]) {
        w.__draws++
        return original.apply(this, args)
      }
    }
  })
}

/** The file names of the scripts the page fetches from now on (modules, chunks, workers), in order. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname.split('/').pop() ?? ''
    if (file.endsWith('.js')) scripts.push(file)
  })
  return scripts
}

/** Opens a path and waits until React has hydrated it (prerendered HTML is visible earlier). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * A finger's tap at the centre of `target` (touch events, then the mouse events and click the
 * browser makes up from them), where `click()` sends a mouse's. Scrolls it into view first.
 */
export async function fingerTap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('fingerTap: the target is not on the page')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * Forces the 'full' quality tier for the visit. On this machine the software renderer
 * steps a page to 'lite', where a tilt card glares with CSS and starts no canvas.
 */
export async function forceFullQuality(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('thock-quality-forced', 'full'))
}

/** Waits until the persistent canvas exists (the 3D stage started). */
export async function waitForCanvas(page: Page): Promise<void> {
  await page.locator('.stage canvas').waitFor({ state: 'attached', timeout: 20_000 })
}

/**
 * Starts the 3D stage as a visitor does on a page with no scene near the screen:
 * the pointer on a tilt card (its canvas glare), then waits for the canvas.
 */
export async function startStageByHover(page: Page): Promise<void> {
  await page.locator('[data-tilt]').first().hover()
  await waitForCanvas(page)
}

/** Keeps mailto: links from being handed to the operating system (the composed link is read). */
export async function holdMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element | null)?.closest?.('a[href^="mailto:"]')
        if (a) e.preventDefault()
      },
      true
    )
  })
}

/**
 * A test whose page fails on any console error or uncaught exception, or on a warning from
 * three.js (a scene misusing it: a texture too large, a bad uniform, a deprecated call).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
      page.on('console', (m) => {
        // a 404 status for a not-found document is correct HTTP, not a page error
        if (m.type() === 'error' && !/status of 404/.test(m.text()))
          errors.push(`console: ${m.text()}`)
        if (m.type() === 'warning' && m.text().startsWith('THREE.'))
          errors.push(`console: ${m.text()}`)
      })
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
