import { profileTexts as profileMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identifications } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { DELETED, NOT_FOUND, newUser, savedId, UNKNOWN_ID, type UserClient } from './support';

const PRIMARY = {
  license_type_id: 0,
  license_number: 'T4829-31507-60219',
  place: 'Ontario',
  expiry_date: '2029-08-31',
  is_secondary: false,
};

const SECONDARY = {
  license_type_id: 3,
  license_number: 'HK774120',
  place: 'Canada',
  expiry_date: null,
  is_secondary: true,
};

describe('/api/v1/identification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function withBoth(user: UserClient) {
    const primary = savedId(await user.call('POST', '/identification', PRIMARY), 201);
    const secondary = savedId(await user.call('POST', '/identification', SECONDARY), 201);
    return { primary, secondary };
  }

  it('round-trips the primary and the secondary identification, primary first', async () => {
    const user = await newUser(t.app);
    expect(await user.list('/identification')).toEqual([]);
    const { primary, secondary } = await withBoth(user);
    expect(await user.list('/identification')).toEqual([
      { id: primary, ...PRIMARY },
      { id: secondary, ...SECONDARY },
    ]);

    const changedPrimary = { ...PRIMARY, license_type_id: 2, license_number: '9876-543-210-AB' };
    const changedSecondary = { ...SECONDARY, license_type_id: 11, expiry_date: '2031-12-01' };
    expect(
      savedId(await user.call('PUT', '/identification', { id: primary, ...changedPrimary }), 200),
    ).toBe(primary);
    expect(
      savedId(
        await user.call('PUT', '/identification', { id: secondary, ...changedSecondary }),
        200,
      ),
    ).toBe(secondary);
    expect(await user.list('/identification')).toEqual([
      { id: primary, ...changedPrimary },
      { id: secondary, ...changedSecondary },
    ]);
  });

  it('keeps the number encrypted in the table', async () => {
    const user = await newUser(t.app);
    await withBoth(user);
    const rows = await t.database.handle.db.select().from(identifications);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Every column but the random ids: a UUID holds '4829' by chance about once in 150 runs
    // (one CI run failed so), which says nothing about how the number is kept.
    const stored = JSON.stringify(rows.map(({ id: _id, userId: _userId, ...columns }) => columns));
    for (const digits of ['T4829-31507-60219', '4829', '3150760219', 'HK774120', '774120']) {
      expect(stored).not.toContain(digits);
    }
    // The column holds what the app's cipher sealed, and only the cipher opens it.
    const sealed = rows.map((row) => row.licenseNumberSealed);
    expect(sealed.every((value) => /^[A-Za-z0-9+/]+=*$/.test(value))).toBe(true);
  });

  it('defaults the optional fields and keeps an empty number', async () => {
    const user = await newUser(t.app);
    const id = savedId(
      await user.call('POST', '/identification', { is_secondary: true, expiry_date: '' }),
      201,
    );
    expect(await user.list('/identification')).toEqual([
      {
        id,
        license_type_id: 0,
        license_number: '',
        place: '',
        expiry_date: null,
        is_secondary: true,
      },
    ]);
  });

  it('updates the identification in the same place when POST is sent again', async () => {
    const user = await newUser(t.app);
    const { primary, secondary } = await withBoth(user);
    const again = { ...PRIMARY, license_number: 'A1111-22222-33333' };
    expect(savedId(await user.call('POST', '/identification', again), 200)).toBe(primary);
    expect(await user.list('/identification')).toEqual([
      { id: primary, ...again },
      { id: secondary, ...SECONDARY },
    ]);
  });

  it('deletes an identification by its bare id', async () => {
    const user = await newUser(t.app);
    const { primary, secondary } = await withBoth(user);
    const response = await user.call('DELETE', '/identification', secondary);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DELETED);
    expect(await user.list('/identification')).toEqual([{ id: primary, ...PRIMARY }]);
    const again = await user.call('DELETE', '/identification', secondary);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });

  it('never makes two primaries: a PUT into a taken place answers -2', async () => {
    const user = await newUser(t.app);
    const { primary, secondary } = await withBoth(user);
    const response = await user.call('PUT', '/identification', { id: secondary, ...PRIMARY });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { is_secondary: profileMessages.primaryIdentificationTaken },
    });
    expect(await user.list('/identification')).toEqual([
      { id: primary, ...PRIMARY },
      { id: secondary, ...SECONDARY },
    ]);
  });

  it("answers -3 for another user's identification on PUT and DELETE and changes nothing", async () => {
    const owner = await newUser(t.app);
    const { primary, secondary } = await withBoth(owner);
    const intruder = await newUser(t.app);
    for (const [id, body] of [
      [primary, PRIMARY],
      [secondary, SECONDARY],
      [UNKNOWN_ID, PRIMARY],
    ] as const) {
      const put = await intruder.call('PUT', '/identification', {
        id,
        ...body,
        license_number: '000',
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(NOT_FOUND);
      const del = await intruder.call('DELETE', '/identification', id);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
    expect(await owner.list('/identification')).toEqual([
      { id: primary, ...PRIMARY },
      { id: secondary, ...SECONDARY },
    ]);
    expect(await intruder.list('/identification')).toEqual([]);
  });

  it('refuses bad values with -2', async () => {
    const user = await newUser(t.app);
    const date = await user.call('POST', '/identification', {
      ...PRIMARY,
      expiry_date: '2029-02-30',
    });
    expect(date.json()).toMatchObject({ code: -2, errors: { expiry_date: profileMessages.date } });
    for (const change of [
      { license_type_id: 12 },
      { license_type_id: -1 },
      { license_number: 'x'.repeat(51) },
      { is_secondary: 'no' },
      { issuer: 'x' },
    ]) {
      const response = await user.call('POST', '/identification', { ...PRIMARY, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().code).toBe(-2);
    }
    const { is_secondary, ...withoutSlot } = PRIMARY;
    expect((await user.call('POST', '/identification', withoutSlot)).json()).toMatchObject({
      code: -2,
      errors: { is_secondary: expect.any(String) },
    });
    expect(await user.list('/identification')).toEqual([]);
  });
});
