import { LETTER_BODIES, type LetterBodies } from './letter-bodies';
import {
  limitationTexts,
  letterTexts as m,
  messageIn,
  outdatedTexts,
  statementTexts,
} from './messages/catalogs';

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const FIRST_PAYMENT = `${NEXT_YEAR}-01-15`;

const ACCOUNT = '0b5f0c1e-1111-4111-8111-111111111111';
const CREDITOR = '6f1c2b9e-3f9a-4c55-9d0e-0a1b2c3d4e5f';

/** A valid body of every type, as the wizards send them. */
const VALID: { [Type in keyof LetterBodies]: LetterBodies[Type] } = {
  error_of_employment: { current_employer: 'Hydro One', previous_employer: 'Loblaw' },
  error_of_name: { correct_name: 'Marie Côté', incorrect_name: 'Mary Cote' },
  error_of_address: {
    street_address: '12 Rue Principale',
    city: 'Gatineau',
    province: 'Quebec',
    postal_code: 'j8x1a1',
  },
  error_on_credit_file: {
    case_number: 'SC-21-4410',
    judgment_filed_place: 'Ontario Superior Court, Toronto',
    judgment_filed_date: '2021-03-04',
    amount_reported: 2450.5,
  },
  unauthorized_inquiry: {
    creditor_amount: 0,
    creditor_name: 'Capital One (Canada)',
    creditor_street_address: 'P.O. Box 503, Stn. D',
    creditor_city: 'Scarborough',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M1R 5L1',
    creditor_fax: '',
  },
  account_corrections: {
    account_id: ACCOUNT,
    adjusted_balance_amount: 0,
    consumer_reporting_agency: 'Equifax',
    cra_street_address: 'Box 190',
    cra_city: 'Montréal',
    cra_province: 'Quebec',
    cra_postal_code: 'H1S 2Z2',
    cra_fax: '514-355-8502',
    password: 'a password',
  },
  adjust_balance: {
    account_id: ACCOUNT,
    reported_balance_amount: 1200,
    balance_adjustment: 0,
    password: 'a password',
  },
  does_not_have_account: { account_number: '5191 2201', creditor_id: CREDITOR },
  no_longer_responsible: { account_number: '5191 2201', creditor_name: 'MBNA', reason: 'closed' },
  remove_late_payment: {
    account_name: 'Visa',
    account_number: '4520',
    cra_city: 'Burlington',
    cra_description: '',
    cra_fax: '',
    cra_name: 'TransUnion',
    cra_postal_code: 'L7N 3N8',
    cra_province: 'Ontario',
    cra_street_address: '3115 Harvester Road, Suite 201',
    past_due_payment: 89.99,
  },
  change_rating: { consumer_proposal_filed: '2024-11-30', creditor_account_number: '77-120' },
  statute_barred_account: {
    account_name: 'Old loan',
    account_number: '99-1',
    last_payment_date: '2017-05-31',
  },
  late_payment: { account_name: 'Visa', account_number: '4520', past_due_payments: 45 },
  consumer_statement: { statement: 'I lost my job in 2023 and paid every debt since.' },
  dispute_creditor: {
    step: 4,
    creditor_id: null,
    creditor_name: 'InDebted',
    creditor_street_address: '18 King Street East, Suite 1400',
    creditor_city: 'Toronto',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M5C 1C4',
    creditor_phone: '844-233-7240',
    creditor_toll_free: '',
    creditor_fax: '',
    creditor_email: '',
    account_id: ACCOUNT,
    creditor_reference_number: 'IND-5521',
    original_creditor: 'Rogers',
    creditor_comments: '',
    password: 'a password',
  },
  outdated_item: {
    account_name: 'Rogers Bank Mastercard',
    account_number: '5191 2201',
    item_kind: 'collection',
    last_activity_date: '2018-03-02',
    first_delinquency_date: '2018-01-15',
  },
  offer_a_settlement: {
    step: 4,
    creditor_id: CREDITOR,
    creditor_name: 'Capital One (Canada)',
    creditor_street_address: 'P.O. Box 503, Stn. D',
    creditor_city: 'Scarborough',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M1R 5L1',
    creditor_fax: '',
    account_id: ACCOUNT,
    creditor_reference_number: 'C1-889',
    payment_method: 'lump_sum',
    creditor_amount: 1500,
    creditor_balance: 3000,
    password: 'a password',
  },
  accept_a_settlement: {
    creditor_name: 'Capital One (Canada)',
    creditor_street_address: 'P.O. Box 503, Stn. D',
    creditor_city: 'Scarborough',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M1R 5L1',
    account_id: ACCOUNT,
    creditor_reference_number: 'C1-889',
    payment_method: 'payments',
    creditor_amount: 1500.25,
    creditor_balance: 2400,
    instalment_amount: 300.05,
    instalment_frequency: 'monthly',
    instalment_count: 5,
    first_payment_date: FIRST_PAYMENT,
    password: 'a password',
  },
};

