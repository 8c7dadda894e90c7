import { type LetterInputs, offerASettlementBody } from 'shared/contract';
import { cad, dateAfter, REPLY_DAYS } from '../creditor-parts';
import { paymentMethodWording, settlementLetter } from '../settlement-parts';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['offer_a_settlement'];

/** The consumer offers an amount in full and final settlement (settlement wizard, group 2). */
export const offerASettlementTemplate: LetterTemplate<Input> = {
  type: 'offer_a_settlement',
  group: 2,
  input: offerASettlementBody,
  build(input, personal, options) {
    const { language } = options;
    const amount = cad(input.creditor_amount, language);
    const method = paymentMethodWording(input, language);
    const until = dateAfter(options.date, REPLY_DAYS, language);
    const reference = input.creditor_reference_number;
    return [
      settlementLetter(
        language === 'fr'
          ? {
              kind: 'Offre de règlement',
              input,
              personal,
              options,
              subject: `Offre de règlement complet et définitif (votre référence ${reference})`,
              proposal: `J’offre de payer ${amount} en règlement complet et définitif de ce compte, ${method}.`,
              closingTerms: `Cette offre est valable jusqu’au ${until}.`,
            }
          : {
              kind: 'Settlement Offer',
              input,
              personal,
              options,
              subject: `Offer of full and final settlement (your reference ${reference})`,
              proposal: `I offer to pay ${amount} in full and final settlement of this account, ${method}.`,
              closingTerms: `This offer remains open until ${until}.`,
            },
      ),
    ];
  },
};
