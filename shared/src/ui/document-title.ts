import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'shared/i18n';

/** The browser tab's title of a screen named `page`: "Personal Information – Credit Repair Canada". */
export function documentTitle(t: TFunction, page: string): string {
  return t('common:pageTitle', { page, appName: t('common:appName') });
}

/**
 * Names the screen in the browser's tab, history and bookmarks, and for screen readers, which
 * announce the title of a new page: every screen sets its own.
 */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation('common');
  const title = documentTitle(t, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
