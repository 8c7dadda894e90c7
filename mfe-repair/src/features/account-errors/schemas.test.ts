import { fieldTexts, letterTexts as m, messageIn, outdatedTexts } from 'shared/contract/messages';
import { type AccountErrorsFormValues, EMPTY_ACCOUNT_ERRORS_VALUES } from './form-values';
import { formMessages as contractFormMessages } from './schemas';

/** Field messages as an English reader sees them. */
function inEnglish(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, messageIn(message, 'en')]),
  );
}

/** The form's first message per field, in English. */
function formMessages(...args: Parameters<typeof contractFormMessages>) {
  return inEnglish(contractFormMessages(...args));
}

const empty = EMPTY_ACCOUNT_ERRORS_VALUES;

function with_(values: Partial<AccountErrorsFormValues>): AccountErrorsFormValues {
  return { ...empty, ...values };
}

describe('the form of each letter type, left empty', () => {
  it('account_corrections asks for the account, the amount, the agency and its address', () => {
    expect(formMessages('account_corrections', empty)).toEqual({
      account_id: m.accountRequired,
      adjusted_balance_amount: m.adjustedBalanceAmount,
      agency: m.agencyRequired,
      cra_street_address: m.agenciesStreetAddress,
      cra_city: m.agenciesCity,
      cra_province: m.provinceRequired,
      cra_postal_code: m.agenciesPostalCode,
    });
  });

  it('adjust_balance asks for the account and both amounts', () => {
    expect(formMessages('adjust_balance', empty)).toEqual({
      account_id: m.accountRequired,
      reported_balance_amount: m.reportedBalanceAmount,
      balance_adjustment: m.balanceAdjustment,
    });
  });

  it('does_not_have_account asks for the creditor and the account number', () => {
    expect(formMessages('does_not_have_account', empty)).toEqual({
      creditor_id: m.creditorRequired,
      account_number: 'Please enter your account number.',
    });
  });

  it('no_longer_responsible asks for the creditor name, the account number and the reason', () => {
    expect(formMessages('no_longer_responsible', empty)).toEqual({
      creditor_name: 'Please enter the creditors name.',
      account_number: 'Please enter the account number.',
      reason: 'Please choose why you are no longer responsible for this account.',
    });
  });

  it('remove_late_payment asks for the agency, the account and the past due payment', () => {
    expect(formMessages('remove_late_payment', empty)).toEqual({
      cra_name: 'Please enter the consumer reporting agency name.',
      cra_street_address: 'Please enter the consumer reporting agency street address.',
      cra_city: m.agencyCity,
      cra_province: m.provinceRequired,
      cra_postal_code: 'Please enter the consumer reporting agency postal code.',
      account_name: 'Please enter your account name.',
      account_number: 'Please enter your account number.',
      past_due_payment: 'Please enter your past due payment.',
    });
  });

  it('change_rating asks for the creditor account number and the filed date', () => {
    expect(formMessages('change_rating', empty)).toEqual({
      creditor_account_number: 'Please enter the creditor account number.',
      consumer_proposal_filed: 'Please enter the consumer proposal filed date.',
    });
  });

  it('statute_barred_account asks for the account name and number and the last payment', () => {
    expect(formMessages('statute_barred_account', empty)).toEqual({
      account_name: 'Please enter your account name.',
      account_number: 'Please enter your account number.',
      last_payment_date: 'Please enter the date of your last payment or acknowledgement.',
    });
  });

  it('statute_barred_account needs no collector, but a named one needs its address', () => {
    const named = with_({
      account_name: 'Old Loan',
      account_number: 'L-1',
      last_payment_date: '2017-05-31',
      creditor_name: 'Northern Recoveries Inc.',
    });
    expect(formMessages('statute_barred_account', named)).toEqual({
      creditor_street_address: m.collectorStreetAddress,
      creditor_city: m.collectorCity,
      creditor_province: m.provinceRequired,
      creditor_postal_code: m.collectorPostalCode,
    });
    expect(formMessages('statute_barred_account', { ...named, creditor_name: '' })).toEqual({});
  });

  it('late_payment asks for the account name and number and the past due payment', () => {
    expect(formMessages('late_payment', empty)).toEqual({
      account_name: 'Please enter your account name.',
      account_number: 'Please enter your account number.',
      past_due_payment: 'Please enter your past due payment.',
    });
  });

  it('outdated_item asks for the account name and number and what the item is', () => {
    expect(formMessages('outdated_item', empty)).toEqual({
      account_name: 'Please enter your account name.',
      account_number: 'Please enter your account number.',
      item_kind: outdatedTexts.itemKindRequired,
    });
  });

  it('treats blanks as empty', () => {
    expect(formMessages('statute_barred_account', with_({ account_name: '   ' }))).toHaveProperty(
      'account_name',
      m.accountName,
    );
  });
});

