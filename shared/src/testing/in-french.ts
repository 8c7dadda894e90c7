import { type Catalog, i18n } from 'shared/i18n';
import { afterEach, beforeEach } from 'vitest';
import { commonFr } from '../i18n/fr-CA/common';
import { shellFr } from '../i18n/fr-CA/shell';

/**
 * Shows the interface in Canadian French in every test of the calling file, then English again
 * after each: the French parts are added as the app's lazy loading adds them when the user
 * switches language (the shared 'common' and 'shell' namespaces always, `parts` by namespace).
 */
export function showInFrench(parts: Record<string, Catalog>): void {
  beforeEach(async () => {
    for (const [namespace, catalog] of Object.entries({
      common: commonFr,
      shell: shellFr,
      ...parts,
    })) {
      i18n.addResourceBundle('fr-CA', namespace, catalog, true, true);
    }
    await i18n.changeLanguage('fr-CA');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en-CA');
  });
}

/**
 * Text as the reader sees it: Intl separates French thousands and the dollar sign with (narrow)
 * no-break spaces, shown here as plain spaces so an expectation reads '1 234,56 $'.
 */
export function plainSpaces(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
