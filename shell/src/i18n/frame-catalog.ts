/**
 * The signed-in app's frame (namespace 'frame'): the side navigation's own texts, the Menu
 * button, the skip link and the page-not-found screen. Registered by the app's layout, in the
 * signed-in chunk: the login page does not carry them. The suites' entries of the navigation have
 * their labels beside the registry of suites (shared/src/suites/nav-texts.ts), added to this
 * namespace under `nav` by the layout too.
 */
export const FRAME_NAMESPACE = 'frame';

export const frameCatalog = {
  nav: {
    label: 'Main',
    signOut: 'Sign Out',
    termsLink: 'Terms of Service',
    privacyLink: 'Privacy Policy',
  },
  menu: 'Menu',
  /** Above the page while the server does not answer: what it shows may be out of date. */
  serverAway:
    'We could not reach the server. What this page shows was loaded earlier and may be out of date.',
  skipToContent: 'Skip to main content',
  notFound: {
    heading: 'Page not found',
    backLink: 'Back to Personal Information',
  },
};

/** The frame's texts in French, downloaded with the app in French. */
export const loadFrameCatalogFr = () =>
  import('./frame-catalog.fr').then((module) => module.frameCatalogFr);
