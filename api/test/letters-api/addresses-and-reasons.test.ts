import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, letterText } from './letter-support';
import { generateIds, type LettersUser, newLettersUser, newUserWithAccount } from './support';

/**
 * Issue 14, points 2, 6 and 7: the corrected address keeps its unit line, a Northwest
 * Territories consumer can enter their address and their letters print NT, and the
 * no-longer-responsible letter states the one reason the consumer picked.
 */

const NORTHWEST_TERRITORIES = 5;

let test: TestApp;
let ontario: LettersUser;

beforeAll(async () => {
  test = await createTestApp();
  ({ user: ontario } = await newUserWithAccount(test.app));
});
afterAll(() => test?.close());

describe('error_of_address', () => {
  it('prints the unit line of the corrected address', async () => {
    const [id] = await generateIds(ontario, {
      letter: 'error_of_address',
      street_address: '88 Harbord Street',
      address_line_two: 'Apt 1504',
      city: 'Toronto',
      province: 'Ontario',
      postal_code: 'M5S 1G5',
      bureau: 'Equifax',
    });
    expect(await letterText(ontario, id)).toContain(
      'My current address is: 88 Harbord Street Apt 1504 Toronto ON M5S 1G5',
    );
  });

  it('still works without one', async () => {
    const [id] = await generateIds(ontario, {
      letter: 'error_of_address',
      street_address: '88 Harbord Street',
      city: 'Toronto',
      province: 'Ontario',
      postal_code: 'M5S 1G5',
      bureau: 'TransUnion',
    });
    expect(await letterText(ontario, id)).toContain(
      'My current address is: 88 Harbord Street Toronto ON M5S 1G5',
    );
  });
});

describe('a consumer in the Northwest Territories', () => {
  let yellowknife: LettersUser;

  beforeAll(async () => {
    yellowknife = await newLettersUser(test.app);
    const contact = await yellowknife.call('POST', '/contact', {
      email: 'kim.beaulieu@example.ca',
      first_name: 'Kim',
      middle_name: 'Ann',
      last_name: 'Beaulieu',
      home_phone: '+18675550142',
      date_of_birth: '1979-09-21',
    });
    const address = await yellowknife.call('POST', '/address', {
      address_line_one: '4920 52 Street',
      address_line_two: 'Unit 3',
      city: 'Yellowknife',
      province_id: NORTHWEST_TERRITORIES,
      postal_code: 'x1a 2p3',
      is_previous: false,
      rent_or_mortgage_cost: 1650,
      time_at_address: 4,
    });
    expect(contact.statusCode).toBe(201);
    expect(address.statusCode).toBe(201);
  });

  it('keeps the territory they entered', async () => {
    expect(await yellowknife.list('/address')).toMatchObject([
      { province_id: NORTHWEST_TERRITORIES, postal_code: 'X1A 2P3' },
    ]);
  });

  it('gets letters that print NT in their address and cite no other province’s law', async () => {
    const [id] = await generateIds(yellowknife, {
      letter: 'error_of_name',
      correct_name: 'Kim Beaulieu',
      incorrect_name: 'Kim Bolieu',
      bureau: 'Equifax',
    });
    const text = await letterText(yellowknife, id);
    expect(text).toContain('4920 52 Street Unit 3 Yellowknife NT X1A 2P3');
    expect(text).not.toMatch(/\bAB\b|Alberta/);
  });

  it('can name the territory in a letter wizard’s address', async () => {
    const [id] = await generateIds(yellowknife, {
      letter: 'error_of_address',
      street_address: '4920 52 Street',
      address_line_two: 'Unit 3',
      city: 'Yellowknife',
      province: 'Northwest Territories',
      postal_code: 'X1A 2P3',
      bureau: 'TransUnion',
    });
    expect(await letterText(yellowknife, id)).toContain(
      'My current address is: 4920 52 Street Unit 3 Yellowknife NT X1A 2P3',
    );
  });
});

describe('no_longer_responsible', () => {
  it('is refused without a reason, and nothing is stored', async () => {
    await expectFieldRefused(
      test.app,
      ontario,
      { letter: 'no_longer_responsible', account_number: 'TD-99-1234', creditor_name: 'TD' },
      'reason',
      m.noLongerResponsibleReason,
    );
  });

  it('states only the reason picked', async () => {
    const [id] = await generateIds(ontario, {
      letter: 'no_longer_responsible',
      account_number: 'TD-99-1234',
      creditor_name: 'TD Canada Trust',
      reason: 'bankruptcy',
      bureau: 'TransUnion',
    });
    const text = await letterText(ontario, id);
    expect(text).toContain('This account was included in my bankruptcy.');
    expect(text).not.toMatch(/consumer proposal|joint account holder|never mine/);
  });
});
