import { useCallback } from 'react';
import type { DeviceAnswer } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { ACCOUNT_NAMESPACE } from './register-texts';

/** 'Chrome on Windows', 'Safari', 'Unknown device': what the server could read of a browser. */
export function useDeviceName(): (device: DeviceAnswer) => string {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'device' });
  return useCallback(
    ({ browser, os }: DeviceAnswer) => {
      if (browser && os) return t('named', { browser, os });
      return browser ?? os ?? t('unknown');
    },
    [t],
  );
}
