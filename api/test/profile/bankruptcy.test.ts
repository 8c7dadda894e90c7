import { profileTexts as profileMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { NOT_FOUND, newUser, savedId, UNKNOWN_ID } from './support';

const BANKRUPTCY = {
  declared: true,
  times: 2,
  date_filed: '2019-04-30',
  contribution: 1234.56,
  discharge: '2021-01-15',
};

const CHANGED = {
  declared: true,
  times: 3,
  date_filed: '2020-02-29',
  contribution: 0.1,
  discharge: null,
};

describe('/api/v1/bankruptcy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('round-trips every field, the contribution to the cent', async () => {
    const user = await newUser(t.app);
    expect(await user.list('/bankruptcy')).toEqual([]);
    const id = savedId(await user.call('POST', '/bankruptcy', BANKRUPTCY), 201);
    expect(await user.list('/bankruptcy')).toEqual([{ id, ...BANKRUPTCY }]);
    expect(savedId(await user.call('PUT', '/bankruptcy', { id, ...CHANGED }), 200)).toBe(id);
    expect(await user.list('/bankruptcy')).toEqual([{ id, ...CHANGED }]);
  });

  it('saves an untouched form: no field is required', async () => {
    const user = await newUser(t.app);
    const id = savedId(await user.call('POST', '/bankruptcy', {}), 201);
    expect(await user.list('/bankruptcy')).toEqual([
      { id, declared: false, times: 0, date_filed: null, contribution: 0, discharge: null },
    ]);
    // An emptied date input ('') is saved as no date.
    const emptied = { ...BANKRUPTCY, date_filed: '', discharge: '' };
    expect(savedId(await user.call('POST', '/bankruptcy', emptied), 200)).toBe(id);
    expect((await user.list('/bankruptcy'))[0]).toMatchObject({
      date_filed: null,
      discharge: null,
    });
  });

  it('updates the one record when POST is sent again', async () => {
    const user = await newUser(t.app);
    const id = savedId(await user.call('POST', '/bankruptcy', BANKRUPTCY), 201);
    expect(savedId(await user.call('POST', '/bankruptcy', CHANGED), 200)).toBe(id);
    expect(await user.list('/bankruptcy')).toEqual([{ id, ...CHANGED }]);
  });

  it("answers -3 for another user's record id and changes nothing", async () => {
    const owner = await newUser(t.app);
    const id = savedId(await owner.call('POST', '/bankruptcy', BANKRUPTCY), 201);
    const intruder = await newUser(t.app);
    for (const target of [id, UNKNOWN_ID]) {
      const response = await intruder.call('PUT', '/bankruptcy', { id: target, ...CHANGED });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await owner.list('/bankruptcy')).toEqual([{ id, ...BANKRUPTCY }]);
    expect(await intruder.list('/bankruptcy')).toEqual([]);
  });

  it('refuses bad amounts, dates and times with -2', async () => {
    const user = await newUser(t.app);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ contribution: 1.234 }, { contribution: profileMessages.contribution }],
      [{ contribution: -5 }, { contribution: profileMessages.contribution }],
      [{ date_filed: '2019-13-01' }, { date_filed: 'Please enter a valid date.' }],
      [{ discharge: '2021/01/15' }, { discharge: 'Please enter a valid date.' }],
    ];
    for (const [change, errors] of cases) {
      const response = await user.call('POST', '/bankruptcy', { ...BANKRUPTCY, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: -2, errors });
    }
    for (const change of [{ times: 4 }, { declared: 'YES' }, { trustee: 'x' }]) {
      const response = await user.call('POST', '/bankruptcy', { ...BANKRUPTCY, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().code).toBe(-2);
    }
    expect(await user.list('/bankruptcy')).toEqual([]);
  });
});
