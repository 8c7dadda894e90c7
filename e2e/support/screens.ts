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
export { APP_SCREENS } from './suites';
