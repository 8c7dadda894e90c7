import type { Translation } from 'shared/i18n';
import type { frameCatalog } from './frame-catalog';

/** The 'frame' namespace in Canadian French. */
export const frameCatalogFr = {
  nav: {
    label: 'Menu principal',
    personalInformation: 'Renseignements personnels',
    creditReportSuite: 'Dossier de crédit',
    myGeneratedLetters: 'Mes lettres',
    bankingInformation: 'Renseignements bancaires',
    creditRepairSuite: 'Correction du dossier de crédit',
    debtSettlementSuite: 'Règlement de dettes',
    budgetSuite: 'Budget',
    financialSuite: 'Services financiers',
    liveChat: 'Clavardage',
    identityLock: 'Protection de l’identité',
    signOut: 'Se déconnecter',
    termsLink: 'Conditions d’utilisation',
    privacyLink: 'Politique de confidentialité',
  },
  menu: 'Menu',
  skipToContent: 'Passer au contenu principal',
  notFound: {
    heading: 'Page introuvable',
    backLink: 'Retour aux renseignements personnels',
  },
} satisfies Translation<typeof frameCatalog>;
