import type { z } from 'shared/zod';
import { fieldMessages } from './fields';
import { inputTexts } from './messages/en/input';
import { defineMessages, messageWithValues } from './messages/message';

/**
 * Messages for input no schema names a message for (zod issue codes without one of ours): zod's
 * error map of the API (api/src/http/zod-messages.ts) and of every browser form (shared/forms),
 * one map for both, so neither ever shows zod's English wording.
 */
export const inputMessages = defineMessages('input', inputTexts, () =>
  import('./messages/fr/input').then((module) => module.inputTextsFr),
);

const m = inputMessages;

/** What a value of the wrong kind should have been, in our words ('int' is z.int()). */
const EXPECTED_KIND: Readonly<Record<string, string>> = {
  string: m.text,
  number: m.number,
  int: m.wholeNumber,
  bigint: m.wholeNumber,
  boolean: m.trueOrFalse,
  array: m.list,
  tuple: m.list,
  object: m.group,
  record: m.group,
};

type Issue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    if (issue.exact) return messageWithValues(m.exactLength, { length: min });
    return min <= 1 ? m.empty : messageWithValues(m.tooShort, { min });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return messageWithValues(m.fewItems, { min });
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return messageWithValues(issue.inclusive === false ? m.above : m.atLeast, { min });
  }
  return m.notAccepted;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') {
    if (issue.exact) return messageWithValues(m.exactLength, { length: max });
    return messageWithValues(fieldMessages.tooLong, { max });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return messageWithValues(m.manyItems, { max });
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return messageWithValues(issue.inclusive === false ? m.below : m.atMost, { max });
  }
  return m.notAccepted;
}

/**
 * The message key of an issue its schema gives no message for. Every issue code has one, so no
 * answer carries zod's English defaults; a schema's own message still comes first (zod asks the
 * global map last).
 */
export function inputIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return m.required;
      return EXPECTED_KIND[issue.expected] ?? m.wrongKind;
    case 'invalid_value':
      return issue.values.length > 1 ? m.option : m.notAccepted;
    case 'invalid_union':
      // A discriminated union whose discriminator matches none of its options.
      return Array.isArray(issue.options) && issue.options.length > 0 ? m.option : m.notAccepted;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return issue.format === 'email' ? m.email : m.format;
    case 'not_multiple_of':
      return messageWithValues(m.multipleOf, { divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return messageWithValues(m.fieldsNotAllowed, { keys: issue.keys.join(', ') });
    default:
      // invalid_key, invalid_element, custom: a value we do not accept.
      return m.notAccepted;
  }
}
