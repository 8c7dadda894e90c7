/**
 * The pages of a forgotten password (issue 17): asking for a reset link, and choosing a new
 * password with it. Registered by either page when it loads: the login page carries only the
 * link to them.
 */
export const PASSWORD_RESET_NAMESPACE = 'passwordReset';

export const passwordResetCatalog = {
  forgot: {
    heading: 'Reset your password',
    intro:
      'Enter the email address of your account. We will email you a link to choose a new password.',
    emailLabel: 'Email Address',
    submit: 'Email me a link',
    spamHint:
      'The email can take a few minutes to arrive. If you do not see it, check your junk or spam folder.',
    signInLink: 'Back to sign in',
  },
  reset: {
    heading: 'Choose a new password',
    intro:
      'Choose a password you do not use anywhere else. Once it is saved, every device signed in to your account is signed out, and you are signed in here.',
    newLabel: 'New Password',
    newHint: 'At least 12 characters.',
    confirmLabel: 'Confirm New Password',
    submit: 'Save my new password',
    askAgain: 'Ask for a new link',
    signInLink: 'Back to sign in',
  },
};

export const loadPasswordResetCatalogFr = () =>
  import('./password-reset-catalog.fr').then((module) => module.passwordResetCatalogFr);
