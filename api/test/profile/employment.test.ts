import { fieldTexts } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { EMPLOYMENT, NOT_FOUND, newUser, savedId, UNKNOWN_ID } from './support';

const CHANGED = {
  occupation: 'Site Supervisor',
  income: 7250,
  name: 'Prairie Build Co.',
  work_phone: '+13065550188',
  address: '2103 11th Avenue',
  city: 'Regina',
  postal_code: 'S4P 3Z8',
  time_at_job: 11,
  province_id: 11,
};

describe('/api/v1/employment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('round-trips every field: POST creates, GET finds it, PUT changes it', async () => {
    const user = await newUser(t.app);
    expect(await user.list('/employment')).toEqual([]);
    const id = savedId(await user.call('POST', '/employment', EMPLOYMENT), 201);
    expect(await user.list('/employment')).toEqual([{ id, ...EMPLOYMENT }]);
    expect(savedId(await user.call('PUT', '/employment', { id, ...CHANGED }), 200)).toBe(id);
    expect(await user.list('/employment')).toEqual([{ id, ...CHANGED }]);
  });

  it('updates the one employment when POST is sent again', async () => {
    const user = await newUser(t.app);
    const id = savedId(await user.call('POST', '/employment', EMPLOYMENT), 201);
    expect(savedId(await user.call('POST', '/employment', CHANGED), 200)).toBe(id);
    expect(await user.list('/employment')).toEqual([{ id, ...CHANGED }]);
  });

  it("answers -3 for another user's employment id and changes nothing", async () => {
    const owner = await newUser(t.app);
    const id = savedId(await owner.call('POST', '/employment', EMPLOYMENT), 201);
    const intruder = await newUser(t.app);
    for (const target of [id, UNKNOWN_ID]) {
      const response = await intruder.call('PUT', '/employment', { id: target, ...CHANGED });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await owner.list('/employment')).toEqual([{ id, ...EMPLOYMENT }]);
    expect(await intruder.list('/employment')).toEqual([]);
  });

  it('gives the spec message of each missing required field', async () => {
    const user = await newUser(t.app);
    const response = await user.call('POST', '/employment', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: {
        occupation: 'Please enter your current occupation.',
        income: 'Please enter your monthly income.',
        name: 'Please enter your employers name.',
        work_phone: 'Please enter your work phone number.',
        address: 'Please enter your employers address.',
        city: 'Please enter your employers city.',
        postal_code: 'Please enter your employers postal code.',
      },
    });
    expect(await user.list('/employment')).toEqual([]);
  });

  it('refuses a bad postal code, a bad income and unknown fields', async () => {
    const user = await newUser(t.app);
    const badPostal = await user.call('POST', '/employment', { ...EMPLOYMENT, postal_code: 'X1A' });
    expect(badPostal.json()).toMatchObject({
      code: -2,
      errors: { postal_code: fieldTexts.postalCodeInvalid },
    });
    for (const change of [{ income: 5400.5 }, { income: -1 }, { time_at_job: -1 }, { bonus: 1 }]) {
      const response = await user.call('POST', '/employment', { ...EMPLOYMENT, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().code).toBe(-2);
    }
    expect(await user.list('/employment')).toEqual([]);
  });
});
