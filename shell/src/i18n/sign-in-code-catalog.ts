/**
 * The second step of signing in (issue 17): the code from the authenticator app, or a recovery
 * code. Registered by the step itself, a chunk the login and reset pages load only when the server
 * asks for a code: the login page's first download does not carry these texts.
 */
export const SIGN_IN_CODE_NAMESPACE = 'signInCode';

export const signInCodeCatalog = {
  heading: 'Two-step sign-in',
  intro: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: '6-digit code',
  recoveryIntro:
    'Enter one of the recovery codes you kept when you turned on two-step sign-in. Each one works once.',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from my app instead',
  submit: 'Verify and sign in',
  restart: 'Back to sign in',
};

export const loadSignInCodeCatalogFr = () =>
  import('./sign-in-code-catalog.fr').then((module) => module.signInCodeCatalogFr);
