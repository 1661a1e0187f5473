import { Component, type ReactNode } from 'react'

// A page being left stops the scripts it was still fetching (Firefox rejects their imports): that
// is no failure to report. A page back from the back-forward cache is staying again.
let leaving = false
if (typeof addEventListener === 'function') {
  addEventListener('pagehide', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
}

type SectionProps = {
  name?: string
  children: ReactNode
  /** What shows instead: null for nothing, or made from the error. */
  fallback?: ReactNode | ((error: Error) => ReactNode)
  onError?: (error: unknown) => void
}

/**
 * A section-level boundary: a failing section is reported and replaced, the page stays.
 * `fallback` replaces the default message; `onError` replaces the report.
 */
export class SectionBoundary extends Component<SectionProps, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }
  componentDidCatch(error: unknown) {
    if (leaving) return
    if (this.props.onError) this.props.onError(error)
    else {
      // the message in the text too: a console that shows an Error argument only as an object
      // (a test driver's) still says what went wrong
      const why = error instanceof Error ? error.message : String(error)
      console.error(`[thock] the ${this.props.name ?? 'page'} section failed: ${why}`, error)
    }
  }
  render() {
    const { error } = this.state
    const { fallback } = this.props
    if (!error) return this.props.children
    if (typeof fallback === 'function') return fallback(error)
    if (fallback !== undefined) return fallback
    return (
      <p className="section-error" role="status">
        this part of the page could not be shown. the rest still works.
      </p>
    )
  }
}

/**
 * Renders nothing once its children throw and hands the error to `onError`; the owner
 * decides what shows instead (a slot's DOM fallback, the static pages without WebGL).
 * @example <QuietBoundary onError={(e) => markFailed(e)}><Scene /></QuietBoundary>
 */
export function QuietBoundary({
  onError,
  children,
}: {
  onError: (error: unknown) => void
  children: ReactNode
}) {
  return (
    <SectionBoundary fallback={null} onError={onError}>
      {children}
    </SectionBoundary>
  )
}
