import { addCatalog } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { consumerStatementTexts } from './texts';

// The lazily loaded entry of this feature registers its texts (see i18n/namespace.ts).
addCatalog(REPAIR_NAMESPACE, { consumerStatement: consumerStatementTexts });

export { ConsumerStatementForm } from './consumer-statement-form';
