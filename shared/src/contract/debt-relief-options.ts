/**
 * The debt-relief options a Canadian can turn to when a monthly amount cannot cover the minimum
 * payments (issue 16, the payoff plan): facts from the reference notes, "Debt-relief options",
 * with their sources and unconfirmed flags, in English and in the product's French. The page
 * compares them in plain words and never advises one.
 *
 * Kept apart from reference/ (its own subpath export) so that only the payoff plan's chunk
 * carries it.
 */
import type { ProvinceCode } from './provinces';
import { type Fact, unconfirmed } from './reference/fact';

/**
 * A fact with its French beside it. Unlike the reference data, whose French is a part of its own
 * downloaded only in French (french-names.ts), these few facts keep their French here: only the
 * payoff plan's lazily loaded chunk carries them, in either language.
 */
export type BilingualFact<T> = Fact<T> & { readonly fr: T; readonly frSource: string };

/** Where the French of these facts comes from. */
const TRANSLATED = 'the product’s translation of the sourced English';

function bilingual<T>(value: T, fr: T, source: string): BilingualFact<T> {
  return { value, source, fr, frSource: TRANSLATED };
}

function withFrench<T>(fact: Fact<T>, fr: T): BilingualFact<T> {
  return { ...fact, fr, frSource: TRANSLATED };
}

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
    name: bilingual(
      'Credit counselling and a debt management plan',
      'Consultation budgétaire et programme de gestion de dettes',
      NOTES,
    ),
    runBy: bilingual(
      'A non-profit credit counsellor (licensed where the province requires it)',
      'Un conseiller budgétaire sans but lucratif (titulaire d’un permis là où la province l’exige)',
      NOTES,
    ),
    whatItDoes: bilingual(
      'You repay the whole debt, often at a reduced interest rate, over up to about 5 years; creditors join voluntarily.',
      'Vous remboursez toute la dette, souvent à un taux d’intérêt réduit, sur environ 5 ans au plus\u00a0; les créanciers y participent volontairement.',
      NOTES,
    ),
    creditReport: bilingual(
      'Rated R7; stays 2 years after it is paid.',
      'Cote R7\u00a0; reste 2 ans après le remboursement.',
      NOTES,
    ),
  },
  {
    id: 'consumer_proposal',
    name: bilingual('Consumer proposal', 'Proposition de consommateur', BIA_PROPOSAL),
    runBy: bilingual(
      'A Licensed Insolvency Trustee',
      'Un syndic autorisé en insolvabilité',
      BIA_PROPOSAL,
    ),
    whatItDoes: bilingual(
      'You pay part of the debt over up to 5 years; once accepted it binds your unsecured creditors and stops collection and wage garnishment.',
      'Vous payez une partie de la dette sur 5 ans au plus\u00a0; une fois acceptée, elle lie vos créanciers non garantis et arrête le recouvrement et la saisie de salaire.',
      BIA_PROPOSAL,
    ),
    creditReport: bilingual(
      'Stays 3 years after it is paid, or 6 years after filing.',
      'Reste 3 ans après le paiement complet, ou 6 ans après le dépôt.',
      NOTES,
    ),
  },
  {
    id: 'orderly_payment_of_debts',
    name: bilingual('Orderly Payment of Debts', 'Paiement méthodique des dettes', BIA_PART_X),
    runBy: bilingual(
      'A provincial programme, only in some provinces',
      'Un programme provincial, dans certaines provinces seulement',
      BIA_PART_X,
    ),
    whatItDoes: bilingual(
      'You repay the whole debt at 5% interest, usually over 3 years.',
      'Vous remboursez toute la dette à 5\u00a0% d’intérêt, habituellement sur 3 ans.',
      BIA_PART_X,
    ),
    creditReport: withFrench(
      unconfirmed('Rated R7; stays 3 years after completion (unconfirmed).', NOTES),
      'Cote R7\u00a0; reste 3 ans après la fin du programme (non confirmé).',
    ),
  },
  {
    id: 'voluntary_deposit',
    name: bilingual('Voluntary deposit (Québec)', 'Dépôt volontaire (Québec)', NOTES),
    runBy: bilingual('The court clerk', 'Le greffe du tribunal', NOTES),
    whatItDoes: bilingual(
      'You make regular deposits to the court, which protect your wages from seizure.',
      'Vous faites des dépôts réguliers au tribunal, qui protègent votre salaire contre la saisie.',
      NOTES,
    ),
    creditReport: withFrench(
      unconfirmed('What the credit report shows is unconfirmed.', NOTES),
      'Ce qu’en montre le dossier de crédit n’est pas confirmé.',
    ),
  },
  {
    id: 'bankruptcy',
    name: bilingual('Bankruptcy', 'Faillite', NOTES),
    runBy: bilingual('A Licensed Insolvency Trustee', 'Un syndic autorisé en insolvabilité', NOTES),
    whatItDoes: bilingual(
      'Most unsecured debts are discharged.',
      'La plupart des dettes non garanties sont effacées.',
      NOTES,
    ),
    creditReport: withFrench(
      unconfirmed(
        'Equifax: 6 years after discharge. TransUnion: 6 or 7 years after discharge depending on the province (unconfirmed). 14 years for a second bankruptcy.',
        'Equifax Canada, dispute-credit-report page; FCAC, "What\'s in your credit report"; reference notes',
      ),
      'Equifax\u00a0: 6 ans après la libération. TransUnion\u00a0: 6 ou 7 ans après la libération selon la province (non confirmé). 14 ans pour une deuxième faillite.',
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
