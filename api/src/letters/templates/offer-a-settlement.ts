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
    return [
      settlementLetter({
        kind: 'Settlement Offer',
        input,
        personal,
        options,
        subject: `Offer of full and final settlement (your reference ${input.creditor_reference_number})`,
        proposal: `I offer to pay ${cad(input.creditor_amount)} in full and final settlement of this account, ${paymentMethodWording(input)}.`,
        closingTerms: `This offer remains open until ${dateAfter(options.date, REPLY_DAYS)}.`,
      }),
    ];
  },
};
