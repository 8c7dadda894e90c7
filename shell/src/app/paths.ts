/** Where a signed-in user lands (spec section 2). */
export const HOME_PATH = '/app/edit-personal-info/personal';
export const LOGIN_PATH = '/';
export const REGISTER_PATH = '/register';
export const TERMS_PATH = '/termsofservice';
export const PRIVACY_PATH = '/privacy';
