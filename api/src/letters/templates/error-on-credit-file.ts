import { errorOnCreditFileBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { cad } from '../creditor-parts';
import { formatLongDate } from '../format';

/** A judgment (public record) on file is inaccurate: investigate, then correct or delete it. */
export const errorOnCreditFileTemplate = bureauLetterTemplate<LetterInputs['error_on_credit_file']>(
  {
    type: 'error_on_credit_file',
    kind: 'Judgment Dispute',
    input: errorOnCreditFileBody,
    content(input, { bureau }) {
      return {
        subject: `Dispute of an inaccurate judgment in my credit file (case ${input.case_number})`,
        problem: [
          [
            `${myFileAt(bureau)} shows a judgment (a public record) that is inaccurate:`,
            `Case number: ${input.case_number}`,
            `Court: ${input.judgment_filed_place}`,
            `Date filed: ${formatLongDate(input.judgment_filed_date)}`,
            `Amount reported: ${cad(input.amount_reported)}`,
          ].join('\n'),
        ],
        request: [
          'Please investigate this item, checking it with the court where it was filed, and correct it. If it cannot be verified exactly as you report it, please delete it from my file.',
        ],
      };
    },
  },
);
