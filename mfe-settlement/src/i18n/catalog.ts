import type { Catalog } from 'shared/i18n';
import { guideTexts } from './guide-texts';

/** This suite's texts (namespace 'settlement'), registered when the exposed module loads. */
export const SETTLEMENT_NAMESPACE = 'settlement';

export const settlementCatalog = {
  title: 'Debt Settlement Suite',
  guide: guideTexts,
  wizard: {
    heading: 'Write your settlement letter',
    intro:
      'Four steps: the letter, the creditor, the account and the amount, then the letter itself. What you enter is kept when you go back a step.',
  },
} satisfies Catalog;