describe('amounts in the forms', () => {
  const late = { account_name: 'Maple Visa', account_number: '4520' };

  it('let account_corrections and adjust_balance through with text that is not a number', () => {
    expect(
      formMessages(
        'adjust_balance',
        with_({ account_id: 'a', reported_balance_amount: 'n/a', balance_adjustment: 'unknown' }),
      ),
    ).toEqual({});
  });

  it('refuse a number that is no amount, even where text falls back to 0', () => {
    expect(
      formMessages(
        'adjust_balance',
        with_({ account_id: 'a', reported_balance_amount: '12.345', balance_adjustment: '-3' }),
      ),
    ).toEqual({ reported_balance_amount: m.amountInvalid, balance_adjustment: m.amountInvalid });
  });

  it('require a number for the past due payment', () => {
    expect(formMessages('late_payment', with_({ ...late, past_due_payment: 'late' }))).toEqual({
      past_due_payment: m.amountInvalid,
    });
    expect(formMessages('late_payment', with_({ ...late, past_due_payment: '$1,045.10' }))).toEqual(
      {},
    );
  });
});

describe('other formats', () => {
  it('wants one fax number or none for the agency, as the API does', () => {
    const agency = with_({
      cra_name: 'TransUnion Canada',
      cra_street_address: '3115 Harvester Road',
      cra_city: 'Burlington',
      cra_province: 'Ontario',
      cra_postal_code: 'L7N 3N8',
      account_name: 'Maple Visa',
      account_number: '4520',
      past_due_payment: '80',
    });
    expect(formMessages('remove_late_payment', { ...agency, cra_fax: '905 555 0100' })).toEqual({});
    expect(
      formMessages('remove_late_payment', { ...agency, cra_fax: '(514) 355-8502 (old page)' }),
    ).toEqual({ cra_fax: m.faxInvalid });
  });

  it('wants a Canadian postal code and a real date', () => {
    expect(
      formMessages(
        'remove_late_payment',
        with_({
          cra_name: 'TransUnion Canada',
          cra_street_address: '3115 Harvester Road',
          cra_city: 'Burlington',
          cra_province: 'Ontario',
          cra_postal_code: '90210',
          account_name: 'Maple Visa',
          account_number: '4520',
          past_due_payment: '80',
        }),
      ),
    ).toEqual({ cra_postal_code: fieldTexts.postalCodeInvalid });
    expect(
      formMessages(
        'change_rating',
        with_({ creditor_account_number: 'C-1', consumer_proposal_filed: '2024-02-30' }),
      ),
    ).toEqual({ consumer_proposal_filed: m.consumerProposalFiled });
  });
});

describe('what the letters must carry (issue 14)', () => {
  const late = { account_name: 'Maple Visa', account_number: '4520', past_due_payment: '80' };
  const nextYear = new Date().getUTCFullYear() + 1;

  it('takes the late payments’ months as YYYY-MM separated by commas, none in the future', () => {
    expect(formMessages('late_payment', with_({ ...late, late_payment_months: '' }))).toEqual({});
    expect(
      formMessages('late_payment', with_({ ...late, late_payment_months: '2025-08, 2025-11' })),
    ).toEqual({});
    expect(
      formMessages('late_payment', with_({ ...late, late_payment_months: 'August 2025' })),
    ).toEqual({ late_payment_months: m.latePaymentMonths });
    expect(
      formMessages('late_payment', with_({ ...late, late_payment_months: `${nextYear}-01` })),
    ).toEqual({ late_payment_months: m.latePaymentMonthFuture });
  });

  it('lets change_rating go without a creditor or a rating, and takes a rating of the R scale', () => {
    const rating = { creditor_account_number: 'C-1', consumer_proposal_filed: '2023-11-14' };
    expect(formMessages('change_rating', with_(rating))).toEqual({});
    expect(
      formMessages(
        'change_rating',
        with_({ ...rating, creditor_name: 'CIBC', rating_requested: 'R7' }),
      ),
    ).toEqual({});
  });
});

describe('the outdated item’s dates', () => {
  const collection = with_({
    account_name: 'Northern Collections',
    account_number: 'NC-1',
    item_kind: 'collection',
  });

  it('wants a real date in each field the kind reads for the bureaus chosen, or none', () => {
    // The rule says which are needed, with the province and today (outdated-item.tsx).
    expect(formMessages('outdated_item', collection)).toEqual({});
    expect(
      formMessages('outdated_item', {
        ...collection,
        last_activity_date: '2019-02-30',
        first_delinquency_date: 'last spring',
      }),
    ).toEqual({
      last_activity_date: outdatedTexts.dateInvalid,
      first_delinquency_date: outdatedTexts.dateInvalid,
    });
  });

  it('does not read the dates of another kind or of a bureau not chosen', () => {
    expect(
      formMessages('outdated_item', {
        ...collection,
        bureau: 'Equifax',
        first_delinquency_date: 'last spring',
        discharged_date: 'soon',
      }),
    ).toEqual({});
  });

  it('takes 0 to 9 other bankruptcies', () => {
    const bankruptcy = { ...collection, item_kind: 'bankruptcy' } as const;
    expect(formMessages('outdated_item', { ...bankruptcy, other_bankruptcies: '9' })).toEqual({});
    expect(
      formMessages('outdated_item', {
        ...bankruptcy,
        other_bankruptcies: '10' as AccountErrorsFormValues['other_bankruptcies'],
      }),
    ).toEqual({ other_bankruptcies: outdatedTexts.otherBankruptciesInvalid });
  });
});
