import type { z } from 'shared/zod';
import { formatPostalCode } from './fields';
import { messageIn, profileTexts } from './messages/catalogs';
import {
  address,
  addressUpdate,
  bankruptcy,
  contact,
  dateOfBirthMessage,
  employment,
  identification,
} from './profile';

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

const POSTAL_INVALID = 'Please enter a valid postal code, like A1A 1A1.';

describe('postal codes', () => {
  it('formats input as the user types: upper case, a space once 6 are typed, 7 at most', () => {
    expect(formatPostalCode('m')).toBe('M');
    expect(formatPostalCode('m5h2n')).toBe('M5H2N');
    expect(formatPostalCode('m5h2n2')).toBe('M5H 2N2');
    expect(formatPostalCode('m5h 2n2')).toBe('M5H 2N2');
    expect(formatPostalCode('M5H 2N2X')).toBe('M5H 2N2');
  });

  const current = {
    address_line_one: '1 Main St',
    city: 'Toronto',
    postal_code: 'm5h2n2',
    is_previous: false,
    rent_or_mortgage_cost: 900,
  };

  it('saves a Canadian code formatted and refuses anything else', () => {
    expect(address.parse(current).postal_code).toBe('M5H 2N2');
    expect(address.parse({ ...current, postal_code: 'M5H-2N2' }).postal_code).toBe('M5H 2N2');
    for (const postal_code of ['M5H 2N', 'M5H 2N2X', '90210', 'D5H 2N2', 'M5H 2N2 4']) {
      expect(messages(address, { ...current, postal_code }), postal_code).toEqual({
        postal_code: POSTAL_INVALID,
      });
    }
  });
});

describe('the personal tab', () => {
  it('gives the spec message of each required field; a middle name may be empty', () => {
    expect(messages(contact, { first_name: ' ', middle_name: '', last_name: '' })).toEqual({
      email: 'Please enter your email address.',
      first_name: 'Please enter your first name.',
      last_name: 'Please enter your last name.',
      home_phone: 'Please enter your phone number.',
      date_of_birth: 'Please enter a valid date of birth.',
    });
  });
});

describe('the address tab', () => {
  it('requires the current address fields only', () => {
    expect(messages(address, { is_previous: false })).toEqual({
      address_line_one: 'Please enter your current address.',
      city: 'Please enter your current city.',
      postal_code: 'Please enter your current postal code.',
      rent_or_mortgage_cost: 'Please enter your current rent or mortgage cost.',
    });
    expect(address.parse({ is_previous: true, city: 'Ottawa' })).toEqual({
      address_line_one: '',
      address_line_two: '',
      city: 'Ottawa',
      province_id: 0,
      postal_code: '',
      is_previous: true,
    });
  });

  it('refuses a previous address with nothing in it, on a create and on an update', () => {
    const empty = 'Please enter your previous address, or choose Same As Current.';
    const blank = { address_line_one: ' ', address_line_two: '', city: '  ', postal_code: '' };
    expect(messages(address, { is_previous: true })).toEqual({ address_line_one: empty });
    expect(messages(address, { is_previous: true, province_id: 10, ...blank })).toEqual({
      address_line_one: empty,
    });
    const id = '7d3f1c52-1b1e-4b7a-9a55-2f7c3e8b9a10';
    expect(messages(addressUpdate, { id, is_previous: true, ...blank })).toEqual({
      address_line_one: empty,
    });
    for (const filled of [{ address_line_two: 'Unit 4' }, { postal_code: 'K1A 0B1' }]) {
      expect(messages(addressUpdate, { id, is_previous: true, ...filled })).toEqual({});
    }
  });

  it('needs the id on an update', () => {
    expect(messages(addressUpdate, { is_previous: true, city: 'Ottawa' })).toEqual({
      id: 'Not found.',
    });
  });
});

describe('the employment tab', () => {
  it('gives the spec message of each required field', () => {
    expect(messages(employment, {})).toEqual({
      occupation: 'Please enter your current occupation.',
      income: 'Please enter your monthly income.',
      name: 'Please enter your employers name.',
      work_phone: 'Please enter your work phone number.',
      address: 'Please enter your employers address.',
      city: 'Please enter your employers city.',
      postal_code: 'Please enter your employers postal code.',
    });
  });
});

