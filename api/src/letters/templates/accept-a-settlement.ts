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
    const { language } = options;
    const amount = cad(input.creditor_amount, language);
    const method = paymentMethodWording(input, language);
    const reference = input.creditor_reference_number;
    return [
      settlementLetter(
        language === 'fr'
          ? {
              kind: 'Acceptation d’un règlement',
              input,
              personal,
              options,
              subject: `Acceptation de votre offre de règlement (votre référence ${reference})`,
              proposal: `J’accepte votre offre de régler ce compte pour ${amount} en règlement complet et définitif. Je paierai ce montant ${method}, aux conditions ci-dessous.`,
              closingTerms: null,
            }
          : {
              kind: 'Settlement Acceptance',
              input,
              personal,
              options,
              subject: `Acceptance of your settlement offer (your reference ${reference})`,
              proposal: `I accept your offer to settle this account for ${amount} in full and final settlement. I will pay this amount ${method}, on the conditions below.`,
              closingTerms: null,
            },
      ),
    ];
  },
};
