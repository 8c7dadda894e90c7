/** Side navigation, in spec order (spec section 2; labels decisions.md section 10). */
export interface NavEntry {
  to: string;
  /** The suite's route prefix: the entry is current anywhere under it. */
  section: string;
  /** Key in the 'shell' catalog. */
  labelKey: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    to: '/app/edit-personal-info/personal',
    section: '/app/edit-personal-info',
    labelKey: 'nav.personalInformation',
  },
  {
    to: '/app/credit-report-suite',
    section: '/app/credit-report-suite',
    labelKey: 'nav.creditReportSuite',
  },
  {
    to: '/app/my-generated-letters',
    section: '/app/my-generated-letters',
    labelKey: 'nav.myGeneratedLetters',
  },
  {
    to: '/app/edit-account-info',
    section: '/app/edit-account-info',
    labelKey: 'nav.bankingInformation',
  },
  {
    to: '/app/credit-repair-suite',
    section: '/app/credit-repair-suite',
    labelKey: 'nav.creditRepairSuite',
  },
  {
    to: '/app/debt-settlement-suite',
    section: '/app/debt-settlement-suite',
    labelKey: 'nav.debtSettlementSuite',
  },
  { to: '/app/budget-suite', section: '/app/budget-suite', labelKey: 'nav.budgetSuite' },
  { to: '/app/financial-suite', section: '/app/financial-suite', labelKey: 'nav.financialSuite' },
  { to: '/app/live-chat', section: '/app/live-chat', labelKey: 'nav.liveChat' },
  { to: '/app/identity-lock', section: '/app/identity-lock', labelKey: 'nav.identityLock' },
];