/** The message each required field gives when it is missing (spec section 5). */
const REQUIRED: { [Type in keyof LetterBodies]: Record<string, string> } = {
  error_of_employment: {
    current_employer: m.currentEmployer,
    previous_employer: m.previousEmployer,
  },
  error_of_name: { correct_name: m.correctName, incorrect_name: m.incorrectName },
  error_of_address: {
    street_address: m.streetAddress,
    city: m.city,
    postal_code: m.postalCode,
    province: m.provinceRequired,
  },
  error_on_credit_file: {
    case_number: m.caseNumber,
    judgment_filed_place: m.judgmentFiledPlace,
    judgment_filed_date: m.judgmentFiledDate,
    amount_reported: m.amountReported,
  },
  unauthorized_inquiry: {
    creditor_name: m.creditorName,
    creditor_street_address: m.creditorStreetAddress,
    creditor_city: m.creditorCity,
    creditor_postal_code: m.creditorPostalCode,
    creditor_province: m.provinceRequired,
  },
  account_corrections: {
    account_id: m.accountRequired,
    adjusted_balance_amount: m.adjustedBalanceAmount,
    consumer_reporting_agency: m.agencyRequired,
    cra_street_address: m.agenciesStreetAddress,
    cra_city: m.agenciesCity,
    cra_postal_code: m.agenciesPostalCode,
    cra_province: m.provinceRequired,
    password: m.password,
  },
  adjust_balance: {
    account_id: m.accountRequired,
    reported_balance_amount: m.reportedBalanceAmount,
    balance_adjustment: m.balanceAdjustment,
    password: m.password,
  },
  does_not_have_account: { account_number: m.yourAccountNumber, creditor_id: m.creditorRequired },
  no_longer_responsible: {
    account_number: m.theAccountNumber,
    creditor_name: m.creditorName,
    reason: m.noLongerResponsibleReason,
  },
  remove_late_payment: {
    cra_name: m.agencyName,
    cra_street_address: m.agencyStreetAddress,
    cra_city: m.agencyCity,
    cra_postal_code: m.agencyPostalCode,
    cra_province: m.provinceRequired,
    account_name: m.accountName,
    account_number: m.yourAccountNumber,
    past_due_payment: m.pastDuePayment,
  },
  change_rating: {
    creditor_account_number: m.creditorAccountNumber,
    consumer_proposal_filed: m.consumerProposalFiled,
  },
  statute_barred_account: {
    account_name: m.accountName,
    account_number: m.yourAccountNumber,
    last_payment_date: limitationTexts.lastPaymentRequired,
  },
  late_payment: {
    account_name: m.accountName,
    account_number: m.yourAccountNumber,
    past_due_payments: m.pastDuePayment,
  },
  outdated_item: {
    account_name: m.accountName,
    account_number: m.yourAccountNumber,
    item_kind: outdatedTexts.itemKindRequired,
  },
  consumer_statement: { statement: statementTexts.required },
  dispute_creditor: {
    creditor_name: m.creditorName,
    creditor_street_address: m.creditorStreetAddress,
    creditor_city: m.creditorCity,
    creditor_province: m.provinceRequired,
    creditor_postal_code: m.creditorPostalCode,
    account_id: m.accountRequired,
    creditor_reference_number: m.creditorReferenceNumber,
    original_creditor: m.originalCreditor,
    password: m.password,
  },
  offer_a_settlement: {
    creditor_name: m.creditorName,
    creditor_street_address: m.creditorStreetAddress,
    creditor_city: m.creditorCity,
    creditor_province: m.provinceRequired,
    creditor_postal_code: m.creditorPostalCode,
    account_id: m.accountRequired,
    creditor_reference_number: m.creditorReferenceNumber,
    payment_method: m.paymentMethodRequired,
    creditor_amount: m.creditorAmount,
    creditor_balance: m.creditorBalance,
    password: m.password,
  },
  accept_a_settlement: {
    creditor_name: m.creditorName,
    creditor_street_address: m.creditorStreetAddress,
    creditor_city: m.creditorCity,
    creditor_province: m.provinceRequired,
    creditor_postal_code: m.creditorPostalCode,
    account_id: m.accountRequired,
    creditor_reference_number: m.creditorReferenceNumber,
    payment_method: m.paymentMethodRequired,
    creditor_amount: m.creditorAmount,
    creditor_balance: m.creditorBalance,
    password: m.password,
  },
};

