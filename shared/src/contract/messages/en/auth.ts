/** Sign-in, registration and password messages (spec section 5, letter for letter). */
export const authTexts = {
  usernameRequired: 'Please enter your username.',
  /** Shown while typing in the login email field (spec section 5). */
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Please enter a password of at least 12 characters.',
  passwordTooLong: 'Please enter a password of at most 128 characters.',
  passwordTooCommon: 'This password is too common, please choose another.',
  confirmPasswordRequired: 'Please confirm your password.',
  confirmPasswordMismatch: 'This does not match your password, please confirm your password.',
  acceptTermsRequired: 'You must be 18 or older and accept the terms.',
  emailTaken: 'An account with this email address already exists.',
  wrongCredentials: 'Your Email Address or Password was incorrect.',
  wrongPassword: 'Incorrect password.',
  unhandled: 'Unhandled error.',
} as const;
