import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SuiteLoadFailed } from './suite-load-failed';

export interface SuiteErrorBoundaryProps {
  /** The suite's name, for the log. */
  suite: string;
  /** Called before the suite is rendered again, to forget the failed load. */
  onRetry: () => void;
  /** A change of it retries a failed suite without a press of Retry (the server came back). */
  retryKey?: number;
  children: ReactNode;
}

interface SuiteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a suite that fails to load (manifest 404, network error) or throws while rendering.
 * A class because React has no hook for error boundaries.
 */
export class SuiteErrorBoundary extends Component<
  SuiteErrorBoundaryProps,
  SuiteErrorBoundaryState
> {
  override state: SuiteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): SuiteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[suite] ${this.props.suite} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: SuiteErrorBoundaryProps): void {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) this.retry();
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <SuiteLoadFailed onRetry={this.retry} /> : this.props.children;
  }
}
