import type { FastifySchemaValidationError } from 'fastify';
import { apiMessages } from './messages';

/**
 * Turns the validator's issues into `errors` of a -2 answer: one message per field (the first),
 * `body` for problems with the body as a whole.
 */
export function fieldErrors(
  issues: readonly FastifySchemaValidationError[],
  body: unknown,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (field: string, message: string) => {
    errors[field] ??= message;
  };
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: unknown }).keys;
      for (const key of Array.isArray(keys) ? keys : []) {
        put(field ? `${field}.${String(key)}` : String(key), apiMessages.fieldNotAllowed);
      }
    } else if (field) {
      put(field, issue.message ?? apiMessages.validationFailed);
    } else if (body === undefined || body === null) {
      put('body', apiMessages.bodyMissing);
    } else if (
      issue.keyword === 'invalid_type' &&
      (issue.params as { expected?: unknown }).expected === 'object'
    ) {
      put('body', apiMessages.bodyNotObject);
    } else {
      // A bare-value body (a gate's password string) carries the contract's own message.
      put('body', issue.message ?? apiMessages.bodyNotObject);
    }
  }
  return errors;
}
