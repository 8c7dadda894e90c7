/** The pages anyone can open, signed in or not. */
export const PUBLIC_SCREENS = [
  '/',
  '/register',
  '/termsofservice',
  '/privacy',
  '/forgot-password',
  '/reset-password',
  '/account-deleted',
];

/** Every screen of the app, tabs and sub-pages included: the sweeps that go over them all. */
export const APP_SCREENS = [
  '/app/edit-personal-info/personal',
  '/app/edit-personal-info/address',
  '/app/edit-personal-info/employment',
  '/app/edit-personal-info/identifications',
  '/app/edit-personal-info/bankruptcy',
  '/app/edit-personal-info/password',
  '/app/edit-personal-info/account',
  '/app/credit-report-suite',
  '/app/credit-report-suite/instant-equifax-transunion',
  '/app/credit-report-suite/free-equifax-transunion',
  '/app/my-generated-letters',
  '/app/my-generated-letters/credit-repair',
  '/app/edit-account-info',
  '/app/credit-repair-suite',
  '/app/credit-repair-suite/errors-on-credit-report',
  '/app/credit-repair-suite/errors-with-account',
  '/app/credit-repair-suite/dispute-with-creditor',
  '/app/credit-repair-suite/consumer-statement',
  '/app/debt-settlement-suite',
  '/app/budget-suite',
  '/app/financial-suite',
  '/app/financial-suite/credit-card',
  '/app/live-chat',
  '/app/identity-lock',
];
