import { letterTexts as letterMessages, messageIn } from 'shared/contract/messages';
import {
  accountStepSchema,
  creditorStepSchema,
  EMPTY_SETTLEMENT_FORM,
  isStepValid,
  letterStepSchema,
  type SettlementFormValues,
  stepOfField,
} from './settlement-form';
import { settlementWizardTexts } from './texts';

/** The message of each failing field, as a form would show them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first message of each field, as the form shows it.
  return Object.fromEntries(
    (result.error?.issues ?? [])
      .toReversed()
      .map((issue) => [String(issue.path[0]), messageIn(issue.message, 'en')]),
  );
}

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const FIRST_PAYMENT = `${new Date().getUTCFullYear() + 1}-01-15`;

const COMPLETE: SettlementFormValues = {
  letter: 'offer_a_settlement',
  creditor_id: null,
  creditor_name: 'Capital One (Canada)',
  creditor_street_address: '5140 Yonge Street, Suite 1900',
  creditor_city: 'Toronto',
  creditor_province: 'Ontario',
  creditor_postal_code: 'M2N 6L7',
  creditor_fax: '',
  account_id: '6a0e7c4e-3c2f-4f0e-9d6b-1f2a3b4c5d6e',
  creditor_reference_number: 'CR-88213',
  payment_method: 'lump_sum',
  creditor_amount: '1250.50',
  creditor_balance: '3,400',
  instalment_amount: '',
  instalment_frequency: '',
  instalment_count: '',
  first_payment_date: '',
};

const SCHEDULE = {
  payment_method: 'payments',
  creditor_amount: '1,200',
  instalment_amount: '200',
  instalment_frequency: 'monthly',
  instalment_count: '6',
  first_payment_date: FIRST_PAYMENT,
} as const;

describe('the settlement steps', () => {
  it('step 1 asks for one of the two letters', () => {
    expect(messages(letterStepSchema.safeParse(EMPTY_SETTLEMENT_FORM))).toEqual({
      letter: settlementWizardTexts.wizard.messages.letterRequired,
    });
    expect(letterStepSchema.safeParse({ letter: 'accept_a_settlement' }).success).toBe(true);
    expect(letterStepSchema.safeParse({ letter: 'dispute_creditor' }).success).toBe(false);
  });

  it('step 2 requires the creditor’s name and whole mailing address, with the spec’s messages', () => {
    expect(messages(creditorStepSchema.safeParse(EMPTY_SETTLEMENT_FORM))).toEqual({
      creditor_name: 'Please enter the creditors name.',
      creditor_street_address: 'Please enter the creditors street address.',
      creditor_city: 'Please enter the creditors city.',
      creditor_province: 'Please choose a province.',
      creditor_postal_code: 'Please enter the creditors postal code.',
    });
    // Blank is empty: spaces alone do not count as a name.
    const blank = { ...COMPLETE, creditor_name: '   ' };
    expect(messages(creditorStepSchema.safeParse(blank))).toEqual({
      creditor_name: letterMessages.creditorName,
    });
  });

  it('step 2 takes the fax as typed, empty or not', () => {
    const typedIn = { ...COMPLETE, creditor_fax: '416 974 3561' };
    expect(creditorStepSchema.safeParse(typedIn).success).toBe(true);
    expect(creditorStepSchema.safeParse({ ...typedIn, creditor_fax: '' }).success).toBe(true);
  });

  it('step 2 asks for what a directory entry lacks: a postal code, a city', () => {
    // National Bank of Canada's head office has no postal code in the directory.
    const noPostalCode = { ...COMPLETE, creditor_postal_code: '' };
    expect(messages(creditorStepSchema.safeParse(noPostalCode))).toEqual({
      creditor_postal_code: 'Please enter the creditors postal code.',
    });
    expect(messages(creditorStepSchema.safeParse({ ...COMPLETE, creditor_city: '' }))).toEqual({
      creditor_city: 'Please enter the creditors city.',
    });
  });

  it('step 2 refuses a fax that is not one number, as the API does', () => {
    for (const fax of ['416-974-3561 (Toronto)', '555-0142', 'by mail', '416-974-3561 ext. 2']) {
      expect(messages(creditorStepSchema.safeParse({ ...COMPLETE, creditor_fax: fax }))).toEqual({
        creditor_fax: letterMessages.faxInvalid,
      });
    }
  });

  it('step 3 requires the account, reference, payment method, amount and balance claimed', () => {
    expect(messages(accountStepSchema.safeParse(EMPTY_SETTLEMENT_FORM))).toEqual({
      account_id: letterMessages.accountRequired,
      creditor_reference_number: 'Please enter the creditors reference number.',
      payment_method: letterMessages.paymentMethodRequired,
      creditor_amount: 'Please enter the creditor amount.',
      creditor_balance: letterMessages.creditorBalance,
    });
  });

  it('step 3 refuses an amount above the balance the creditor claims', () => {
    expect(
      messages(accountStepSchema.safeParse({ ...COMPLETE, creditor_balance: '1,000' })),
    ).toEqual({ creditor_amount: letterMessages.amountAboveBalance });
  });

  it('step 3 asks payments for the whole schedule, and takes one that adds up to the amount', () => {
    expect(accountStepSchema.safeParse({ ...COMPLETE, ...SCHEDULE }).success).toBe(true);
    const empty = {
      instalment_amount: '',
      instalment_frequency: '',
      instalment_count: '',
      first_payment_date: '',
    } as const;
    expect(messages(accountStepSchema.safeParse({ ...COMPLETE, ...SCHEDULE, ...empty }))).toEqual({
      instalment_amount: letterMessages.instalmentAmount,
      instalment_frequency: letterMessages.instalmentFrequency,
      instalment_count: letterMessages.instalmentCount,
      first_payment_date: letterMessages.firstPaymentDate,
    });
    expect(
      messages(accountStepSchema.safeParse({ ...COMPLETE, ...SCHEDULE, instalment_count: '5' })),
    ).toEqual({ instalment_amount: letterMessages.scheduleTotal });
    expect(
      messages(
        accountStepSchema.safeParse({ ...COMPLETE, ...SCHEDULE, first_payment_date: '2020-01-01' }),
      ),
    ).toEqual({ first_payment_date: letterMessages.firstPaymentPast });
  });

  it('step 3 refuses an amount that is not a decimal of dollars', () => {
    for (const amount of ['12.345', 'twelve', '-4', '10000001']) {
      expect(
        messages(accountStepSchema.safeParse({ ...COMPLETE, creditor_amount: amount })),
      ).toEqual({ creditor_amount: letterMessages.amountInvalid });
    }
    expect(accountStepSchema.safeParse({ ...COMPLETE, creditor_amount: '$1,250.5' }).success).toBe(
      true,
    );
  });

  it('tells whether a step may be left, step 4 having nothing to check', () => {
    expect(isStepValid(1, EMPTY_SETTLEMENT_FORM)).toBe(false);
    expect(isStepValid(2, { ...EMPTY_SETTLEMENT_FORM, creditor_name: 'A' })).toBe(false);
    expect([1, 2, 3].map((step) => isStepValid(step, COMPLETE))).toEqual([true, true, true]);
    expect(isStepValid(4, EMPTY_SETTLEMENT_FORM)).toBe(true);
  });

  it('finds the step that holds each body key', () => {
    expect(stepOfField('letter')).toBe(1);
    expect(stepOfField('creditor_fax')).toBe(2);
    expect(stepOfField('creditor_amount')).toBe(3);
    expect(stepOfField('password')).toBe(3);
    expect(stepOfField('step')).toBeNull();
  });
});
