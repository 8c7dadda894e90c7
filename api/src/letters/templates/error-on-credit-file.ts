import { errorOnCreditFileBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { cad } from '../creditor-parts';
import { formatLongDate, NBSP } from '../format';
import { longDate } from '../language';

/** A judgment (public record) on file is inaccurate: investigate, then correct or delete it. */
export const errorOnCreditFileTemplate = bureauLetterTemplate<LetterInputs['error_on_credit_file']>(
  {
    type: 'error_on_credit_file',
    kind: { en: 'Judgment Dispute', fr: 'Contestation d’un jugement' },
    input: errorOnCreditFileBody,
    content(input, { bureau, language }) {
      if (language === 'fr') {
        return {
          subject: `Contestation d’un jugement inexact dans mon dossier de crédit (dossier no${NBSP}${input.case_number})`,
          problem: [
            [
              `${myFileAt(bureau, language)} indique un jugement (un dossier public) inexact :`,
              `Numéro de dossier : ${input.case_number}`,
              `Tribunal : ${input.judgment_filed_place}`,
              `Date de dépôt : ${longDate(input.judgment_filed_date, language)}`,
              `Montant déclaré : ${cad(input.amount_reported, language)}`,
            ].join('\n'),
          ],
          request: [
            'Veuillez faire enquête sur cet élément en le vérifiant auprès du tribunal où il a été déposé, et le corriger. S’il ne peut pas être vérifié exactement tel que vous le déclarez, veuillez le supprimer de mon dossier.',
          ],
        };
      }
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
