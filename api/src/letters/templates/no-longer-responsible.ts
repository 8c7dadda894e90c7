import {
  type LetterInputs,
  type NoLongerResponsibleReason,
  noLongerResponsibleBody,
} from 'shared/contract';
import { bureauLetterTemplate, maskedAccountNumber, myFileAt } from '../bureau-letters';

interface ReasonWords {
  statement: string;
  document: string;
}

/** What the letter says of the one reason the consumer picked, and the document that shows it. */
const REASONS: Record<'en' | 'fr', Record<NoLongerResponsibleReason, ReasonWords>> = {
  en: {
    closed: {
      statement: 'This account was closed and I owe nothing on it.',
      document: 'Copy of the statement or letter from the creditor showing the account closed',
    },
    transferred: {
      statement:
        'This account was transferred to another person, so I am no longer responsible for it.',
      document:
        'Copy of the transfer agreement showing the account was transferred to another person',
    },
    released: {
      statement:
        'The creditor released me from this account, so I am no longer responsible for it.',
      document: 'Copy of the creditor’s release showing I am no longer on the account',
    },
    bankruptcy: {
      statement: 'This account was included in my bankruptcy.',
      document:
        'Copy of the list of creditors from my bankruptcy showing this account, and my discharge certificate if I have been discharged',
    },
    consumer_proposal: {
      statement: 'This account was included in my consumer proposal.',
      document: 'Copy of the list of creditors from my consumer proposal showing this account',
    },
    never_mine: {
      statement:
        'This account was never mine: I did not open it and never agreed to be responsible for it.',
      document: '',
    },
  },
  fr: {
    closed: {
      statement: 'Ce compte a été fermé et je ne dois rien à son égard.',
      document: 'Copie du relevé ou de la lettre du créancier indiquant que le compte est fermé',
    },
    transferred: {
      statement:
        'Ce compte a été transféré à une autre personne ; je n’en suis donc plus responsable.',
      document:
        'Copie de l’entente de transfert indiquant que le compte a été transféré à une autre personne',
    },
    released: {
      statement:
        'Le créancier m’a accordé une libération à l’égard de ce compte ; je n’en suis donc plus responsable.',
      document:
        'Copie de la libération accordée par le créancier indiquant que je ne suis plus titulaire du compte',
    },
    bankruptcy: {
      statement: 'Ce compte a été inclus dans ma faillite.',
      document:
        'Copie de la liste des créanciers de ma faillite où figure ce compte, et de mon certificat de libération si j’ai obtenu ma libération',
    },
    consumer_proposal: {
      statement: 'Ce compte a été inclus dans ma proposition de consommateur.',
      document:
        'Copie de la liste des créanciers de ma proposition de consommateur où figure ce compte',
    },
    never_mine: {
      statement:
        'Ce compte n’a jamais été le mien : je ne l’ai pas ouvert et je n’ai jamais accepté d’en être responsable.',
      document: '',
    },
  },
};

/** The consumer is no longer responsible for an account, for the one reason they picked. */
export const noLongerResponsibleTemplate = bureauLetterTemplate<
  LetterInputs['no_longer_responsible']
>({
  type: 'no_longer_responsible',
  kind: { en: 'No Longer Responsible', fr: 'Fin de responsabilité' },
  input: noLongerResponsibleBody,
  content(
    { account_number: accountNumber, creditor_name: creditor, reason },
    { bureau, language },
  ) {
    const { statement, document } = REASONS[language][reason];
    // To a bureau: the account number's last four characters only (decisions.md section 6).
    const masked = maskedAccountNumber(accountNumber);
    const documents = document ? [document] : [];
    if (language === 'fr') {
      return {
        subject: `Compte ${masked} chez ${creditor} : je n’en suis plus responsable`,
        problem: [
          [
            `${myFileAt(bureau, language)} m’indique comme responsable de ce compte :`,
            `Créancier : ${creditor}`,
            `Numéro de compte : ${masked}`,
          ].join('\n'),
          statement,
        ],
        request: [
          reason === 'never_mine'
            ? `Veuillez faire enquête sur ce compte auprès de ${creditor} et le retirer de mon dossier.`
            : `Veuillez mettre mon dossier à jour pour qu’il indique que je ne suis plus responsable de ce compte, en le vérifiant auprès de ${creditor} au besoin.`,
        ],
        documents,
      };
    }
    return {
      subject: `Account ${masked} with ${creditor}: I am no longer responsible`,
      problem: [
        [
          `${myFileAt(bureau)} shows me as responsible for this account:`,
          `Creditor: ${creditor}`,
          `Account number: ${masked}`,
        ].join('\n'),
        statement,
      ],
      request: [
        reason === 'never_mine'
          ? `Please investigate this account with ${creditor} and remove it from my file.`
          : `Please update my file so that it shows I am no longer responsible for this account, checking it with ${creditor} if you need to.`,
      ],
      documents,
    };
  },
});
