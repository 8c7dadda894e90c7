import { type BilingualFact, fact, unconfirmed } from './fact';

/** How long one kind of information stays on a credit report, at each bureau. */
export interface RetentionRule {
  readonly id: string;
  readonly item: string;
  /** Each bureau's period (its French is the product's translation, in french-names.ts). */
  readonly equifax: BilingualFact<string>;
  readonly transunion: BilingualFact<string>;
}

const EQUIFAX_SOURCE = 'Equifax Canada, dispute-credit-report page';
const FCAC_SOURCE = 'FCAC, "What\'s in your credit report"';

export const REPORT_RETENTION: readonly RetentionRule[] = [
  {
    id: 'accounts',
    item: 'Accounts and late payments',
    equifax: fact('6 years from the date of last activity', EQUIFAX_SOURCE),
    transunion: fact('6 years from the first delinquency', FCAC_SOURCE),
  },
  {
    id: 'collections',
    item: 'Collections',
    equifax: fact('6 years from the date of last activity', EQUIFAX_SOURCE),
    transunion: fact('6 years from the first delinquency with the original creditor', FCAC_SOURCE),
  },
  {
    id: 'judgments',
    item: 'Judgments',
    equifax: fact('6 years from filing', EQUIFAX_SOURCE),
    transunion: fact('6 years; 7 in NB, NL, ON and QC; 10 in PE', FCAC_SOURCE),
  },
  {
    id: 'bankruptcy',
    item: 'Bankruptcy',
    equifax: fact(
      '6 years after discharge; 14 years each if there was more than one',
      EQUIFAX_SOURCE,
    ),
    transunion: unconfirmed(
      '6 or 7 years after discharge depending on the province; 14 years for a second',
      'third-party pages',
    ),
  },
  {
    id: 'consumer-proposal',
    item: 'Consumer proposal',
    equifax: fact(
      '3 years after it is paid, or 6 years after filing, whichever comes first',
      EQUIFAX_SOURCE,
    ),
    transunion: fact(
      '3 years after it is paid, or 6 years after signing, whichever is sooner',
      FCAC_SOURCE,
    ),
  },
  {
    id: 'debt-management-plan',
    item: 'Debt management plan',
    equifax: fact('2 years after it is paid, or 6 years from the start', EQUIFAX_SOURCE),
    transunion: unconfirmed('2 years after it is paid', 'third-party pages'),
  },
  {
    id: 'inquiries',
    item: 'Inquiries',
    equifax: fact('3 years', EQUIFAX_SOURCE),
    transunion: fact('6 years', FCAC_SOURCE),
  },
];

/** Alberta's own limit on how long debts and judgments may be reported. */
export const ALBERTA_REPORTING_CAP = fact(
  'Alberta limits the reporting of debt information and judgments to 6 years.',
  'law-faqs.org',
);
