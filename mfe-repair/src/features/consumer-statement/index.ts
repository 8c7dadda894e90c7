import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { consumerStatementTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts), and
// the loader of their French part, its own chunk.
addCatalog(REPAIR_NAMESPACE, { consumerStatement: consumerStatementTexts }, () =>
  import('./texts.fr').then((m) => ({ consumerStatement: m.consumerStatementTextsFr })),
);

export { ConsumerStatementForm } from './consumer-statement-form';
