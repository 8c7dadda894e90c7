import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { creditorDisputeTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts).
addCatalog(REPAIR_NAMESPACE, { creditorDispute: creditorDisputeTexts });

export { CreditorDisputeWizard } from './creditor-dispute-wizard';
