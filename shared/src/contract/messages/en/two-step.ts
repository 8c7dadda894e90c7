/** Two-step sign-in's messages (issue 17): setting it up, the second step of signing in, turning it off. */
export const twoStepTexts = {
  /** The login answer when the password was right and a code is needed next. */
  codeAsked: 'Enter the 6-digit code from your authenticator app.',
  /** A code field empty, or neither six digits nor a recovery code's 16 letters and digits. */
  codeInvalid: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  /** A code that is not the current one (or already used), or a used or unknown recovery code. */
  wrongCode: 'This code is not right or was already used. Please try again.',
  /** POST /login/totp with a challenge that expired, was used or never existed. */
  signInAgain: 'Your sign-in took too long or has already ended. Please sign in again.',
  /** POST /totp/enable without a setup started, or after it was finished. */
  setupNotStarted: 'Please start setting up two-step sign-in again.',
  /** POST /totp/setup while two-step sign-in is on. */
  alreadyOn: 'Two-step sign-in is already on.',
  /** POST /totp/disable while two-step sign-in is off. */
  notOn: 'Two-step sign-in is not on.',
} as const;
