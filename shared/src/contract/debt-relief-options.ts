/**
 * The debt-relief options a Canadian can turn to when a monthly amount cannot cover the minimum
 * payments (issue 16, the payoff plan): facts from the reference notes, "Debt-relief options",
 * with their sources and unconfirmed flags. The page compares them in plain words and never
 * advises one.
 *
 * Kept apart from reference/ (its own subpath export) so that only the payoff plan's chunk
 * carries it. Like every reference fact, each holds its English only: its French is in the
 * reference data's French part (reference/french-names.ts, keyed by this English), which a page
 * in French downloads once and a page in English never, and the page reads it with inLanguage.
 */
import type { ProvinceCode } from './provinces';
import { type BilingualFact, fact, unconfirmed } from './reference/fact';

export const DEBT_RELIEF_OPTION_IDS = [
  'debt_management_plan',
  'consumer_proposal',
  'orderly_payment_of_debts',
  'voluntary_deposit',
  'bankruptcy',
] as const;
export type DebtReliefOptionId = (typeof DEBT_RELIEF_OPTION_IDS)[number];

export interface DebtReliefOption {
  readonly id: DebtReliefOptionId;
  readonly name: BilingualFact<string>;
  /** Who runs it. */
  readonly runBy: BilingualFact<string>;
  readonly whatItDoes: BilingualFact<string>;
  /** What the credit report shows, and for how long. */
  readonly creditReport: BilingualFact<string>;
}

const NOTES = 'Reference notes, "Debt-relief options" (canada.md)';
const BIA_PROPOSAL = `Bankruptcy and Insolvency Act, Part III, Division 2; ${NOTES}`;
const BIA_PART_X = `Bankruptcy and Insolvency Act, Part X; ${NOTES}`;

export const DEBT_RELIEF_OPTIONS: readonly DebtReliefOption[] = [
  {
    id: 'debt_management_plan',
    name: fact('Credit counselling and a debt management plan', NOTES),
    runBy: fact('A non-profit credit counsellor (licensed where the province requires it)', NOTES),
    whatItDoes: fact(
      'You repay the whole debt, often at a reduced interest rate, over up to about 5 years; creditors join voluntarily.',
      NOTES,
    ),
    creditReport: fact('Rated R7; stays 2 years after it is paid.', NOTES),
  },
  {
    id: 'consumer_proposal',
    name: fact('Consumer proposal', BIA_PROPOSAL),
    runBy: fact('A Licensed Insolvency Trustee', BIA_PROPOSAL),
    whatItDoes: fact(
      'You pay part of the debt over up to 5 years; once accepted it binds your unsecured creditors and stops collection and wage garnishment.',
      BIA_PROPOSAL,
    ),
    creditReport: fact('Stays 3 years after it is paid, or 6 years after filing.', NOTES),
  },
  {
    id: 'orderly_payment_of_debts',
    name: fact('Orderly Payment of Debts', BIA_PART_X),
    runBy: fact('A provincial programme, only in some provinces', BIA_PART_X),
    whatItDoes: fact('You repay the whole debt at 5% interest, usually over 3 years.', BIA_PART_X),
    creditReport: unconfirmed('Rated R7; stays 3 years after completion (unconfirmed).', NOTES),
  },
  {
    id: 'voluntary_deposit',
    name: fact('Voluntary deposit (Québec)', NOTES),
    runBy: fact('The court clerk', NOTES),
    whatItDoes: fact(
      'You make regular deposits to the court, which protect your wages from seizure.',
      NOTES,
    ),
    creditReport: unconfirmed('What the credit report shows is unconfirmed.', NOTES),
  },
  {
    id: 'bankruptcy',
    name: fact('Bankruptcy', NOTES),
    runBy: fact('A Licensed Insolvency Trustee', NOTES),
    whatItDoes: fact('Most unsecured debts are discharged.', NOTES),
    creditReport: unconfirmed(
      'Equifax: 6 years after discharge. TransUnion: 6 or 7 years after discharge depending on the province (unconfirmed). 14 years for a second bankruptcy.',
      'Equifax Canada, dispute-credit-report page; FCAC, "What\'s in your credit report"; reference notes',
    ),
  },
];

/** Orderly Payment of Debts: the provinces where the notes confirm the programme runs. */
const ORDERLY_PAYMENT_CONFIRMED: readonly ProvinceCode[] = ['AB', 'NS'];

/**
 * Whether an option is open to a consumer of a province: 'yes', 'unconfirmed' (sources
 * disagree: the page says so) or 'no'. An unknown province (null) leaves the provincial
 * programmes unconfirmed rather than saying they are open or closed.
 */
export type DebtReliefAvailability = 'yes' | 'unconfirmed' | 'no';

export function debtReliefAvailability(
  id: DebtReliefOptionId,
  province: ProvinceCode | null,
): DebtReliefAvailability {
  if (id === 'orderly_payment_of_debts') {
    return province && ORDERLY_PAYMENT_CONFIRMED.includes(province) ? 'yes' : 'unconfirmed';
  }
  if (id === 'voluntary_deposit') {
    if (province === null) return 'unconfirmed';
    return province === 'QC' ? 'yes' : 'no';
  }
  return 'yes';
}
