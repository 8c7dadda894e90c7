import { addCatalog } from 'shared/i18n';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { debtTexts } from './texts';

// Loaded with the account list, after the gate: its texts come with it, French in its own chunk.
addCatalog(BANKING_NAMESPACE, { debts: debtTexts }, () =>
  import('./texts.fr').then((m) => ({ debts: m.debtTextsFr })),
);

export { DebtLines } from './debt-lines';
