import type { Catalog } from '../i18n/catalog';

/**
 * The label of each suite entry of the side navigation, by the `nav.key` of its registry entry
 * (registry.mjs), in spec order (decisions.md section 10). The shell shows them as `nav.<key>`
 * of its 'frame' texts; a suite's team adds its own here and in nav-texts.fr.ts.
 */
export const suiteNavTexts = {
  personalInformation: 'Personal Information',
  creditReportSuite: 'Credit Report Suite',
  myGeneratedLetters: 'My Generated Letters',
  bankingInformation: 'Banking Information',
  creditRepairSuite: 'Credit Repair Suite',
  debtSettlementSuite: 'Debt Settlement Suite',
  budgetSuite: 'Budget Suite',
  financialSuite: 'Financial Suite',
  liveChat: 'Live Chat',
  identityLock: 'Identity Lock',
} satisfies Catalog;
