/**
 * Messages for input a schema names no message of its own for: a value of the wrong kind, an
 * option that does not exist, a missing field (zod's issue codes; api/src/http/zod-messages.ts
 * picks one). Without them an answer would carry zod's English defaults in any language.
 */
export const inputTexts = {
  required: 'This field is required.',
  empty: 'Please fill in this field.',
  text: 'This field must be text.',
  number: 'This field must be a number.',
  wholeNumber: 'This field must be a whole number.',
  trueOrFalse: 'This field must be true or false.',
  list: 'This field must be a list.',
  group: 'This field must be a group of fields (a JSON object).',
  wrongKind: 'This value is not of the expected kind.',
  option: 'Please choose one of the options.',
  notAccepted: 'This value is not accepted.',
  format: 'This value is not in the expected format.',
  email: 'Please enter a valid email address.',
  tooShort: 'Please enter at least {{min}} characters.',
  exactLength: 'Please enter exactly {{length}} characters.',
  fewItems: 'Please give at least {{min}} items.',
  manyItems: 'Please give no more than {{max}} items.',
  atLeast: 'Please enter a number of at least {{min}}.',
  above: 'Please enter a number greater than {{min}}.',
  atMost: 'Please enter a number no greater than {{max}}.',
  below: 'Please enter a number less than {{max}}.',
  multipleOf: 'Please enter a multiple of {{divisor}}.',
  fieldsNotAllowed: 'Some fields here are not allowed: {{keys}}.',
} as const;
