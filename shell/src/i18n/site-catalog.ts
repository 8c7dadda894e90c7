/**
 * The terms of service (namespace 'site'), registered by the terms page when it loads: the login
 * page does not carry them. The rules stated here are those of spec section 1; fees and rates
 * are deliberately not shown.
 */
export const SITE_NAMESPACE = 'site';

export const siteCatalog = {
  terms: {
    title: 'Terms of Service',
    back: 'Back',
    intro:
      'These terms apply to everyone who creates an account or uses this service to repair credit, settle debts or plan a budget. Please read them before you create your account. By creating an account you confirm that you accept them.',
    sections: {
      eligibility: {
        heading: 'Who may use the service',
        body: 'You must be 18 years of age or older to create an account or use the service. By creating an account you confirm that you are at least 18.',
      },
      fees: {
        heading: 'Fees and rates',
        body: 'Fees and rates are not shown on this page. The price of your plan is given to you separately, before you pay anything.',
      },
      refunds: {
        heading: 'No refunds',
        body: 'Payments for the service are not refundable, in whole or in part, including for a period in which you did not use your account.',
      },
      priceChanges: {
        heading: 'Price changes',
        body: 'We may change our prices. We will give you at least 30 days’ notice before a new price applies to your account, so that you can decide whether to continue.',
      },
      cancellation: {
        heading: 'Cancelling your account',
        body: 'You may cancel at any time by sending us a written request. Your cancellation takes effect once we have received that request.',
      },
      arrears: {
        heading: 'Accounts in arrears',
        body: 'If a payment on your account remains unpaid for 30 days, your account is in arrears and will be deleted, together with the information and letters stored in it.',
      },
      bandwidth: {
        heading: 'Fair use of bandwidth',
        body: 'Each account may use up to 300 MB of bandwidth per month, which covers normal use of the service, including downloading your letters.',
      },
      advice: {
        heading: 'What the service is',
        body: 'The service gives you information, tools and letter templates so that you can deal with credit bureaus and creditors yourself. It is not legal or financial advice, and no result is guaranteed.',
      },
    },
  },
};

/** The terms in French, downloaded with the terms page in French. */
export const loadSiteCatalogFr = () =>
  import('./site-catalog.fr').then((module) => module.siteCatalogFr);
