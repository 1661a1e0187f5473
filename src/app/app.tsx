import { Suspense, useDeferredValue } from 'react'
import { Route, Router, Switch, useLocation } from 'wouter'
import { useBrowserLocation } from 'wouter/use-browser-location'
import { useAmbience } from '../audio/use-ambience'
import { StageLoader } from '../canvas/stage-loader'
import { AmbienceHint } from '../dom/components/ambience-hint/ambience-hint'
import { Footer } from '../dom/components/footer/footer'
import { Header } from '../dom/components/header/header'
import { MuteToggle } from '../dom/components/mute-toggle/mute-toggle'
import { VolumeSlider } from '../dom/components/volume-slider/volume-slider'
import { ClientEffects } from './client-effects'
import { ErrorBoundary } from './error-boundary'
import { pageKept } from './lazy-page'
import { KeptPageNotice } from '../dom/components/error-view/error-view'
import { normalizePath } from '../content/nav'
import { NOT_FOUND, ROUTES } from './routes'
import { SiteConfigProvider } from '../dom/site-config'

type BrowserLocationOptions = Parameters<typeof useBrowserLocation>[0]

/**
 * The browser location with trailing slashes dropped ('/about/' from a static host is '/about'),
 * deferred: a click on a link is answered in the next frame (the drawer closes, the press
 * shows), and the new page renders after it as a transition, in slices the browser can paint
 * between, keeping the old page on screen while the new one's chunk loads. Rendered in the
 * click's own task, a page took the tap 100-150 ms at 4x CPU (issue 25).
 */
function useNormalizedLocation(options?: BrowserLocationOptions): [string, (to: string) => void] {
  const [location, navigate] = useBrowserLocation(options)
  return [useDeferredValue(normalizePath(location)), navigate]
}

/**
 * The page for the address. One that fails, or whose code cannot load, shows the error view in
 * its place, under the header, until the visitor moves on: the boundary is new for each address
 * (on a direct visit, one whose code cannot load keeps its prerendered HTML: `KeptPageNotice`).
 * Inside the Suspense, so a page still loading keeps the one before on screen (a transition).
 */
function Routes() {
  const [location] = useLocation()
  return (
    <>
      <KeptPageNotice kept={pageKept()} />
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        <ErrorBoundary key={location}>
          <Switch>
            {ROUTES.map((r) => (
              <Route key={r.path} path={r.path} component={r.page.Component} />
            ))}
            <Route component={NOT_FOUND.page.Component} />
          </Switch>
        </ErrorBoundary>
      </Suspense>
    </>
  )
}

/**
 * The app shell: the persistent canvas above the router, then header, the
 * current page and footer. `ssrPath` is set only when prerendering.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  useAmbience()
  return (
    <ErrorBoundary>
      <StageLoader />
      <Router hook={useNormalizedLocation} ssrPath={ssrPath}>
        <SiteConfigProvider>
          <ClientEffects />
          <a className="skip-link" href="#main">
            skip to content
          </a>
          <Header
            tools={
              <>
                <VolumeSlider />
                <MuteToggle />
              </>
            }
          />
          <main id="main" tabIndex={-1}>
            <Routes />
          </main>
          <Footer />
          <AmbienceHint />
        </SiteConfigProvider>
      </Router>
    </ErrorBoundary>
  )
}
