/**
 * The page a deleted account lands on (issue 17), signed out. Registered by the page when it
 * loads: no other page carries these texts.
 */
export const ACCOUNT_DELETED_NAMESPACE = 'accountDeleted';

export const accountDeletedCatalog = {
  heading: 'Your account was deleted',
  body: 'Your account and all its data were deleted for good: your personal information, banking accounts, letters, budget, sessions and sign-in history. You are signed out on every device.',
  newAccount: 'To use Credit Repair Canada again, you can create a new account at any time.',
  signInLink: 'Go to the sign-in page',
};

export const loadAccountDeletedCatalogFr = () =>
  import('./account-deleted-catalog.fr').then((module) => module.accountDeletedCatalogFr);
