/**
 * The signed-in app's frame (namespace 'frame'): the side navigation in spec order, the Menu
 * button, the skip link and the page-not-found screen. Registered by the app's layout, in the
 * signed-in chunk: the login page does not carry them.
 */
export const FRAME_NAMESPACE = 'frame';

export const frameCatalog = {
  nav: {
    label: 'Main',
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
    signOut: 'Sign Out',
    termsLink: 'Terms of Service',
    privacyLink: 'Privacy Policy',
  },
  menu: 'Menu',
  skipToContent: 'Skip to main content',
  notFound: {
    heading: 'Page not found',
    backLink: 'Back to Personal Information',
  },
};

/** The frame's texts in French, downloaded with the app in French. */
export const loadFrameCatalogFr = () =>
  import('./frame-catalog.fr').then((module) => module.frameCatalogFr);
