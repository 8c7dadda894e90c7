import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { reportErrorsTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts), and
// the loader of their French part, its own chunk.
addCatalog(REPAIR_NAMESPACE, { reportErrors: reportErrorsTexts }, () =>
  import('./texts.fr').then((m) => ({ reportErrors: m.reportErrorsTextsFr })),
);

export { ReportErrorsWizard } from './report-errors-wizard';
