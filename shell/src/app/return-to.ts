import { LOGIN_PATH, PRIVACY_PATH, REGISTER_PATH, TERMS_PATH } from './paths';

/**
 * Where a public text page (the terms, the privacy policy) was opened from, so that its Back link
 * leads there: the sign-up form, the other text page, or a screen of the signed-in app (whose
 * side navigation links to both). Without it, Back leads to the login page, which a signed-in
 * reader must not land on: showing it ends the session.
 */
export interface ReturnState {
  backTo: string;
  /** The state the page being returned to was itself opened with. */
  backState?: ReturnState | null;
}

function isReturnPath(path: unknown): path is string {
  return (
    path === REGISTER_PATH ||
    path === TERMS_PATH ||
    path === PRIVACY_PATH ||
    (typeof path === 'string' && path.startsWith('/app/'))
  );
}

/** The Back link's target and the state to hand back, from the page's own location state. */
export function returnLink(state: unknown): { to: string; state: ReturnState | null } {
  const given = state as Partial<ReturnState> | null;
  if (!isReturnPath(given?.backTo)) return { to: LOGIN_PATH, state: null };
  return { to: given.backTo, state: given.backState ?? null };
}

/** The state a link gives the page it opens, so that its Back link returns here, as it was. */
export function returnTo(here: string, hereState: unknown = null): ReturnState {
  const given = hereState as Partial<ReturnState> | null;
  return { backTo: here, backState: isReturnPath(given?.backTo) ? (given as ReturnState) : null };
}
