import { adjustBalanceBody, type LetterInputs } from 'shared/contract';
import { accountLines, bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { cad } from '../creditor-parts';
import { requireAccount } from '../recipients';

/** The balance reported for one of the consumer's accounts is wrong: correct it (proof enclosed). */
export const adjustBalanceTemplate = bureauLetterTemplate<LetterInputs['adjust_balance']>({
  type: 'adjust_balance',
  kind: { en: 'Balance Correction', fr: 'Correction du solde' },
  input: adjustBalanceBody,
  content(input, { bureau, options, language }) {
    const account = requireAccount(options, 'adjust_balance');
    const correct = cad(input.balance_adjustment, language);
    const reported = cad(input.reported_balance_amount, language);
    const lines = accountLines(account.account_name, account.full_account_number, language);
    if (language === 'fr') {
      return {
        subject: `Solde inexact déclaré pour mon compte ${account.account_name}`,
        problem: [
          [
            `${myFileAt(bureau, language)} déclare un solde de ${reported} pour ce compte :`,
            ...lines,
          ].join('\n'),
          `Ce solde est inexact. Le solde exact est de ${correct}, comme le montre la preuve de paiement que je joins.`,
        ],
        request: [
          `Veuillez corriger le solde déclaré pour ce compte à ${correct}, en le vérifiant auprès du créancier au besoin.`,
        ],
        documents: [
          'Copie de la preuve de paiement (un reçu ou un relevé) indiquant le solde exact',
        ],
      };
    }
    return {
      subject: `Incorrect balance reported for my account ${account.account_name}`,
      problem: [
        [`${myFileAt(bureau)} reports a balance of ${reported} for this account:`, ...lines].join(
          '\n',
        ),
        `That balance is wrong. The correct balance is ${correct}, as the proof of payment I enclose shows.`,
      ],
      request: [
        `Please correct the balance reported for this account to ${correct}, checking it with the creditor if you need to.`,
      ],
      documents: [
        'Copy of the proof of payment (a receipt or a statement) showing the correct balance',
      ],
    };
  },
});