const TYPES = Object.keys(LETTER_BODIES) as (keyof LetterBodies)[];

function messagesOf(type: keyof LetterBodies, body: unknown): Record<string, string> {
  const result = LETTER_BODIES[type].safeParse(body);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues)
    messages[issue.path.join('.')] ??= messageIn(issue.message, 'en');
  return messages;
}

describe('letter generate bodies', () => {
  it.each(TYPES)('%s accepts the body its wizard sends', (type) => {
    expect(LETTER_BODIES[type].safeParse(VALID[type]).success).toBe(true);
  });

  it.each(TYPES)('%s names every missing required field with its message', (type) => {
    expect(messagesOf(type, {})).toEqual(REQUIRED[type]);
  });

  it.each(TYPES)('%s answers a blank text field as empty, not as valid', (type) => {
    const [field, message] = Object.entries(REQUIRED[type]).find(
      ([key]) => typeof (VALID[type] as Record<string, unknown>)[key] === 'string',
    ) ?? ['', ''];
    if (field === 'account_id' || field === 'creditor_id') return;
    expect(messagesOf(type, { ...VALID[type], [field]: '   ' })[field]).toBe(message);
  });

  it.each(TYPES)('%s refuses a field it does not know', (type) => {
    expect(LETTER_BODIES[type].safeParse({ ...VALID[type], extra: 1 }).success).toBe(false);
  });

  it('takes bureau only on the letters that go to the bureaus', () => {
    const bureauBound = TYPES.filter((type) => 'bureau' in LETTER_BODIES[type].shape);
    expect(bureauBound).toEqual([
      'error_of_employment',
      'error_of_name',
      'error_of_address',
      'error_on_credit_file',
      'adjust_balance',
      'no_longer_responsible',
      'change_rating',
      'statute_barred_account',
      'late_payment',
      'outdated_item',
      'consumer_statement',
    ]);
    expect(
      LETTER_BODIES.late_payment.safeParse({ ...VALID.late_payment, bureau: 'Experian' }).success,
    ).toBe(false);
  });

  it('keeps money exact: at most 2 decimals, never negative', () => {
    const late = VALID.late_payment;
    expect(messagesOf('late_payment', { ...late, past_due_payments: 10.005 })).toEqual({
      past_due_payments: m.amountInvalid,
    });
    expect(messagesOf('late_payment', { ...late, past_due_payments: -1 })).toEqual({
      past_due_payments: m.amountInvalid,
    });
    expect(messagesOf('late_payment', { ...late, past_due_payments: '45' })).toEqual({
      past_due_payments: m.pastDuePayment,
    });
  });

  it('formats postal codes and checks dates and provinces', () => {
    const parsed = LETTER_BODIES.error_of_address.parse(VALID.error_of_address);
    expect(parsed.postal_code).toBe('J8X 1A1');
    expect(
      messagesOf('error_of_address', {
        ...VALID.error_of_address,
        province: 'Prince Edward Island',
      }),
    ).toEqual({ province: m.provinceRequired });
    expect(
      messagesOf('change_rating', {
        ...VALID.change_rating,
        consumer_proposal_filed: '2024-02-30',
      }),
    ).toEqual({ consumer_proposal_filed: m.consumerProposalFiled });
  });

  it('fills the optional parts of the whole-wizard-state bodies', () => {
    expect(LETTER_BODIES.accept_a_settlement.parse(VALID.accept_a_settlement)).toMatchObject({
      creditor_id: null,
      creditor_fax: '',
    });
    expect(
      LETTER_BODIES.unauthorized_inquiry.parse({
        ...VALID.unauthorized_inquiry,
        creditor_amount: undefined,
      }).creditor_amount,
    ).toBe(0);
    expect(
      messagesOf('dispute_creditor', { ...VALID.dispute_creditor, creditor_email: 'not-an-email' }),
    ).toEqual({ creditor_email: m.emailInvalid });
  });

  it('takes one phone or fax number in each number field, or nothing', () => {
    const numbers = {
      creditor_fax: '(416) 555-0142',
      creditor_phone: '416.555.0143 ext. 12',
      creditor_toll_free: '1 800 555 0199',
    };
    expect(messagesOf('dispute_creditor', { ...VALID.dispute_creditor, ...numbers })).toEqual({});
    expect(messagesOf('dispute_creditor', { ...VALID.dispute_creditor, creditor_fax: '' })).toEqual(
      {},
    );
  });

  it.each([
    ['905-735-2644 (older complaint page; may be outdated)'],
    ['1-877-700-0043 (Toronto 416-933-1700)'],
    ['555-0142'],
    ['fax'],
    ['416-555-0142 ext. 4'],
  ])('refuses %j in a fax field of every body that has one, with the fax message', (fax) => {
    const faxFields = [
      ['unauthorized_inquiry', 'creditor_fax'],
      ['account_corrections', 'cra_fax'],
      ['remove_late_payment', 'cra_fax'],
      ['dispute_creditor', 'creditor_fax'],
      ['offer_a_settlement', 'creditor_fax'],
      ['accept_a_settlement', 'creditor_fax'],
    ] as const;
    for (const [type, field] of faxFields) {
      expect(messagesOf(type, { ...VALID[type], [field]: fax })).toEqual({
        [field]: m.faxInvalid,
      });
    }
  });

  it('refuses a phone that is not one number and a toll-free field holding a local number', () => {
    expect(
      messagesOf('dispute_creditor', {
        ...VALID.dispute_creditor,
        creditor_phone: '416-555-0142 or 416-555-0143',
        creditor_toll_free: '(416) 555-0142',
      }),
    ).toEqual({ creditor_phone: m.phoneInvalid, creditor_toll_free: m.tollFreeInvalid });
    expect(m.faxInvalid).toBe('Please enter a valid fax number, like (416) 555-0142.');
  });
});

