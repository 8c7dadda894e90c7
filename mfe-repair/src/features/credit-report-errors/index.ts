import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { reportErrorsTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts).
addCatalog(REPAIR_NAMESPACE, { reportErrors: reportErrorsTexts });

export { ReportErrorsWizard } from './report-errors-wizard';
