import type { FastifyInstance } from 'fastify';
import type { LetterType } from 'shared/contract';
import { VISA } from '../banking/support';
import { savedId } from '../profile/support';
import { type LettersUser, newLettersUser, type SeededPerson, seedPerson } from './support';

/**
 * A valid generate body for every letter type the engine registers, and consumers in several
 * provinces, for the tests that go over every letter (layout, how to send it). A type added to
 * the registry without a body here fails those tests on purpose.
 */

/** Province ids of the contract: 1 British Columbia, 5 Northwest Territories, 8 Ontario, 10 Quebec. */
export const CONSUMERS: Record<'ON' | 'QC' | 'BC' | 'NT', Omit<SeededPerson, 'middle_name'>> = {
  ON: {
    first_name: 'Sam',
    last_name: 'Tremblay',
    address_line_one: '100 King Street West, Unit 12',
    city: 'Toronto',
    province_id: 8,
    postal_code: 'M5X 1A9',
  },
  QC: {
    first_name: 'Élodie',
    last_name: 'Côté',
    address_line_one: '1234 rue Saint-Denis, appartement 5',
    city: 'Montréal',
    province_id: 10,
    postal_code: 'H2X 3K4',
  },
  BC: {
    first_name: 'Priya',
    last_name: 'Sandhu',
    address_line_one: '5000 No. 3 Road',
    city: 'Richmond',
    province_id: 1,
    postal_code: 'V6X 2C3',
  },
  NT: {
    first_name: 'Mary',
    last_name: 'Kodakin',
    address_line_one: '4910 50th Avenue',
    city: 'Yellowknife',
    province_id: 5,
    postal_code: 'X1A 2P3',
  },
};

export interface LetterConsumer {
  user: LettersUser;
  accountId: string;
  creditorId: string;
}

/** A consumer of one province, with the Maple Visa account and the first directory creditor. */
export function newConsumer(
  app: FastifyInstance,
  province: keyof typeof CONSUMERS,
): Promise<LetterConsumer> {
  return newConsumerFrom(app, CONSUMERS[province]);
}

/** A consumer with this name and address, the Maple Visa account and the first directory creditor. */
export async function newConsumerFrom(
  app: FastifyInstance,
  person: Omit<SeededPerson, 'middle_name'>,
): Promise<LetterConsumer> {
  const user = await newLettersUser(app);
  await seedPerson(app, user.userId, { ...person, middle_name: '' });
  const created = await user.call('POST', '/banking-information', {
    ...VISA,
    secret: user.password,
  });
  const accountId = savedId(created, 201);
  const [first] = await user.list<[string, string]>('/creditor/list');
  if (!first) throw new Error('the creditor directory is empty');
  return { user, accountId, creditorId: first[0] };
}

