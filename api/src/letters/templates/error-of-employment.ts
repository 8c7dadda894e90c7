import { errorOfEmploymentBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { endSentence } from '../format';

/** The file shows a previous employer as the current one: correct it. */
export const errorOfEmploymentTemplate = bureauLetterTemplate<LetterInputs['error_of_employment']>({
  type: 'error_of_employment',
  kind: { en: 'Employment Correction', fr: 'Correction de l’emploi' },
  input: errorOfEmploymentBody,
  content({ current_employer: current, previous_employer: previous }, { bureau, language }) {
    if (language === 'fr') {
      return {
        subject: 'Correction de mon employeur dans mon dossier de crédit',
        problem: [
          `${myFileAt(bureau, language)} indique ${previous} comme mon employeur actuel. C’est inexact : ${previous} est un ancien employeur, et je n’y travaille plus. ${endSentence(`Mon employeur actuel est ${current}`)}`,
        ],
        request: [
          `Veuillez corriger mon dossier pour qu’il indique ${current} comme mon employeur actuel et ${previous} comme un ancien employeur.`,
        ],
      };
    }
    return {
      subject: 'Correction of my employer in my credit file',
      problem: [
        `${myFileAt(bureau)} shows ${previous} as my current employer. That is wrong: ${previous} is a previous employer, and I no longer work there. ${endSentence(`My current employer is ${current}`)}`,
      ],
      request: [
        `Please correct my file so that it shows ${current} as my current employer and ${previous} as a previous employer.`,
      ],
    };
  },
});
