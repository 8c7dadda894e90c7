import { lazy, Suspense, useState } from 'react';
import { retryFailedTexts } from 'shared/i18n';
import { useServerReachability } from 'shared/session';
import { Spinner } from 'shared/ui/basics';
import type { RemoteModuleId } from '../../lib/federation/remote-modules';
import { SuiteErrorBoundary } from './suite-error-boundary';
import { useSuiteLoader } from './suite-loader-context';

interface LazySuiteProps {
  id: RemoteModuleId;
}

/** One load attempt: React.lazy remembers its result, so a retry mounts a new one. */
function LazySuite({ id }: LazySuiteProps) {
  const loader = useSuiteLoader();
  const [Suite] = useState(() => lazy(async () => ({ default: await loader.load(id) })));
  return <Suite />;
}

export interface RemoteSuiteProps {
  id: RemoteModuleId;
}

/**
 * A suite loaded from its remote when its route is first shown, with loading and failure states.
 * A failed suite tries again by itself when the server answers again after being away.
 */
export function RemoteSuite({ id }: RemoteSuiteProps) {
  const loader = useSuiteLoader();
  const [attempt, setAttempt] = useState(() => {
    // A visit after a failed one tries the network again rather than show the old failure.
    loader.forgetFailure(id);
    return 0;
  });
  const { returns } = useServerReachability();
  return (
    <SuiteErrorBoundary
      suite={id}
      retryKey={returns}
      onRetry={() => {
        loader.forget(id);
        // The suite's French words may be what failed to download.
        retryFailedTexts();
        setAttempt((previous) => previous + 1);
      }}
    >
      <Suspense fallback={<Spinner />}>
        <LazySuite key={attempt} id={id} />
      </Suspense>
    </SuiteErrorBoundary>
  );
}
