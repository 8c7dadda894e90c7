import type { Translation } from 'shared/i18n';
import type { creditRepairSuiteTexts } from './texts';

/** The credit repair suite's frame in Canadian French (fr-CA): its title and tabs. */
export const creditRepairSuiteTextsFr = {
  title: 'Correction du dossier de crédit',
  tabsLabel: 'Lettres pour corriger votre dossier de crédit',
  tabs: {
    errorsOnCreditReport: 'Erreurs au dossier de crédit',
    errorsWithAccount: 'Erreurs liées à un compte',
    disputeWithCreditor: 'Contestation auprès d’un créancier',
    consumerStatement: 'Déclaration du consommateur',
  },
} satisfies Translation<typeof creditRepairSuiteTexts>;
