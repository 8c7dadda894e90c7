import { accountTexts } from './messages/en/account';
import { defineMessages } from './messages/message';

/**
 * The account settings' messages (the password tab, the saved language), apart from the sign-in
 * ones so that the login page does not carry them.
 */
export const accountMessages = defineMessages('account', accountTexts, () =>
  import('./messages/fr/account').then((module) => module.accountTextsFr),
);
