/**
 * Texts of the shell's first pages: login, register, the language switch, a suite that fails to
 * load (namespace 'shell'). The app frame's are in shell/src/i18n/frame-catalog.ts.
 */
export const shell = {
  /** The language switch of every page's top bar; each language is named in itself. */
  language: {
    label: 'Language',
    english: 'English',
    french: 'Français',
    changed: 'The page is now in English.',
  },
  login: {
    heading: 'Sign in to your account',
    emailLabel: 'Email Address',
    passwordLabel: 'Password',
    submit: 'Login',
    termsLink: 'Terms of Service',
    privacyLink: 'Privacy Policy',
    createAccount: 'Create an account',
    forgotPassword: 'Forgot your password?',
    tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
    // Why the user is back at the login page, when the server ended the session (issue 21).
    signedOutIdle: 'You were signed out after 30 minutes without activity.',
    signedOut: 'You were signed out.',
  },
  register: {
    signInLink: 'Back to sign in',
    heading: 'Create your account',
    emailLabel: 'Email Address',
    passwordLabel: 'Password',
    confirmPasswordLabel: 'Confirm Password',
    acceptTerms: 'I am 18 or older and I accept the Terms of Service',
    submit: 'Create Account',
  },
  remoteFailed: 'This section could not be loaded.',
};
