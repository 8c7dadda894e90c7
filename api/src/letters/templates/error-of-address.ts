import { errorOfAddressBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { typedAddressLines } from '../recipients';

/** The current address on file is out of date: update it to the one the consumer gives. */
export const errorOfAddressTemplate = bureauLetterTemplate<LetterInputs['error_of_address']>({
  type: 'error_of_address',
  kind: { en: 'Address Correction', fr: 'Correction de l’adresse' },
  input: errorOfAddressBody,
  content(input, { bureau, language }) {
    const address = typedAddressLines(
      {
        street: input.street_address,
        streetLineTwo: input.address_line_two,
        city: input.city,
        province: input.province,
        postalCode: input.postal_code,
      },
      language,
    ).join('\n');
    // The bureau's own list may already ask for a proof of address (Equifax's does).
    const asksProofOfAddress = bureau.identification.documents.some((document) =>
      /proof of current address/i.test(document.value),
    );
    if (language === 'fr') {
      return {
        subject: 'Mise à jour de mon adresse actuelle dans mon dossier de crédit',
        problem: [
          `${myFileAt(bureau, language)} n’indique pas correctement mon adresse actuelle. Mon adresse actuelle est la suivante :\n${address}`,
        ],
        request: [
          'Veuillez mettre mon dossier à jour pour qu’il indique cette adresse comme mon adresse actuelle. Les pièces d’identité que je joins en font foi.',
        ],
        documents: asksProofOfAddress
          ? []
          : [
              'Copie d’une facture ou d’un relevé daté de moins de 90 jours indiquant mon adresse actuelle',
            ],
      };
    }
    return {
      subject: 'Update of my current address in my credit file',
      problem: [
        `${myFileAt(bureau)} does not show my current address correctly. My current address is:\n${address}`,
      ],
      request: [
        'Please update my file so that it shows this address as my current address. The identification I enclose shows it.',
      ],
      documents: asksProofOfAddress
        ? []
        : ['Copy of a bill or statement dated within the last 90 days showing my current address'],
    };
  },
});
