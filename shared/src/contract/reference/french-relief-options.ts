import { installFrenchValues } from './french-reference';
import { type FrenchValue, french, frenchValues } from './french-value';

/**
 * The French of the payoff plan's debt-relief options (debt-relief-options.ts), a part of its own
 * beside the reference data's (french-names.ts): only the plan shows them, so the other French
 * pages, which download that part, do not download this prose. "Consumer proposal" and
 * "Bankruptcy" are the retention table's names, whose French is in that part; the plan loads both.
 */
export const RELIEF_OPTION_VALUES: readonly FrenchValue<string>[] = [
  french(
    'Credit counselling and a debt management plan',
    'Consultation budgétaire et programme de gestion de dettes',
  ),
  french(
    'A non-profit credit counsellor (licensed where the province requires it)',
    'Un conseiller budgétaire sans but lucratif (titulaire d’un permis là où la province l’exige)',
  ),
  french(
    'You repay the whole debt, often at a reduced interest rate, over up to about 5 years; creditors join voluntarily.',
    'Vous remboursez toute la dette, souvent à un taux d’intérêt réduit, sur environ 5 ans au plus\u00a0; les créanciers y participent volontairement.',
  ),
  french(
    'Rated R7; stays 2 years after it is paid.',
    'Cote R7\u00a0; reste 2 ans après le remboursement.',
  ),
  french('A Licensed Insolvency Trustee', 'Un syndic autorisé en insolvabilité'),
  french(
    'You pay part of the debt over up to 5 years; once accepted it binds your unsecured creditors and stops collection and wage garnishment.',
    'Vous payez une partie de la dette sur 5 ans au plus\u00a0; une fois acceptée, elle lie vos créanciers non garantis et arrête le recouvrement et la saisie de salaire.',
  ),
  french(
    'Stays 3 years after it is paid, or 6 years after filing.',
    'Reste 3 ans après le paiement complet, ou 6 ans après le dépôt.',
  ),
  french('Orderly Payment of Debts', 'Paiement méthodique des dettes'),
  french(
    'A provincial programme, only in some provinces',
    'Un programme provincial, dans certaines provinces seulement',
  ),
  french(
    'You repay the whole debt at 5% interest, usually over 3 years.',
    'Vous remboursez toute la dette à 5\u00a0% d’intérêt, habituellement sur 3 ans.',
  ),
  french(
    'Rated R7; stays 3 years after completion (unconfirmed).',
    'Cote R7\u00a0; reste 3 ans après la fin du programme (non confirmé).',
  ),
  french('Voluntary deposit (Québec)', 'Dépôt volontaire (Québec)'),
  french('The court clerk', 'Le greffe du tribunal'),
  french(
    'You make regular deposits to the court, which protect your wages from seizure.',
    'Vous faites des dépôts réguliers au tribunal, qui protègent votre salaire contre la saisie.',
  ),
  french(
    'What the credit report shows is unconfirmed.',
    'Ce qu’en montre le dossier de crédit n’est pas confirmé.',
  ),
  french(
    'Most unsecured debts are discharged.',
    'La plupart des dettes non garanties sont effacées.',
  ),
  french(
    'Equifax: 6 years after discharge. TransUnion: 6 or 7 years after discharge depending on the province (unconfirmed). 14 years for a second bankruptcy.',
    'Équifax\u00a0: 6 ans après la libération. TransUnion\u00a0: 6 ou 7 ans après la libération selon la province (non confirmé). 14 ans pour une deuxième faillite.',
  ),
];

// Imported by a French page showing the options, on demand: readable from here on.
installFrenchValues(frenchValues(RELIEF_OPTION_VALUES));
