import { errorOfAddressBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { typedAddressLines } from '../recipients';

/** The current address on file is out of date: update it to the one the consumer gives. */
export const errorOfAddressTemplate = bureauLetterTemplate<LetterInputs['error_of_address']>({
  type: 'error_of_address',
  kind: 'Address Correction',
  input: errorOfAddressBody,
  content(input, { bureau }) {
    const address = typedAddressLines({
      street: input.street_address,
      streetLineTwo: input.address_line_two,
      city: input.city,
      province: input.province,
      postalCode: input.postal_code,
    }).join('\n');
    const documents = bureau.identification.documents.some((document) =>
      /proof of current address/i.test(document),
    )
      ? []
      : ['Copy of a bill or statement dated within the last 90 days showing my current address'];
    return {
      subject: 'Update of my current address in my credit file',
      problem: [
        `${myFileAt(bureau)} does not show my current address correctly. My current address is:\n${address}`,
      ],
      request: [
        'Please update my file so that it shows this address as my current address. The identification I enclose shows it.',
      ],
      documents,
    };
  },
});
