import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** A new key (the next path) forgets the error. */
  resetKey: string;
  fallback: (error: unknown, clear: () => void) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/**
 * Catches a render error below it and shows `fallback` instead, until cleared or the key changes.
 * React itself logs the caught error to the console.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  private readonly clear = () => this.setState({ failed: false, error: null });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.clear) : this.props.children;
  }
}