describe('what each letter must carry (issue 14)', () => {
  const nextMonth = `${NEXT_YEAR}-01`;

  it.each(['late_payment', 'remove_late_payment'] as const)(
    '%s takes the months of the late payments (optional), in order, each once',
    (type) => {
      expect(LETTER_BODIES[type].parse(VALID[type]).late_payment_months).toEqual([]);
      const months = ['2025-11', '2025-08', '2025-11'];
      expect(
        LETTER_BODIES[type].parse({ ...VALID[type], late_payment_months: months })
          .late_payment_months,
      ).toEqual(['2025-08', '2025-11']);
    },
  );

  it.each(['late_payment', 'remove_late_payment'] as const)(
    '%s refuses a month in the future, a month not written YYYY-MM and too many months',
    (type) => {
      const refused = (late_payment_months: unknown) =>
        messagesOf(type, { ...VALID[type], late_payment_months });
      expect(refused(['2025-08', nextMonth])).toEqual({
        late_payment_months: m.latePaymentMonthFuture,
      });
      expect(refused(['2025-13'])).toEqual({ late_payment_months: m.latePaymentMonths });
      expect(refused(['Aug 2025'])).toEqual({ late_payment_months: m.latePaymentMonths });
      expect(refused('2025-08')).toEqual({ late_payment_months: m.latePaymentMonths });
      expect(refused([202508])).toEqual({ 'late_payment_months.0': m.latePaymentMonths });
      const many = Array.from(
        { length: 25 },
        (_, index) => `2020-${String((index % 12) + 1).padStart(2, '0')}`,
      );
      expect(refused(many)).toEqual({ late_payment_months: m.latePaymentMonthsTooMany });
    },
  );

  it('takes the date of an unauthorized inquiry (optional), never in the future', () => {
    const inquiry = VALID.unauthorized_inquiry;
    expect(LETTER_BODIES.unauthorized_inquiry.parse(inquiry).inquiry_date).toBe('');
    expect(
      LETTER_BODIES.unauthorized_inquiry.parse({ ...inquiry, inquiry_date: '2025-09-14' })
        .inquiry_date,
    ).toBe('2025-09-14');
    expect(messagesOf('unauthorized_inquiry', { ...inquiry, inquiry_date: '2025-02-30' })).toEqual({
      inquiry_date: m.inquiryDate,
    });
    expect(
      messagesOf('unauthorized_inquiry', { ...inquiry, inquiry_date: `${NEXT_YEAR}-01-01` }),
    ).toEqual({ inquiry_date: m.inquiryDateFuture });
  });

  it('takes the creditor and the rating asked for on a rating change (optional), from the R scale', () => {
    const rating = VALID.change_rating;
    expect(LETTER_BODIES.change_rating.parse(rating)).toMatchObject({
      creditor_name: '',
      rating_requested: '',
    });
    expect(
      LETTER_BODIES.change_rating.parse({
        ...rating,
        creditor_name: 'CIBC',
        rating_requested: 'R7',
      }),
    ).toMatchObject({ creditor_name: 'CIBC', rating_requested: 'R7' });
    for (const wrong of ['R6', 'R0', 'r7', 'I7', 7]) {
      expect(messagesOf('change_rating', { ...rating, rating_requested: wrong })).toEqual({
        rating_requested: m.ratingRequested,
      });
    }
  });

  describe('settlement terms', () => {
    const byPayments = VALID.accept_a_settlement;
    const lumpSum = VALID.offer_a_settlement;

    it('takes a lump sum without a schedule, and a complete schedule that adds up to the amount', () => {
      expect(LETTER_BODIES.offer_a_settlement.safeParse(lumpSum).success).toBe(true);
      expect(LETTER_BODIES.accept_a_settlement.safeParse(byPayments).success).toBe(true);
    });

    it.each([
      ['instalment_amount', m.instalmentAmount],
      ['instalment_frequency', m.instalmentFrequency],
      ['instalment_count', m.instalmentCount],
      ['first_payment_date', m.firstPaymentDate],
    ])('requires %s for payments', (field, message) => {
      const body: Record<string, unknown> = { ...byPayments };
      delete body[field];
      expect(messagesOf('accept_a_settlement', body)).toEqual({ [field]: message });
    });

    it('refuses a schedule whose total is not the amount, a single payment and a past first date', () => {
      expect(messagesOf('accept_a_settlement', { ...byPayments, instalment_amount: 300 })).toEqual({
        instalment_amount: m.scheduleTotal,
      });
      expect(
        messagesOf('accept_a_settlement', {
          ...byPayments,
          instalment_count: 1,
          instalment_amount: 1500.25,
        }),
      ).toEqual({ instalment_count: m.instalmentCount });
      expect(
        messagesOf('accept_a_settlement', { ...byPayments, first_payment_date: '2020-01-15' }),
      ).toEqual({ first_payment_date: m.firstPaymentPast });
      expect(
        messagesOf('accept_a_settlement', { ...byPayments, instalment_frequency: 'yearly' }),
      ).toEqual({ instalment_frequency: m.instalmentFrequency });
    });

    it('requires the balance the creditor claims, no less than the amount', () => {
      const { creditor_balance: _, ...noBalance } = lumpSum;
      expect(messagesOf('offer_a_settlement', noBalance)).toEqual({
        creditor_balance: m.creditorBalance,
      });
      expect(messagesOf('offer_a_settlement', { ...lumpSum, creditor_balance: 1499.99 })).toEqual({
        creditor_amount: m.amountAboveBalance,
      });
      expect(
        LETTER_BODIES.offer_a_settlement.safeParse({ ...lumpSum, creditor_balance: 1500 }).success,
      ).toBe(true);
    });
  });
});

