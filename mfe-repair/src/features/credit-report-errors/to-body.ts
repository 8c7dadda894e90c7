import { amountOrZero, type LetterRequest, parseMoney } from 'shared/contract';
import { LETTER_FORM_SCHEMAS } from './form-schemas';
import type { ReportErrorLetter, ReportErrorsValues } from './form-values';

/** The generate body of any of the wizard's five letters. */
export type ReportErrorsRequest = {
  [Type in ReportErrorLetter]: LetterRequest<Type>;
}[ReportErrorLetter];

/** A required amount that the form schema has already accepted. */
function amountOf(text: string): number {
  const amount = parseMoney(text);
  if (amount === null) throw new Error('An amount the form accepted did not parse.');
  return amount;
}

/**
 * The generate body for the chosen letter (spec section 7): the letter's own fields only,
 * trimmed and formatted by its form schema, amounts as decimal numbers, the optional inquiry
 * amount 0 when empty, and `bureau` on the letters that go to the bureaus. Throws when the
 * values are invalid: the wizard only gets here through valid steps.
 */
export function toLetterRequest(values: ReportErrorsValues): ReportErrorsRequest {
  const { letter, bureau } = values;
  switch (letter) {
    case 'error_of_employment':
      return { letter, ...LETTER_FORM_SCHEMAS[letter].parse(values), bureau };
    case 'error_of_name':
      return { letter, ...LETTER_FORM_SCHEMAS[letter].parse(values), bureau };
    case 'error_of_address':
      return { letter, ...LETTER_FORM_SCHEMAS[letter].parse(values), bureau };
    case 'error_on_credit_file': {
      const fields = LETTER_FORM_SCHEMAS[letter].parse(values);
      return { letter, ...fields, amount_reported: amountOf(fields.amount_reported), bureau };
    }
    case 'unauthorized_inquiry': {
      const fields = LETTER_FORM_SCHEMAS[letter].parse(values);
      return {
        letter,
        ...fields,
        // The server mails a letter whose fax is still this entry's unconfirmed number.
        creditor_id: fields.creditor_id === '' ? null : fields.creditor_id,
        creditor_amount: amountOrZero(fields.creditor_amount),
      };
    }
    default:
      throw new Error('No letter type was chosen.');
  }
}
