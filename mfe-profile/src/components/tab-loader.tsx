import type { ReactNode } from 'react';
import { isNetworkError } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, Spinner } from 'shared/ui';
import { PROFILE_NAMESPACE } from '../i18n/namespace';

/** The parts of an RTK Query hook result a tab needs. */
export interface TabQuery<Data> {
  data?: Data | undefined;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface TabLoaderProps<Data> {
  query: TabQuery<Data>;
  /** The form, given the loaded data; mounted once, so a later refetch never resets typing. */
  children: (data: Data) => ReactNode;
}

/**
 * A spinner while the tab's data loads (spec section 2), then the form. A failed load shows a
 * message and Retry instead of an endless spinner (decisions.md section 6).
 */
export function TabLoader<Data>({ query, children }: TabLoaderProps<Data>) {
  const { t } = useTranslation([PROFILE_NAMESPACE, 'common']);
  if (query.data !== undefined) return children(query.data);
  if (query.error === undefined) return <Spinner />;
  return (
    <Alert tone="error">
      <p>{isNetworkError(query.error) ? t('common:networkFailure') : t('loadFailed')}</p>
      <Button variant="secondary" busy={query.isFetching} onClick={() => query.refetch()}>
        {t('common:retry')}
      </Button>
    </Alert>
  );
}
