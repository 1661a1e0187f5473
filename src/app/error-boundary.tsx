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
