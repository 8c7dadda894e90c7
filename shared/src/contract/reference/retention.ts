import { type BilingualFact, bilingual, unconfirmed, withFrench } from './fact';

/** How long one kind of information stays on a credit report, at each bureau. */
export interface RetentionRule {
  readonly id: string;
  readonly item: string;
  readonly itemFr: string;
  /** Each bureau's period in both languages (the French is the product's translation). */
  readonly equifax: BilingualFact<string>;
  readonly transunion: BilingualFact<string>;
}

const EQUIFAX_SOURCE = 'Equifax Canada, dispute-credit-report page';
const FCAC_SOURCE = 'FCAC, "What\'s in your credit report"';

export const REPORT_RETENTION: readonly RetentionRule[] = [
  {
    id: 'accounts',
    item: 'Accounts and late payments',
    itemFr: 'Comptes et retards de paiement',
    equifax: bilingual(
      '6 years from the date of last activity',
      '6 ans après la date de la dernière activité',
      EQUIFAX_SOURCE,
    ),
    transunion: bilingual(
      '6 years from the first delinquency',
      '6 ans après le premier défaut de paiement',
      FCAC_SOURCE,
    ),
  },
  {
    id: 'collections',
    item: 'Collections',
    itemFr: 'Comptes en recouvrement',
    equifax: bilingual(
      '6 years from the date of last activity',
      '6 ans après la date de la dernière activité',
      EQUIFAX_SOURCE,
    ),
    transunion: bilingual(
      '6 years from the first delinquency with the original creditor',
      '6 ans après le premier défaut de paiement auprès du créancier d’origine',
      FCAC_SOURCE,
    ),
  },
  {
    id: 'judgments',
    item: 'Judgments',
    itemFr: 'Jugements',
    equifax: bilingual('6 years from filing', '6 ans après le dépôt', EQUIFAX_SOURCE),
    transunion: bilingual(
      '6 years; 7 in NB, NL, ON and QC; 10 in PE',
      '6 ans ; 7 au N.-B., à T.-N.-L., en Ont. et au Qc ; 10 à l’Î.-P.-É.',
      FCAC_SOURCE,
    ),
  },
  {
    id: 'bankruptcy',
    item: 'Bankruptcy',
    itemFr: 'Faillite',
    equifax: bilingual(
      '6 years after discharge; 14 years each if there was more than one',
      '6 ans après la libération ; 14 ans chacune s’il y en a eu plus d’une',
      EQUIFAX_SOURCE,
    ),
    transunion: withFrench(
      unconfirmed(
        '6 or 7 years after discharge depending on the province; 14 years for a second',
        'third-party pages',
      ),
      '6 ou 7 ans après la libération selon la province ; 14 ans pour une deuxième',
    ),
  },
  {
    id: 'consumer-proposal',
    item: 'Consumer proposal',
    itemFr: 'Proposition de consommateur',
    equifax: bilingual(
      '3 years after it is paid, or 6 years after filing, whichever comes first',
      '3 ans après son remboursement ou 6 ans après son dépôt, selon la première échéance',
      EQUIFAX_SOURCE,
    ),
    transunion: bilingual(
      '3 years after it is paid, or 6 years after signing, whichever is sooner',
      '3 ans après son remboursement ou 6 ans après sa signature, selon la première échéance',
      FCAC_SOURCE,
    ),
  },
  {
    id: 'debt-management-plan',
    item: 'Debt management plan',
    itemFr: 'Programme de gestion de dettes',
    equifax: bilingual(
      '2 years after it is paid, or 6 years from the start',
      '2 ans après son remboursement ou 6 ans après son début',
      EQUIFAX_SOURCE,
    ),
    transunion: withFrench(
      unconfirmed('2 years after it is paid', 'third-party pages'),
      '2 ans après son remboursement',
    ),
  },
  {
    id: 'inquiries',
    item: 'Inquiries',
    itemFr: 'Demandes de consultation',
    equifax: bilingual('3 years', '3 ans', EQUIFAX_SOURCE),
    transunion: bilingual('6 years', '6 ans', FCAC_SOURCE),
  },
];

/** Alberta's own limit on how long debts and judgments may be reported. */
export const ALBERTA_REPORTING_CAP = bilingual(
  'Alberta limits the reporting of debt information and judgments to 6 years.',
  'L’Alberta limite à 6 ans la déclaration des renseignements sur les dettes et les jugements.',
  'law-faqs.org',
);
