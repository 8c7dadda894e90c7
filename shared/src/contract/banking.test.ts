import type { z } from 'shared/zod';
import { bankingAccountCreate, bankingAccountForm, bankingAccountUpdate } from './banking';
import { bankingTexts, messageIn } from './messages/catalogs';

/** The first message zod gives for each field path, as an English reader sees it. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(root)';
    found[path] ??= messageIn(issue.message, 'en');
  }
  return found;
}

const ACCOUNT = {
  account_name: 'Maple Visa',
  full_account_number: '4520 1234 5678 9012',
  credit_limit: 5000,
  account_association: 'individual',
  account_type: 'revolving',
  account_status: 'agreed',
  correct_credit_balance: 1234.56,
  reported_credit_balance: 1534.56,
  number_of_late_payments: 2,
  date_of_last_activity: '2026-01-15',
  date_opened: '2019-06-01',
};

describe('banking account form', () => {
  it('gives each required field its own message when the form is empty', () => {
    // What an untouched form sends: empty texts and dates, NaN from empty number inputs.
    const empty = {
      account_name: '',
      full_account_number: '',
      credit_limit: Number.NaN,
      account_association: '',
      account_type: '',
      account_status: '',
      correct_credit_balance: Number.NaN,
      reported_credit_balance: Number.NaN,
      number_of_late_payments: Number.NaN,
      date_of_last_activity: '',
      date_opened: '',
    };
    expect(messages(bankingAccountForm, empty)).toEqual({
      account_name: 'Please enter your account name.',
      full_account_number: 'Please enter your full account number.',
      credit_limit: 'Please enter your credit limit.',
      correct_credit_balance: 'Please enter your correct credit balance.',
      reported_credit_balance: 'Please enter your reported credit balance.',
      number_of_late_payments: 'Please enter your amount of late payments.',
      date_of_last_activity: 'Please enter your date of last activity.',
      date_opened: 'Please enter your date opened.',
    });
  });

  it('leaves association, type and status optional', () => {
    const parsed = bankingAccountForm.parse({
      ...ACCOUNT,
      account_association: '',
      account_type: '',
      account_status: '',
    });
    expect(parsed).toMatchObject({ account_association: '', account_type: '', account_status: '' });
    const { account_association, account_type, account_status, ...withoutChoices } = ACCOUNT;
    expect(bankingAccountForm.parse(withoutChoices).account_type).toBe('');
  });

  it('keeps amounts with cents and refuses fractions of a cent, negatives and floats of late payments', () => {
    expect(bankingAccountForm.parse(ACCOUNT).correct_credit_balance).toBe(1234.56);
    expect(
      messages(bankingAccountForm, {
        ...ACCOUNT,
        credit_limit: 1.234,
        correct_credit_balance: -1,
        reported_credit_balance: 10_000_000.01,
        number_of_late_payments: 1.5,
      }),
    ).toEqual({
      credit_limit: bankingTexts.amountInvalid,
      correct_credit_balance: bankingTexts.amountInvalid,
      reported_credit_balance: bankingTexts.amountInvalid,
      number_of_late_payments: 'Please enter a whole number of late payments from 0 to 999.',
    });
  });

  it('checks dates, choices and the account number', () => {
    expect(
      messages(bankingAccountForm, {
        ...ACCOUNT,
        date_opened: '2019-02-30',
        account_status: 'closed',
        full_account_number: '4520<script>',
      }),
    ).toEqual({
      date_opened: 'Please enter your date opened.',
      account_status: expect.any(String),
      full_account_number: bankingTexts.accountNumberInvalid,
    });
  });

  it('has no secret field: the gate password is added only to the request bodies', () => {
    expect(messages(bankingAccountForm, { ...ACCOUNT, secret: 'pw' })).toEqual({
      // zod's own words for an unknown key (shared/forms may have replaced them): any message.
      '(root)': expect.any(String),
    });
    expect(messages(bankingAccountCreate, ACCOUNT)).toEqual({
      secret: 'Please enter your password.',
    });
    expect(bankingAccountCreate.parse({ ...ACCOUNT, secret: 'pw' }).secret).toBe('pw');
    expect(messages(bankingAccountUpdate, { ...ACCOUNT, secret: 'pw' })).toEqual({
      id: expect.any(String),
    });
  });
});
