import { fieldTexts, profileTexts as profileMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { DELETED, NOT_FOUND, newUser, savedId, UNKNOWN_ID, type UserClient } from './support';

const CURRENT = {
  address_line_one: '100 Queen Street West',
  address_line_two: 'Unit 1203',
  city: 'Toronto',
  province_id: 8,
  postal_code: 'M5H 2N2',
  is_previous: false,
  rent_or_mortgage_cost: 2150,
  time_at_address: 3,
  is_renting: true,
};

const PREVIOUS = {
  address_line_one: '1 Rue Sainte-Catherine',
  address_line_two: '',
  city: 'Montréal',
  province_id: 10,
  postal_code: 'H2X 1Z4',
  is_previous: true,
};

describe('/api/v1/address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function withBoth(user: UserClient) {
    const current = savedId(await user.call('POST', '/address', CURRENT), 201);
    const previous = savedId(await user.call('POST', '/address', PREVIOUS), 201);
    return { current, previous };
  }

  it('round-trips the current and the previous address, current first', async () => {
    const user = await newUser(t.app);
    expect(await user.list('/address')).toEqual([]);
    const { current, previous } = await withBoth(user);
    // The previous address has no rent, time at address or renting (spec section 3).
    expect(await user.list('/address')).toEqual([
      { id: current, ...CURRENT },
      { id: previous, ...PREVIOUS },
    ]);

    const changedCurrent = {
      ...CURRENT,
      address_line_one: '350 Burrard Street',
      address_line_two: '',
      city: 'Vancouver',
      province_id: 1,
      postal_code: 'V6C 0A1',
      rent_or_mortgage_cost: 0,
      time_at_address: 11,
      is_renting: false,
    };
    const changedPrevious = { ...PREVIOUS, city: 'Laval', postal_code: 'H7N 5H9', province_id: 9 };
    expect(
      savedId(await user.call('PUT', '/address', { id: current, ...changedCurrent }), 200),
    ).toBe(current);
    expect(
      savedId(await user.call('PUT', '/address', { id: previous, ...changedPrevious }), 200),
    ).toBe(previous);
    expect(await user.list('/address')).toEqual([
      { id: current, ...changedCurrent },
      { id: previous, ...changedPrevious },
    ]);
  });

  it('formats postal codes and defaults the optional fields (province_id 0)', async () => {
    const user = await newUser(t.app);
    const { address_line_two, province_id, time_at_address, is_renting, ...required } = CURRENT;
    const id = savedId(
      await user.call('POST', '/address', { ...required, postal_code: 'm5h2n2' }),
      201,
    );
    expect(await user.list('/address')).toEqual([
      {
        id,
        ...required,
        postal_code: 'M5H 2N2',
        address_line_two: '',
        province_id: 0,
        time_at_address: 0,
        is_renting: false,
      },
    ]);
  });

  it('accepts a previous address with any one field, and refuses one with nothing in it', async () => {
    const user = await newUser(t.app);
    const empty = { code: -2, errors: { address_line_one: profileMessages.previousAddressEmpty } };
    const refused = await user.call('POST', '/address', { is_previous: true, province_id: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(empty);
    expect(await user.list('/address')).toEqual([]);

    const id = savedId(
      await user.call('POST', '/address', { is_previous: true, city: 'Gatineau' }),
      201,
    );
    const blank = { address_line_one: '', address_line_two: ' ', city: '', postal_code: '' };
    const update = await user.call('PUT', '/address', { id, is_previous: true, ...blank });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject(empty);
    expect(await user.list('/address')).toEqual([
      {
        id,
        address_line_one: '',
        address_line_two: '',
        city: 'Gatineau',
        province_id: 0,
        postal_code: '',
        is_previous: true,
      },
    ]);
  });

  it('updates the address in the same place when POST is sent again', async () => {
    const user = await newUser(t.app);
    const { current, previous } = await withBoth(user);
    const again = { ...CURRENT, city: 'Mississauga', postal_code: 'L5B 1M2' };
    expect(savedId(await user.call('POST', '/address', again), 200)).toBe(current);
    const twice = await Promise.all([
      user.call('POST', '/address', PREVIOUS),
      user.call('POST', '/address', PREVIOUS),
    ]);
    expect(twice.map((answer) => savedId(answer, 200))).toEqual([previous, previous]);
    expect(await user.list('/address')).toEqual([
      { id: current, ...again },
      { id: previous, ...PREVIOUS },
    ]);
  });

  it('deletes the previous address by its bare id', async () => {
    const user = await newUser(t.app);
    const { current, previous } = await withBoth(user);
    const response = await user.call('DELETE', '/address', previous);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DELETED);
    expect(await user.list('/address')).toEqual([{ id: current, ...CURRENT }]);

    const again = await user.call('DELETE', '/address', previous);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
    // Saving a previous address again makes a new record.
    const renewed = savedId(await user.call('POST', '/address', PREVIOUS), 201);
    expect(renewed).not.toBe(previous);
  });

  it('never makes two current addresses: a PUT into a taken place answers -2', async () => {
    const user = await newUser(t.app);
    const { current, previous } = await withBoth(user);
    const response = await user.call('PUT', '/address', { id: previous, ...CURRENT });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { is_previous: profileMessages.currentAddressTaken },
    });
    const other = await user.call('PUT', '/address', { id: current, ...PREVIOUS });
    expect(other.json().errors).toEqual({ is_previous: profileMessages.previousAddressTaken });
    expect(await user.list('/address')).toEqual([
      { id: current, ...CURRENT },
      { id: previous, ...PREVIOUS },
    ]);

    // Into a free place the move is allowed: the record becomes the previous address.
    await user.call('DELETE', '/address', previous);
    expect(savedId(await user.call('PUT', '/address', { id: current, ...PREVIOUS }), 200)).toBe(
      current,
    );
    expect(await user.list('/address')).toEqual([{ id: current, ...PREVIOUS }]);
  });

  it("answers -3 for another user's address on PUT and DELETE and changes nothing", async () => {
    const owner = await newUser(t.app);
    const { current, previous } = await withBoth(owner);
    const intruder = await newUser(t.app);

    for (const [id, body] of [
      [current, CURRENT],
      [previous, PREVIOUS],
      [UNKNOWN_ID, CURRENT],
    ] as const) {
      const put = await intruder.call('PUT', '/address', { id, ...body, city: 'Hacked' });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(NOT_FOUND);
      const del = await intruder.call('DELETE', '/address', id);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
    expect(await owner.list('/address')).toEqual([
      { id: current, ...CURRENT },
      { id: previous, ...PREVIOUS },
    ]);
    expect(await intruder.list('/address')).toEqual([]);
  });

  it('gives the spec message of each missing required field of the current address', async () => {
    const user = await newUser(t.app);
    const response = await user.call('POST', '/address', { is_previous: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: {
        address_line_one: 'Please enter your current address.',
        city: 'Please enter your current city.',
        rent_or_mortgage_cost: 'Please enter your current rent or mortgage cost.',
        postal_code: 'Please enter your current postal code.',
      },
    });
    expect(await user.list('/address')).toEqual([]);
  });

  it('refuses postal codes that are not Canadian, current or previous', async () => {
    const user = await newUser(t.app);
    for (const postal_code of ['12345', 'M5H 2N', 'D5H 2N2', 'M5H-2N2X']) {
      const current = await user.call('POST', '/address', { ...CURRENT, postal_code });
      expect(current.statusCode, postal_code).toBe(400);
      expect(current.json().errors).toEqual({ postal_code: fieldTexts.postalCodeInvalid });
      const previous = await user.call('POST', '/address', { ...PREVIOUS, postal_code });
      expect(previous.json().errors).toEqual({ postal_code: fieldTexts.postalCodeInvalid });
    }
    expect(fieldTexts.postalCodeInvalid).toBe('Please enter a valid postal code, like A1A 1A1.');
    expect(await user.list('/address')).toEqual([]);
  });

  it('refuses bad values, current-only fields on the previous address and unknown fields', async () => {
    const user = await newUser(t.app);
    const cases: Record<string, unknown>[] = [
      { ...CURRENT, rent_or_mortgage_cost: 1250.5 },
      { ...CURRENT, rent_or_mortgage_cost: -1 },
      { ...CURRENT, time_at_address: 12 },
      { ...CURRENT, province_id: 13 },
      { ...CURRENT, is_previous: 'no' },
      { ...PREVIOUS, rent_or_mortgage_cost: 900 },
      { ...CURRENT, landlord: 'Someone' },
    ];
    for (const body of cases) {
      const response = await user.call('POST', '/address', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(-2);
    }
    const money = await user.call('POST', '/address', { ...CURRENT, rent_or_mortgage_cost: 12.5 });
    expect(money.json().errors).toEqual({ rent_or_mortgage_cost: profileMessages.wholeDollars });
    expect(await user.list('/address')).toEqual([]);
  });

  it('answers -2 for a PUT without an id and a DELETE whose body is not an id', async () => {
    const user = await newUser(t.app);
    const put = await user.call('PUT', '/address', CURRENT);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: -2, errors: { id: expect.any(String) } });
    for (const body of [undefined, 'not-an-id', 42, { id: UNKNOWN_ID }]) {
      const response = await user.call('DELETE', '/address', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: -2, errors: { body: expect.any(String) } });
    }
  });
});
