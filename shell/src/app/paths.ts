/** Where a signed-in user lands (spec section 2). */
export const HOME_PATH = '/app/edit-personal-info/personal';
export const LOGIN_PATH = '/';
export const REGISTER_PATH = '/register';
export const TERMS_PATH = '/termsofservice';
export const PRIVACY_PATH = '/privacy';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** Where Delete my account lands, signed out. */
export { ACCOUNT_DELETED_PATH } from 'shared/contract';
/** Where the reset email's link leads; its token is in the fragment (never sent to a server). */
export const RESET_PASSWORD_PATH = '/reset-password';
