import { Component, type ReactNode } from 'react'
import { ErrorView } from '../dom/components/error-view/error-view'

/** The root boundary: an unhandled error shows 'Unexpected Application Error!' with its text and stack. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }
  componentDidCatch(error: unknown) {
    console.error('[thock] unexpected application error:', error)
  }
  render() {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children
  }
}

/** A section-level boundary: a failing section is reported and replaced, the page stays. */
export class SectionBoundary extends Component<
  { name: string; children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(`[thock] the ${this.props.name} section failed:`, error)
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      this.props.fallback ?? (
        <p className="section-error" role="status">
          this part of the page could not be shown. the rest still works.
        </p>
      )
    )
  }
}

/**
 * Renders nothing once its children throw and reports the error; the owner decides
 * what shows instead (a slot's DOM fallback, the static pages without WebGL).
 * @example <QuietBoundary onError={(e) => markFailed(e)}><Scene /></QuietBoundary>
 */
export class QuietBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}
