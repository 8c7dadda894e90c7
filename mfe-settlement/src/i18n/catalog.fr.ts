import type { Translation } from 'shared/i18n';
import type { settlementSuiteTexts } from './catalog';

/** The 'settlement' namespace in Canadian French, apart from its guide (guide-texts.fr.ts). */
export const settlementSuiteTextsFr = {
  title: 'Règlement de dettes',
  wizard: {
    heading: 'Rédigez votre lettre de règlement',
    intro:
      'Quatre étapes : la lettre, le créancier, le compte et le montant, puis la lettre elle-même. Ce que vous avez entré est conservé si vous revenez à une étape précédente.',
  },
} satisfies Translation<typeof settlementSuiteTexts>;
