/** Texts the API puts in `msg` and `errors`. */
export const apiTexts = {
  ok: 'OK',
  validationFailed: 'Some fields are missing or invalid.',
  sessionInvalid: 'Your session has ended. Please sign in again.',
  notFound: 'Not found',
  internal: 'Internal error.',
  databaseUnavailable: 'The database is not answering.',
  bodyMissing: 'A JSON request body is required.',
  bodyNotObject: 'The request body must be a JSON object.',
  bodyInvalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is larger than 1 MiB.',
  bodyMediaType: 'The request body must be JSON (Content-Type: application/json).',
  bodyUnreadable: 'The request could not be read.',
  urlUnreadable: 'The address of the request could not be read.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  fieldNotAllowed: 'This field is not allowed.',
  /** decisions.md section 10: the login text for code -5, with whole minutes. */
  tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
} as const;
