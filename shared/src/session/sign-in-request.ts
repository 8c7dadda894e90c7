import {
  type ApiAnswer,
  isApiAnswer,
  type LoginRequest,
  type LoginTotpRequest,
  ResultCode,
} from 'shared/contract';

/** What POST /login (or /login/totp) gave. */
export type SignInOutcome =
  | { kind: 'signedIn'; key: string }
  /** The password was right and two-step sign-in is on: POST /login/totp with a code next. */
  | { kind: 'codeRequired'; challenge: string }
  /** Any other answer; `answer` is null when the body was not an API answer. */
  | { kind: 'refused'; answer: ApiAnswer | null }
  /** The server could not be reached. */
  | { kind: 'unreachable' };

/**
 * Signs in with one `fetch`. The login page, which every visitor loads first, does without the
 * store and RTK Query (issue 18); so does this entry (`shared/session/sign-in`), which the
 * federation does not share: it holds no state. `locale` is the page's language ('fr-CA'), sent
 * as Accept-Language so that the answer's messages are in it.
 */
export function requestSignIn(body: LoginRequest, locale: string): Promise<SignInOutcome> {
  return postSignIn('/login', body, locale);
}

/** The second step of a sign-in: the challenge the password earned and the code. */
export function requestSignInWithCode(
  body: LoginTotpRequest,
  locale: string,
): Promise<SignInOutcome> {
  return postSignIn('/login/totp', body, locale);
}

async function postSignIn(path: string, body: object, locale: string): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!isApiAnswer(answer)) return { kind: 'refused', answer: null };
  if (answer.code === ResultCode.ok && 'key' in answer && typeof answer.key === 'string') {
    return { kind: 'signedIn', key: answer.key };
  }
  if (
    answer.code === ResultCode.totpRequired &&
    'challenge' in answer &&
    typeof answer.challenge === 'string'
  ) {
    return { kind: 'codeRequired', challenge: answer.challenge };
  }
  return { kind: 'refused', answer };
}
