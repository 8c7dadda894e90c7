/** Where each wizard goes after a successful Generate (spec section 4). */
export const GENERATED_LETTERS_PATHS = {
  creditRepair: '/app/my-generated-letters/credit-repair',
  debtSettlement: '/app/my-generated-letters/debt-settlement',
} as const;

/** Where a -1002 answer sends the user (spec section 8). */
export const PERSONAL_INFO_PATH = '/app/edit-personal-info/personal';

/** Where accounts are added when a wizard finds none. */
export const BANKING_INFO_PATH = '/app/edit-account-info';
