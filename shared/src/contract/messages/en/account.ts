/** The account settings' messages: changing the password, the saved language. */
export const accountTexts = {
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordRequired: 'Please enter your new password.',
  confirmNewPasswordRequired: 'Please confirm your new password.',
  confirmNewPasswordMismatch:
    'This does not match your new password, please confirm your new password.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  /** A `language` other than en or fr. */
  languageInvalid: 'Please choose English (en) or French (fr).',
  /** DELETE /sessions with a body that is neither a session id nor "others". */
  sessionChoiceInvalid: 'Please choose a session to sign out, or all the others.',
  /** DELETE /sessions with the id of a session that is not one of the user's live ones. */
  sessionNotFound: 'This session has already ended.',
  /** The answer to every reset request, whether or not an account uses the address. */
  resetLinkSent: 'If an account uses this address, we sent a link. It works for 30 minutes.',
  /** An expired, used, malformed or unknown reset token. */
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  /** The Delete my account form without the word DELETE typed exactly. */
  deletionWordRequired: 'Please type DELETE, in capital letters, to confirm.',
  /** The answer to DELETE /me. */
  accountDeleted: 'Your account and all its data were deleted.',
} as const;
