import { errorOfNameBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { endSentence } from '../format';

/** The name on file is wrong: correct it, as the enclosed identification shows. */
export const errorOfNameTemplate = bureauLetterTemplate<LetterInputs['error_of_name']>({
  type: 'error_of_name',
  kind: 'Name Correction',
  input: errorOfNameBody,
  content({ correct_name: correct, incorrect_name: incorrect }, { bureau }) {
    return {
      subject: 'Correction of my name in my credit file',
      problem: [
        `${myFileAt(bureau)} shows my name as “${incorrect}”. That is not my name. My correct name is ${correct}, as the identification I enclose shows.`,
      ],
      request: [
        `Please correct the name in my file to ${endSentence(correct)} If “${incorrect}” is the name of another person, please also make sure that none of that person’s information is in my file.`,
      ],
    };
  },
});