describe('identifications and bankruptcy', () => {
  it('have no required fields besides the slot', () => {
    expect(identification.parse({ is_secondary: false })).toEqual({
      license_type_id: 0,
      license_number: '',
      place: '',
      expiry_date: null,
      is_secondary: false,
    });
    expect(bankruptcy.parse({})).toEqual({
      declared: false,
      times: 0,
      date_filed: null,
      contribution: 0,
      discharge: null,
    });
  });

  it('store an emptied date as null and refuse a date that does not exist', () => {
    expect(bankruptcy.parse({ date_filed: '', discharge: '2020-02-29' })).toMatchObject({
      date_filed: null,
      discharge: '2020-02-29',
    });
    expect(messages(bankruptcy, { discharge: '2021-02-29' })).toEqual({
      discharge: profileTexts.date,
    });
  });

  it('take a contribution with at most 2 decimals', () => {
    expect(bankruptcy.parse({ contribution: 1234.56 }).contribution).toBe(1234.56);
    for (const contribution of [1.234, -0.01, 10_000_000.01]) {
      expect(messages(bankruptcy, { contribution }), String(contribution)).toEqual({
        contribution: profileTexts.contribution,
      });
    }
  });
});

describe('the date of birth', () => {
  const UNDER_AGE = 'You must be 18 or older to use this service.';
  const FUTURE = 'Your date of birth cannot be in the future. Please check the year.';
  const english = (message: string | null) => message && messageIn(message, 'en');
  /** Noon in Toronto on March 15, 2026. */
  const NOON = new Date('2026-03-15T16:00:00Z');

  it('accepts someone who turns 18 today and refuses someone one day short of it', () => {
    expect(dateOfBirthMessage('2008-03-15', NOON)).toBeNull();
    expect(dateOfBirthMessage('1950-12-31', NOON)).toBeNull();
    expect(english(dateOfBirthMessage('2008-03-16', NOON))).toBe(UNDER_AGE);
    expect(english(dateOfBirthMessage('2026-03-15', NOON))).toBe(UNDER_AGE);
  });

  it('refuses tomorrow with its own message', () => {
    expect(english(dateOfBirthMessage('2026-03-16', NOON))).toBe(FUTURE);
    expect(english(dateOfBirthMessage('2090-01-01', NOON))).toBe(FUTURE);
  });

  it('does not change its answer at midnight UTC for someone on the Pacific coast', () => {
    // 23:30 in Vancouver on March 14 is 07:30 UTC on March 15: the 18th birthday on March 15 is
    // accepted both before and after midnight UTC (Newfoundland is already on March 15 at 03:30 UTC).
    const beforeUtcMidnight = new Date('2026-03-14T23:30:00Z');
    const afterUtcMidnight = new Date('2026-03-15T00:30:00Z');
    const lateEveningInVancouver = new Date('2026-03-15T07:30:00Z');
    for (const now of [beforeUtcMidnight, afterUtcMidnight, lateEveningInVancouver]) {
      expect(dateOfBirthMessage('2008-03-14', now), now.toISOString()).toBeNull();
      expect(english(dateOfBirthMessage('2008-03-16', now)), now.toISOString()).toBe(UNDER_AGE);
    }
  });

  it('counts a February 29 birthday as March 1 in a common year', () => {
    expect(english(dateOfBirthMessage('2008-02-29', new Date('2026-02-28T16:00:00Z')))).toBe(
      UNDER_AGE,
    );
    expect(dateOfBirthMessage('2008-02-29', new Date('2026-03-01T16:00:00Z'))).toBeNull();
  });

  it('gives the spec message for a date that is not a real one', () => {
    for (const value of ['', '1984-02-30', '15/07/1984', '1899-12-31']) {
      expect(english(dateOfBirthMessage(value, NOON)), value).toBe(
        'Please enter a valid date of birth.',
      );
    }
  });

  it('is the rule of the contact schema, against the real clock', () => {
    const base = {
      email: 'a@b.ca',
      first_name: 'A',
      middle_name: 'B',
      last_name: 'C',
      home_phone: '+15145551234',
    };
    const today = new Date();
    const inAYear = `${today.getUTCFullYear() + 1}-06-15`;
    const tenYearsAgo = `${today.getUTCFullYear() - 10}-06-15`;
    expect(messages(contact, { ...base, date_of_birth: inAYear })).toEqual({
      date_of_birth: FUTURE,
    });
    expect(messages(contact, { ...base, date_of_birth: tenYearsAgo })).toEqual({
      date_of_birth: UNDER_AGE,
    });
    expect(messages(contact, { ...base, date_of_birth: '1984-07-15' })).toEqual({});
  });
});
