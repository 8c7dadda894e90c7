import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { accountErrorsTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts), and
// the loader of their French part, its own chunk.
addCatalog(REPAIR_NAMESPACE, { accountErrors: accountErrorsTexts }, () =>
  import('./texts.fr').then((m) => ({ accountErrors: m.accountErrorsTextsFr })),
);

export { AccountErrorsWizard } from './account-errors-wizard';
