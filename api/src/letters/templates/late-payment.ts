import { type LetterInputs, latePaymentBody } from 'shared/contract';
import {
  accountLines,
  bureauLetterTemplate,
  lateMonthsDetail,
  monthsInWords,
  myFileAt,
} from '../bureau-letters';
import { cad, detailLines } from '../creditor-parts';

/** A late payment is reported in error on an account: investigate and remove it. */
export const latePaymentTemplate = bureauLetterTemplate<LetterInputs['late_payment']>({
  type: 'late_payment',
  kind: { en: 'Late Payment Dispute', fr: 'Contestation d’un retard de paiement' },
  input: latePaymentBody,
  content(input, { bureau, language }) {
    const amount = cad(input.past_due_payments, language);
    const months = input.late_payment_months;
    const several = months.length > 1;
    const details = [
      ...accountLines(input.account_name, input.account_number, language),
      ...(months.length > 0 ? [detailLines(lateMonthsDetail(months, language), language)] : []),
    ];
    if (language === 'fr') {
      const which =
        months.length === 0
          ? 'ce retard de paiement'
          : `${several ? 'les retards de paiement déclarés' : 'le retard de paiement déclaré'} pour ${monthsInWords(months, language)}`;
      return {
        subject: `Retard de paiement déclaré par erreur à mon compte ${input.account_name}`,
        problem: [
          [
            several
              ? `${myFileAt(bureau, language)} fait état de retards de paiement à ce compte, avec un montant en souffrance de ${amount} :`
              : `${myFileAt(bureau, language)} fait état d’un retard de paiement de ${amount} à ce compte :`,
            ...details,
          ].join('\n'),
          several
            ? 'Ces retards de paiement sont déclarés par erreur, et je les conteste.'
            : 'Ce retard de paiement est déclaré par erreur, et je le conteste.',
        ],
        request: [
          `Veuillez faire enquête sur ${which} auprès du créancier et ${several ? 'les' : 'le'} retirer de l’historique de paiement de ce compte. Si le créancier ne peut pas ${several ? 'les' : 'le'} vérifier, ${several ? 'ils ne doivent pas rester' : 'il ne doit pas rester'} dans mon dossier.`,
        ],
      };
    }
    const which =
      months.length === 0
        ? 'this late payment'
        : `the late ${months.length === 1 ? 'payment' : 'payments'} reported for ${monthsInWords(months)}`;
    return {
      subject: `Late payment reported in error on my account ${input.account_name}`,
      problem: [
        [
          several
            ? `${myFileAt(bureau)} reports late payments on this account, with a past-due amount of ${amount}:`
            : `${myFileAt(bureau)} reports a late payment of ${amount} on this account:`,
          ...details,
        ].join('\n'),
        several
          ? 'These late payments are reported in error, and I dispute them.'
          : 'This late payment is reported in error, and I dispute it.',
      ],
      request: [
        `Please investigate ${which} with the creditor and remove ${several ? 'them' : 'it'} from the payment history of this account. If the creditor cannot verify ${several ? 'them' : 'it'}, ${several ? 'they' : 'it'} must not stay in my file.`,
      ],
    };
  },
});
