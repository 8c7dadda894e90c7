import { authTexts } from './messages/en/auth';
import { defineMessages } from './messages/message';
/**
 * Every sign-in and password text, in a module without zod so that the login page's catalog
 * does not pull the schemas into the first download.
 */
export const authMessages = defineMessages('auth', authTexts, () =>
  // In the login page's French chunk, which index.fr.html preloads (tooling/shell-pages.mjs).
  import(/* webpackChunkName: "login-fr" */ './messages/fr/auth').then(
    (module) => module.authTextsFr,
  ),
);
