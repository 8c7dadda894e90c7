import { addCatalog } from 'shared/i18n';
import { BANKING_NAMESPACE } from '../../i18n/catalog';
import { payoffTexts } from './texts';

// Loaded with the plan, after the gate: its texts come with it, French in its own chunk.
addCatalog(BANKING_NAMESPACE, { payoff: payoffTexts }, () =>
  import('./texts.fr').then((m) => ({ payoff: m.payoffTextsFr })),
);

export { PayoffPage } from './payoff-page';
