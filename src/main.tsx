import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './styles/global.css'
import 'virtual:thock-motion.css' // the tuning constants CSS reads, as :root custom properties
import { App } from './app/app'
import { normalizePath } from './content/nav'
import { findRoute } from './app/routes'
import { keepPrerendered } from './app/lazy-page'
import { notLoaded } from './dom/components/error-view/error-view'
import { keepQuietEventsFromReact } from './lib/quiet-events'

keepQuietEventsFromReact()
if (import.meta.env.DEV) void import('./app/dev-site-check') // site-config.ts as the build checks it
const container = document.getElementById('root')!
// StrictMode's checks run in development only: in a build it is a no-op that ships its bytes
const app = import.meta.env.DEV ? (
  <StrictMode>
    <App />
  </StrictMode>
) : (
  <App />
)

/**
 * Hydrate only HTML prerendered for this very page. A static host answers an
 * unknown path with 404.html: the client then renders what the path means
 * (e.g. 'Article not found' for an unknown keyboard) instead of hydrating.
 */
function prerenderedHere(): boolean {
  const served = container.dataset.path
  if (!served || !container.hasChildNodes()) return false
  const here = findRoute(location.pathname)
  return (
    normalizePath(served) === normalizePath(location.pathname) ||
    (findRoute(served).route === here.route && !here.route.path.includes(':'))
  )
}

// the current page's chunk (and what it needs for its params, e.g. one article) first, so
// hydration never suspends on it
const here = findRoute(location.pathname)
let failed = false
here.route.page
  .preload(here.params)
  .catch((error: unknown) => {
    console.error('[thock] could not load this page:', error)
    failed = notLoaded(error) // a fault in the code shows as one (the error view)
  })
  .finally(() => {
    // errors caught by a boundary are reported by that boundary itself (warn or error, as it judges)
    const options = { onCaughtError: () => {} }
    // React listens from here: page-init.js keeps no more taps for the app to press again
    ;(window as { thockLive?: boolean }).thockLive = true
    // in a transition, React hydrates in slices of a few ms and yields between them (a tap
    // meanwhile hydrates its target first), instead of one task as long as the whole page
    if (prerenderedHere()) {
      if (failed) keepPrerendered(here.route.page) // its text to read, and a notice (app.tsx)
      startTransition(() => void hydrateRoot(container, app, options))
    } else {
      container.replaceChildren()
      createRoot(container, options).render(app)
    }
  })
