/** Generic texts used across suites (namespace 'common'). */
export const common = {
  appName: 'Credit Repair Canada',
  /** The browser tab's title of a screen. */
  pageTitle: '{{page}} – {{appName}}',
  successfullyUpdated: 'Successfully Updated!',
  passwordLabel: 'Password',
  networkFailure: 'We could not reach the server. Check your connection and try again.',
  // A -5 answer of a rate-limited request (register, letters, downloads): decisions.md section 10.
  tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
  previousStep: 'Previous step',
  nextStep: 'Next step',
  stepOf: 'Step {{step}} of {{total}}',
  /*
   * Buttons every suite uses, in one place so that they read the same everywhere (issue 21). The
   * spec's words where it gives them: 'Confirm' (banking's password gate), 'Cancel' (the budget's
   * new row), DELETE and KEEP (banking's delete confirmation; every delete confirmation uses them).
   */
  confirm: 'Confirm',
  cancel: 'Cancel',
  delete: 'DELETE',
  keep: 'KEEP',
  save: 'Save',
  /** The heading of a long page's list of its sections (shared/ui PageContents). */
  onThisPage: 'On this page',
  retry: 'Retry',
  loading: 'Loading...',
  /** A chart whose code could not be downloaded (shared/ui LazyChart), above its Retry button. */
  chartFailed: 'The chart could not be loaded.',
};
