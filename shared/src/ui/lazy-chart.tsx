import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useTranslation } from 'shared/i18n';
import { useServerReachability } from 'shared/session';
import { Alert } from './alert';
import { Button } from './button';
import styles from './lazy-chart.module.css';
import { Spinner } from './spinner';

/** What a chart chunk's dynamic import gives: `() => import('./my-chart')`. */
export type ChartModule<P> = Promise<{ default: ComponentType<P> }>;

export interface LazyChartProps<P extends object> {
  /**
   * Loads the chart's chunk. Called again on Retry, so keep it a function of the module scope:
   * `const load = () => import('./balance-chart')`.
   */
  load: () => ChartModule<P>;
  /** The chart's props. */
  props: P;
  /** What the spinner announces while the chunk loads; 'Loading...' when not given. */
  loadingLabel?: string;
  /** The suite, for the console line of a failure. */
  owner: string;
}

interface ChartBoundaryProps {
  owner: string;
  onRetry: () => void;
  /** A change of it retries a failed chart without a press of Retry (the server came back). */
  retryKey: number;
  children: ReactNode;
}

/**
 * Keeps a chart that fails (its chunk cannot be fetched, or it throws while drawing) from taking
 * the page down: the figures and tables around it stay usable, and the chart's place says so with
 * Retry. A class, because only classes catch render errors.
 */
class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.owner}] the chart failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: ChartBoundaryProps): void {
    if (this.state.failed && previous.retryKey !== this.props.retryKey) this.retry();
  }

  retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <ChartFailed onRetry={this.retry} /> : this.props.children;
  }
}

function ChartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.failed}>
      <Alert tone="error">{t('chartFailed')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * A chart whose code (a charting library, heavy, and on few screens) is its own chunk, loaded
 * when the chart is rendered: a spinner while it loads, and if it fails, "The chart could not be
 * loaded." with Retry, which fetches the chunk again; so does the server answering again after
 * it was away.
 */
export function LazyChart<P extends object>({
  load,
  props,
  loadingLabel,
  owner,
}: LazyChartProps<P>) {
  // One lazy component per attempt: React.lazy keeps a failed import's error for good. Held
  // here, above the Suspense boundary: a component that suspends before its first render is
  // committed loses its state, and would start a new import on every try.
  const [Chart, setChart] = useState(() => lazy(load));
  const { returns } = useServerReachability();
  return (
    <ChartBoundary owner={owner} retryKey={returns} onRetry={() => setChart(() => lazy(load))}>
      <Suspense fallback={<Spinner label={loadingLabel} />}>
        <Chart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
