import type { Catalog } from 'shared/i18n';
import { debtTexts } from '../features/debts/texts';
import { debtTextsFr } from '../features/debts/texts.fr';
import { payoffTexts } from '../features/payoff/texts';
import { payoffTextsFr } from '../features/payoff/texts.fr';
import { bankingCatalog } from './catalog';
import { bankingCatalogFr } from './catalog.fr';

/**
 * Every text of this suite by namespace, its English beside its French: what
 * tooling/english-texts.test.mjs reads for the French sweep (every suite of the registry has this
 * file). The app never imports it.
 */
export const catalogsByNamespace = {
  // The debt lines and the payoff plan register their part of the namespace when they load,
  // after the gate.
  banking: [
    { ...bankingCatalog, debts: debtTexts, payoff: payoffTexts },
    { ...bankingCatalogFr, debts: debtTextsFr, payoff: payoffTextsFr },
  ],
} satisfies Record<string, readonly [Catalog, Catalog]>;