/** A body per type, as the wizards send them (the bureau-bound ones to both bureaus). */
export function everyLetterBody({
  user,
  accountId,
  creditorId,
}: LetterConsumer): Record<LetterType, Record<string, unknown>> {
  const typedCreditor = {
    creditor_name: 'Collectcents Inc.',
    creditor_street_address: '1 Yonge Street, Suite 300',
    creditor_city: 'Toronto',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M5E 1E5',
  };
  const settlement = {
    step: 4,
    creditor_id: creditorId,
    ...typedCreditor,
    creditor_fax: '(416) 555-0199',
    account_id: accountId,
    creditor_reference_number: 'CC-2026-0042',
    creditor_amount: 1200,
    creditor_balance: 2469.12,
    password: user.password,
  };
  /** A first payment date the contract accepts whenever the test runs: January 15 next year. */
  const firstPayment = `${new Date().getUTCFullYear() + 1}-01-15`;
  // The agency fields as the account-errors form fills them from the bureau reference data.
  const agency = (street: string, city: string, province: string, postalCode: string) => ({
    cra_description: '',
    cra_street_address: street,
    cra_city: city,
    cra_province: province,
    cra_postal_code: postalCode,
    cra_fax: '',
  });
  const equifaxAgency = agency(
    'National Consumer Relations, Box 190',
    'Montréal',
    'Quebec',
    'H1S 2Z2',
  );
  const transunionAgency = agency(
    '3115 Harvester Road, Suite 201',
    'Burlington',
    'Ontario',
    'L7N 3N8',
  );
  return {
    credit_report_request: {},
    error_of_employment: {
      current_employer: 'Northwind Logistics',
      previous_employer: 'Acme Foods',
    },
    error_of_name: { correct_name: 'Sam Lee Tremblay', incorrect_name: 'Samuel Tremblet' },
    error_of_address: {
      street_address: '77 Rideau Street',
      address_line_two: 'Apt 1504',
      city: 'Ottawa',
      province: 'Ontario',
      postal_code: 'K1N 5W8',
    },
    error_on_credit_file: {
      amount_reported: 987.65,
      case_number: 'SC-23-04410',
      judgment_filed_date: '2023-09-14',
      judgment_filed_place: 'Small Claims Court, Ottawa',
    },
    adjust_balance: {
      account_id: accountId,
      reported_balance_amount: 1534.07,
      balance_adjustment: 1234.56,
      password: user.password,
    },
    no_longer_responsible: {
      account_number: 'TD-99-1234',
      creditor_name: 'TD Canada Trust',
      reason: 'bankruptcy',
    },
    change_rating: {
      consumer_proposal_filed: '2023-11-05',
      creditor_account_number: 'CIBC 7788-12',
      creditor_name: 'CIBC',
      rating_requested: 'R7',
    },
    statute_barred_account: {
      account_name: 'Old Phone Bill',
      account_number: 'RG-5550001',
      last_payment_date: '2017-05-31',
      ...typedCreditor,
      creditor_id: null,
      creditor_fax: '',
    },
    late_payment: {
      account_name: 'Maple Visa',
      account_number: '4520 8817 3306 9012',
      past_due_payments: 250,
      late_payment_months: ['2025-08', '2025-11'],
    },
    outdated_item: {
      account_name: 'Northern Collections',
      account_number: 'NC-2016-4471',
      item_kind: 'collection',
      last_activity_date: '2017-05-31',
      first_delinquency_date: '2016-11-30',
    },
    consumer_statement: {
      statement:
        'I lost my job in 2023. I paid every account again once I found work, and every payment since has been on time.',
      item: 'Maple Visa',
    },
    unauthorized_inquiry: {
      creditor_amount: 2500,
      inquiry_date: '2025-09-14',
      ...typedCreditor,
      creditor_fax: '',
    },
    account_corrections: {
      ...equifaxAgency,
      consumer_reporting_agency: 'Equifax',
      account_id: accountId,
      adjusted_balance_amount: 1100,
      password: user.password,
    },
    does_not_have_account: { account_number: 'ACC-998877', creditor_id: creditorId },
    remove_late_payment: {
      ...transunionAgency,
      cra_name: 'TransUnion Canada',
      account_name: 'Maple Visa',
      account_number: '4520 8817 3306 9012',
      past_due_payment: 175.25,
      late_payment_months: ['2025-10'],
      cra_description: 'I paid this bill on the due date by online banking.',
    },
    dispute_creditor: {
      step: 4,
      creditor_id: creditorId,
      ...typedCreditor,
      creditor_fax: '',
      creditor_phone: '(416) 555-0100',
      creditor_toll_free: '1-888-555-0100',
      creditor_email: 'disputes@collectcents.example',
      account_id: accountId,
      creditor_reference_number: 'CC-2026-0042',
      original_creditor: 'Maple Bank',
      creditor_comments: 'I closed this account in 2021 and paid the final bill.',
      password: user.password,
    },
    offer_a_settlement: { ...settlement, payment_method: 'lump_sum' },
    accept_a_settlement: {
      ...settlement,
      payment_method: 'payments',
      instalment_amount: 100,
      instalment_count: 12,
      instalment_frequency: 'monthly',
      first_payment_date: firstPayment,
    },
  };
}
