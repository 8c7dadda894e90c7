import { SETTLEMENT_LETTER_LABELS } from 'shared/contract';
import type { Catalog } from 'shared/i18n';

/**
 * The letter wizard's texts (namespace 'settlement', beside the guide's): they come with the
 * wizard's chunk, which loads when its section nears the screen, so the suite's first screen does
 * not download them (their French weighs about 1.3 KB gzipped).
 */
export const settlementWizardTexts = {
  wizard: {
    label: 'Settlement letter',
    letterStep: {
      heading: 'Choose your letter',
      legend: 'Which letter do you need?',
      options: {
        offer_a_settlement: SETTLEMENT_LETTER_LABELS.offer_a_settlement,
        accept_a_settlement: SETTLEMENT_LETTER_LABELS.accept_a_settlement,
      },
      hints: {
        offer_a_settlement: 'You propose an amount that would settle the debt.',
        accept_a_settlement: 'The creditor offered to settle, and you accept its offer.',
      },
    },
    creditorStep: {
      heading: 'The creditor',
      intro:
        'Choose the creditor or collection agency to fill in its details, or type them in. Check them against the latest letter or statement you received from it.',
      name: 'Creditor name',
      street: 'Street address',
      city: 'City',
      province: 'Province',
      provincePlaceholder: 'Choose a province',
      postalCode: 'Postal code',
      fax: 'Fax',
      faxHint: 'Leave it empty if the creditor has no fax: the letter will say to mail it.',
    },
    accountStep: {
      heading: 'The account and the amount',
      account: 'Account',
      reference: 'Creditor reference number',
      referenceHint: 'The number the creditor or agency gives your file, shown on its letters.',
      paymentMethod: 'Payment method',
      methods: { lump_sum: 'Lump sum', payments: 'Payments' },
      amount: 'Amount',
      amountHints: {
        offer_a_settlement: 'The total you offer to pay, in dollars, for example 1250.00.',
        accept_a_settlement:
          'The total the creditor offered to accept, in dollars, for example 1250.00.',
      },
      balance: 'Balance the creditor claims',
      balanceHint:
        'Filled in from the reported balance of the account you chose. Change it to the balance on the creditor’s latest letter or statement.',
      schedule: 'Payment schedule',
      scheduleIntro: 'The letter states this schedule. The payments must add up to the amount.',
      instalmentAmount: 'Payment amount',
      instalmentAmountHint: 'The amount of each payment, in dollars, for example 200.00.',
      instalmentFrequency: 'How often',
      instalmentFrequencyPlaceholder: 'Choose how often',
      frequencies: {
        weekly: 'Every week',
        every_two_weeks: 'Every two weeks',
        monthly: 'Every month',
      },
      instalmentCount: 'Number of payments',
      instalmentCountHint: 'From 2 to 120.',
      firstPaymentDate: 'Date of the first payment',
      scheduleTotal: 'Your payments add up to {{total}}.',
    },
    documentsStep: {
      adviceHeading: 'Before you pay',
      advice: {
        confirmation:
          'Keep the creditor’s written confirmation of the settlement with your records.',
        payAfter:
          'Pay only after you have that confirmation, and only the amount and in the way it states.',
        proof: 'Keep proof of every payment: a receipt, a cancelled cheque or a bank statement.',
      },
    },
    messages: {
      letterRequired: 'Please choose a letter.',
    },
  },
} satisfies Catalog;
