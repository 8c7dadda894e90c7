import { authMessages } from 'shared/contract';

/** Generic texts used across suites (namespace 'common'). */
export const common = {
  successfullyUpdated: 'Successfully Updated!',
  passwordLabel: 'Password',
  passwordRequired: authMessages.passwordRequired,
  incorrectPassword: authMessages.wrongPassword,
  unhandledError: authMessages.unhandled,
  networkFailure: 'We could not reach the server. Check your connection and try again.',
  previousStep: 'Previous step',
  nextStep: 'Next step',
  stepOf: 'Step {{step}} of {{total}}',
  confirm: 'Confirm',
  cancel: 'Cancel',
  loading: 'Loading...',
  retry: 'Retry',
};