describe('the statute-barred body', () => {
  const body = VALID.statute_barred_account;

  it('takes only a real date as the last payment', () => {
    for (const date of ['2017-02-30', '31/05/2017', '1899-12-31']) {
      expect(messagesOf('statute_barred_account', { ...body, last_payment_date: date })).toEqual({
        last_payment_date: limitationTexts.lastPaymentInvalid,
      });
    }
  });

  it('needs no collector, but a named one needs a whole address to be written to', () => {
    expect(messagesOf('statute_barred_account', { ...body, creditor_name: 'Coll Ltd' })).toEqual({
      creditor_street_address: m.collectorStreetAddress,
      creditor_city: m.collectorCity,
      creditor_province: m.provinceRequired,
      creditor_postal_code: m.collectorPostalCode,
    });
    const collector = {
      creditor_id: CREDITOR,
      creditor_street_address: '1 Yonge Street',
      creditor_city: 'Toronto',
      creditor_province: 'Ontario',
      creditor_postal_code: 'm5e1e5',
    };
    expect(messagesOf('statute_barred_account', { ...body, ...collector })).toEqual({
      creditor_name: m.collectorName,
    });
    const parsed = LETTER_BODIES.statute_barred_account.parse({
      ...body,
      ...collector,
      creditor_name: 'Coll Ltd',
    });
    expect(parsed.creditor_postal_code).toBe('M5E 1E5');
  });
});

describe('the consumer statement body', () => {
  it('keeps the statement as typed inside, trimmed at the ends, and bounds its size', () => {
    const statement = '  Line one.\nLine two, “quoted”.  ';
    const parsed = LETTER_BODIES.consumer_statement.parse({ statement });
    expect(parsed.statement).toBe('Line one.\nLine two, “quoted”.');
    expect(parsed.item).toBe('');
    expect(messagesOf('consumer_statement', { statement: 'x'.repeat(2001) })).toHaveProperty(
      'statement',
    );
  });
});
