import { HttpResponse, http } from 'msw';

/** The email address the fake GET /session gives for the signed-in user. */
export const SIGNED_IN_EMAIL = 'jane.doe@example.ca';

/**
 * GET /api/v1/session answered for a signed-in user, as the real API does: the screens that ask
 * for a password name the account for password managers with it (useSignedInEmail).
 */
export function signedInSessionHandler(
  email: string = SIGNED_IN_EMAIL,
  language: 'en' | 'fr' = 'en',
) {
  return http.get(`${window.location.origin}/api/v1/session`, () =>
    HttpResponse.json({ code: 0, msg: 'OK', email, language }),
  );
}
