/** The "Delete my account" section of the Account and privacy tab. */
export const deleteAccountTexts = {
  title: 'Delete my account',
  intro: 'Deleting your account erases, at once and for good:',
  whatProfile:
    'your personal information: contact details, addresses, employment, identification and bankruptcy;',
  whatBanking: 'your banking accounts and their numbers;',
  whatLetters: 'every letter you generated, its PDF and its tracking;',
  whatBudget: 'your budget;',
  whatSignIn:
    'your email address and password, your sessions on every device and your sign-in history.',
  cannotUndo:
    'This cannot be undone: no one can bring back your account or any of this data. To keep a copy, download your data first.',
  recordKept:
    'We keep only a record that an account was deleted and when, with nothing that identifies you.',
  confirmationLabel: 'Type DELETE to confirm',
  confirmationHint: 'In capital letters, exactly as shown.',
  submit: 'Delete my account',
  failed: 'Your account could not be deleted. Please try again.',
};
