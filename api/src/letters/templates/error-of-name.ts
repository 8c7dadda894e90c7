import { errorOfNameBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { endSentence } from '../format';

/** The name on file is wrong: correct it, as the enclosed identification shows. */
export const errorOfNameTemplate = bureauLetterTemplate<LetterInputs['error_of_name']>({
  type: 'error_of_name',
  kind: { en: 'Name Correction', fr: 'Correction du nom' },
  input: errorOfNameBody,
  content({ correct_name: correct, incorrect_name: incorrect }, { bureau, language }) {
    if (language === 'fr') {
      return {
        subject: 'Correction de mon nom dans mon dossier de crédit',
        problem: [
          `${myFileAt(bureau, language)} indique mon nom comme étant « ${incorrect} ». Ce n’est pas mon nom. Mon nom exact est ${correct}, comme le montrent les pièces d’identité que je joins.`,
        ],
        request: [
          `Veuillez corriger le nom inscrit à mon dossier pour ${endSentence(correct)} Si « ${incorrect} » est le nom d’une autre personne, veuillez aussi vous assurer qu’aucun renseignement concernant cette personne ne figure dans mon dossier.`,
        ],
      };
    }
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
