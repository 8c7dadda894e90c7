import type { Translation } from 'shared/i18n';
import type { settlementCatalog } from './catalog';
import { guideTextsFr } from './guide-texts.fr';

/** The 'settlement' namespace in Canadian French. */
export const settlementCatalogFr = {
  title: 'Règlement de dettes',
  guide: guideTextsFr,
  wizard: {
    heading: 'Rédigez votre lettre de règlement',
    intro:
      'Quatre étapes : la lettre, le créancier, le compte et le montant, puis la lettre elle-même. Ce que vous avez entré est conservé si vous revenez à une étape précédente.',
  },
} satisfies Translation<typeof settlementCatalog>;
