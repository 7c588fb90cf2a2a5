import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the children once one of them has thrown. */
  fallback: (error: unknown) => ReactNode;
  /** The children are tried again whenever this changes (the route's path, say). */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  /** Boxed, because anything can be thrown, undefined included. */
  failure: { error: unknown } | null;
}

/** React's error boundaries are still classes; this one renders `fallback` instead of a crash. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failure && previous.resetKey !== this.props.resetKey) {
      this.setState({ failure: null });
    }
  }

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}
