import { acceptASettlementBody, type LetterInputs } from 'shared/contract';
import { cad } from '../creditor-parts';
import { paymentMethodWording, settlementLetter } from '../settlement-parts';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['accept_a_settlement'];

/** The consumer accepts the creditor's settlement offer (settlement wizard, group 2). */
export const acceptASettlementTemplate: LetterTemplate<Input> = {
  type: 'accept_a_settlement',
  group: 2,
  input: acceptASettlementBody,
  build(input, personal, options) {
    return [
      settlementLetter({
        kind: 'Settlement Acceptance',
        input,
        personal,
        options,
        subject: `Acceptance of your settlement offer (your reference ${input.creditor_reference_number})`,
        proposal: `I accept your offer to settle this account for ${cad(input.creditor_amount)} in full and final settlement. I will pay this amount ${paymentMethodWording(input)}, on the conditions below.`,
        closingTerms: null,
      }),
    ];
  },
};
