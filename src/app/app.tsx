import { Suspense, useDeferredValue } from 'react'
import { Route, Router, Switch } from 'wouter'
import { useBrowserLocation } from 'wouter/use-browser-location'
import { useAmbience } from '../audio/use-ambience'
import { StageLoader } from '../canvas/stage-loader'
import { AmbienceHint } from '../dom/components/ambience-hint/ambience-hint'
import { Footer } from '../dom/components/footer/footer'
import { Header } from '../dom/components/header/header'
import { MuteToggle } from '../dom/components/mute-toggle/mute-toggle'
import { VolumeSlider } from '../dom/components/volume-slider/volume-slider'
import { ClientEffects } from './client-effects'
import { RootErrorBoundary } from './root-error-boundary'
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

function Routes() {
  return (
    <Switch>
      {ROUTES.map((r) => (
        <Route key={r.path} path={r.path} component={r.page.Component} />
      ))}
      <Route component={NOT_FOUND.page.Component} />
    </Switch>
  )
}

/**
 * The app shell: the persistent canvas above the router, then header, the
 * current page and footer. `ssrPath` is set only when prerendering.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  useAmbience()
  return (
    <RootErrorBoundary>
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
            <Suspense fallback={<div className="page" aria-busy="true" />}>
              <Routes />
            </Suspense>
          </main>
          <Footer />
          <AmbienceHint />
        </SiteConfigProvider>
      </Router>
    </RootErrorBoundary>
  )
}
