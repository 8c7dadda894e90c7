import type { Catalog, Translation } from 'shared/i18n';
import { settlementSuiteTexts } from './catalog';
import { settlementSuiteTextsFr } from './catalog.fr';
import { guideTexts } from './guide-texts';
import { guideTextsFr } from './guide-texts.fr';

/**
 * Every text of the 'settlement' namespace, the guide's included, in both languages: for the tests
 * that compare the catalogs or render in French. The app never imports this file: it registers
 * the guide apart, each language in a chunk of its own (register-catalog.ts).
 */
export const settlementCatalog = { ...settlementSuiteTexts, guide: guideTexts } satisfies Catalog;

export const settlementCatalogFr = {
  ...settlementSuiteTextsFr,
  guide: guideTextsFr,
} satisfies Translation<typeof settlementCatalog>;

/**
 * Every text of this suite by namespace, its English beside its French: what
 * tooling/english-texts.test.mjs reads for the French sweep (every suite of the registry has this
 * file). The app never imports it.
 */
export const catalogsByNamespace = {
  settlement: [settlementCatalog, settlementCatalogFr],
} satisfies Record<string, readonly [Catalog, Catalog]>;
