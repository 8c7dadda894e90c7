import type { Translation } from '../i18n/catalog';
import type { suiteNavTexts } from './nav-texts';

/** The side navigation's suite entries in Canadian French. */
export const suiteNavTextsFr = {
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
} satisfies Translation<typeof suiteNavTexts>;
