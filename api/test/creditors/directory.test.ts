import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/creditors/csv';
import { loadCreditors } from '../../src/creditors/load';
import { creditors } from '../../src/db/schema-creditors';
import { NOT_FOUND, newUser, UNKNOWN_ID, type UserClient } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';

const SHIPPED = fileURLToPath(new URL('../../data/creditors.csv', import.meta.url));
const SESSION_INVALID = { code: -4000, msg: 'Your session has ended. Please sign in again.' };

let test: TestApp;
let user: UserClient;

beforeAll(async () => {
  test = await createTestApp();
  user = await newUser(test.app);
});

afterAll(async () => {
  await test?.close();
});

type ListItem = [string, string];

async function idOf(company: string): Promise<string> {
  const entry = (await user.list<ListItem>('/creditor/list')).find(([, name]) => name === company);
  if (!entry) throw new Error(`${company} is not in the directory`);
  return entry[0];
}

const getCreditor = (id: unknown) => user.call('POST', '/creditor/get', id);

describe('the seeded directory', () => {
  it('holds every row of api/data/creditors.csv with all its fields', async () => {
    const [header, ...records] = parseCsv(await readFile(SHIPPED, 'utf8'));
    expect(header?.fields).toEqual([
      'company',
      'address',
      'city',
      'province',
      'postal_code',
      'phone',
      'fax',
      'source',
    ]);
    expect(records).toHaveLength(38);
    const stored = await test.app.db.select().from(creditors);
    expect(stored).toHaveLength(38);
    const byKey = new Map(stored.map((row) => [`${row.company}\n${row.address}`, row]));
    for (const { fields } of records) {
      const [company, address, city, province, postal_code, phone, fax, source] = fields;
      expect(byKey.get(`${company}\n${address}`)).toMatchObject({
        city,
        province,
        postalCode: postal_code,
        phone,
        fax,
        source,
      });
    }
  });

  it('is not seeded twice when another app starts on the same database', async () => {
    const second = await createTestApp({ database: test.database });
    try {
      expect(await test.app.db.select().from(creditors)).toHaveLength(38);
    } finally {
      await second.close();
    }
  });
});

describe('GET /creditor/list', () => {
  it('answers [id, company] pairs sorted by company the Canadian English way', async () => {
    const list = await user.list<ListItem>('/creditor/list');
    expect(list.length).toBeGreaterThanOrEqual(38);
    for (const entry of list) {
      expect(entry).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.any(String)]);
    }
    const names = list.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-CA').compare));
    expect(names[0]).toBe('Amex Bank of Canada - Ombudsman (older published procedure)');
    expect(names).toContain('Vidéotron');
    // Accents sort with their base letter, not after "z".
    expect(names.indexOf('Vidéotron')).toBeLessThan(
      names.indexOf('Walmart Rewards Mastercard (Fairstone Bank of Canada / Duo Bank of Canada)'),
    );
  });

  it('needs a session', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/creditor/list' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_INVALID);
  });
});

describe('POST /creditor/get', () => {
  it("answers Capital One's details, the province as the wizard names it", async () => {
    const id = await idOf('Capital One (Canada) - Customer Service (Capital One Mastercard)');
    const response = await getCreditor(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'OK',
      company: 'Capital One (Canada) - Customer Service (Capital One Mastercard)',
      address: 'P.O. Box 503, Stn. D',
      city: 'Scarborough',
      province: 'Ontario',
      postal_code: 'M1R 5L1',
      fax: '',
      phone: '1-800-481-3239',
    });
  });

  it('answers the fax as published, and empty fields where the directory has none', async () => {
    const scotia = await getCreditor(
      await idOf('The Bank of Nova Scotia (Scotiabank) - Customer Complaints Appeals Office'),
    );
    expect(scotia.json()).toMatchObject({ fax: '1-866-787-7061', province: 'Ontario' });
    const bellMts = await getCreditor(
      await idOf("Bell MTS (Manitoba) - Bell MTS Advocate's Office"),
    );
    expect(bellMts.json()).toMatchObject({
      address: 'PO Box 6666, RM CC100R',
      city: '',
      province: 'Manitoba',
      postal_code: 'R3C 3V6',
    });
  });

  it("answers the wizard's names: 'PEI' for PE, 'Northwest Territories' for NT", async () => {
    const header = 'company,address,city,province,postal_code,phone,fax,source';
    await loadCreditors(
      test.app.db,
      `${header}\r\nIsland Credit Union,1 Queen St,Charlottetown,PE,C1A 4A2,,,\r\nNorth Lending,5 Franklin Ave,Yellowknife,NT,X1A 2P1,,,\r\n`,
      test.app.clock(),
    );
    expect((await getCreditor(await idOf('Island Credit Union'))).json()).toMatchObject({
      province: 'PEI',
      city: 'Charlottetown',
    });
    expect((await getCreditor(await idOf('North Lending'))).json()).toMatchObject({
      province: 'Northwest Territories',
      city: 'Yellowknife',
    });
  });

  it('answers -3 for an unknown id and -2 for a body that is not an id', async () => {
    const unknown = await getCreditor(UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
    const notAnId = await getCreditor('Capital One');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json()).toMatchObject({ code: -2 });
  });

  it('needs a session', async () => {
    const id = await idOf('Vidéotron');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/creditor/get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(id),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SESSION_INVALID);
  });
});
