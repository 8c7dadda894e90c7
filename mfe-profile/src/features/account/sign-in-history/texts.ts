import type { SecurityEventKind } from 'shared/contract';

/** The "Sign-in history" section of the Account and privacy tab. */
export const signInHistoryTexts = {
  title: 'Sign-in history',
  intro:
    'The latest sign-ins and security changes on your account, the newest first. If one was not you, change your password and sign out everywhere else.',
  tableLabel: 'Latest sign-ins and security changes',
  when: 'When',
  device: 'Device',
  event: 'What happened',
  empty: 'Nothing has happened on your account yet.',
  kinds: {
    sign_in: 'Signed in',
    sign_in_failed: 'Sign-in failed',
    password_changed: 'Password changed',
    password_reset: 'Password reset by email',
    two_step_enabled: 'Two-step sign-in turned on',
    two_step_disabled: 'Two-step sign-in turned off',
    recovery_code_used: 'Signed in with a recovery code',
    recovery_codes_renewed: 'New recovery codes made',
    two_step_locked: 'Wrong two-step codes: sign-in paused for 15 minutes',
  } satisfies Record<SecurityEventKind, string>,
};
