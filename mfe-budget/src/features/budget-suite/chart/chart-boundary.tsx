import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChartBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a chart that fails to load (its chunk is fetched lazily) from taking the whole suite
 * down: the tables and totals stay usable. A class, because only classes catch render errors.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[budget] the chart failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
