import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { creditorDisputeTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts), and
// the loader of their French part, its own chunk.
addCatalog(REPAIR_NAMESPACE, { creditorDispute: creditorDisputeTexts }, () =>
  import('./texts.fr').then((m) => ({ creditorDispute: m.creditorDisputeTextsFr })),
);

export { CreditorDisputeWizard } from './creditor-dispute-wizard';
