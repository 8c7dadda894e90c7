// Addresses of public pages that the shell routes and a suite navigates to. A module of their own,
// with no schema: the login page's routes import it, and importing any module that builds a zod
// schema would put zod on the login page (about 25 KB gzipped) for one string.

/** The public page a deleted account lands on, signed out. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';
