import type { ReactNode } from 'react'
import { ErrorView } from '../dom/components/error-view/error-view'
import { SectionBoundary } from '../lib/error-boundary'

const view = (error: Error) => <ErrorView error={error} />
const report = (error: unknown) => console.error('[thock] unexpected application error:', error)

/**
 * The error view in place of its children when they throw. Around the whole app, and again
 * around the page (src/app/app.tsx): a page that fails, or whose code cannot load, keeps the
 * header, the footer and the canvas, and a link in the header leads on.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <SectionBoundary fallback={view} onError={report}>
      {children}
    </SectionBoundary>
  )
}
