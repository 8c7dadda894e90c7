import {
  COMPLETED_ADDRESS_MESSAGES,
  doesNotHaveAccountBody,
  type LetterInputs,
} from 'shared/contract';
import {
  antiFraudCentre,
  bothBureaus,
  bulletList,
  collectorReminder,
  contactSentence,
  detailLines,
  IDENTITY_DOCUMENTS,
  identifyingParagraph,
  partyLetter,
  toBothBureausFr,
  withinReplyTime,
} from '../creditor-parts';
import { endSentence } from '../format';
import { letterName } from '../parts';
import {
  completedAddress,
  creditorFromDirectory,
  missingAddressFields,
  requireCreditor,
  shortPartyName,
} from '../recipients';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['does_not_have_account'];

/**
 * To the directory creditor (wizard 2, group 1): an account reported in the consumer's name that
 * the consumer never opened, possibly identity theft.
 */
export const doesNotHaveAccountTemplate: LetterTemplate<Input> = {
  type: 'does_not_have_account',
  group: 1,
  input: doesNotHaveAccountBody,
  // An entry the letter could not be mailed to as the directory holds it is mailed to the address
  // the consumer completed: without it, each missing part is asked for.
  refuse(input, _personal, options) {
    const creditor = options.creditor;
    if (!creditor || completedAddress(input) !== undefined) return null;
    const missing = missingAddressFields(creditor);
    if (missing.length === 0) return null;
    return Object.fromEntries(missing.map((field) => [field, COMPLETED_ADDRESS_MESSAGES[field]]));
  },
  build(input, personal, options) {
    const { language } = options;
    const creditor = creditorFromDirectory(
      requireCreditor(options, 'does_not_have_account'),
      language,
      completedAddress(input),
    );
    const common = {
      party: creditor,
      personal,
      date: options.date,
      language,
    };
    if (language === 'fr') {
      return [
        partyLetter({
          ...common,
          title: letterName('Compte qui n’est pas le mien', shortPartyName(creditor), language),
          subject: `Le compte ${input.account_number} n’est pas le mien`,
          paragraphs: [
            `Mon dossier de crédit indique le compte ci-dessous comme un compte que je détiens chez ${endSentence(creditor.name)} Je n’ai jamais ouvert ce compte, et je n’ai jamais autorisé qui que ce soit à l’ouvrir en mon nom.`,
            detailLines([['Numéro de compte', input.account_number]], language),
            identifyingParagraph(personal, 'records', language),
            bulletList(`Veuillez, ${withinReplyTime(options.date, language)} :`, [
              'faire enquête sur la façon dont ce compte a été ouvert en mon nom ;',
              `cesser de déclarer ce compte en mon nom, et demander ${toBothBureausFr()} de le supprimer de mon dossier de crédit ;`,
              'me confirmer par écrit que je ne suis pas responsable de ce compte, et m’envoyer une copie de toute demande ou convention que vous détenez à son sujet.',
            ]),
            `Comme il pourrait s’agir d’un vol d’identité, je le signalerai ${antiFraudCentre(language).replace(/^le /, 'au ')} et à la police. Veuillez ne pas confier ce compte à une agence de recouvrement pendant votre enquête.`,
            collectorReminder(personal, language),
            contactSentence(personal, language),
          ],
          documents: [
            ...IDENTITY_DOCUMENTS.fr,
            'Copie de la page de mon dossier de crédit où figure le compte',
          ],
        }),
      ];
    }
    return [
      partyLetter({
        ...common,
        title: letterName('Not My Account', shortPartyName(creditor)),
        subject: `Account ${input.account_number} is not mine`,
        paragraphs: [
          `My credit file shows the account below as an account I hold with ${endSentence(creditor.name)} I have never opened this account, and I have never authorized anyone to open it in my name.`,
          detailLines([['Account number', input.account_number]]),
          identifyingParagraph(personal, 'records'),
          bulletList(`Please, ${withinReplyTime(options.date)}:`, [
            'investigate how this account came to be opened in my name;',
            `stop reporting it in my name, and ask ${bothBureaus()} to delete it from my credit file;`,
            'confirm to me in writing that I am not responsible for this account, and send me a copy of any application or agreement you hold for it.',
          ]),
          `Because this may be identity theft, I will report it to ${antiFraudCentre()} and to the police. Please do not pass this account to a collection agency while you investigate.`,
          collectorReminder(personal),
          contactSentence(personal),
        ],
        documents: [
          ...IDENTITY_DOCUMENTS.en,
          'Copy of the page of my credit report that shows the account',
        ],
      }),
    ];
  },
};
