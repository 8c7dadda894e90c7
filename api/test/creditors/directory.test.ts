import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { phoneNumberE164 } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/creditors/csv';
import { loadCreditors } from '../../src/creditors/load';
import { creditors } from '../../src/db/schema-creditors';
import { NOT_FOUND, newUser, UNKNOWN_ID, type UserClient } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';

const SHIPPED = fileURLToPath(new URL('../../data/creditors.csv', import.meta.url));
const SESSION_INVALID = {
  code: -4000,
  msg: 'Your session has ended. Please sign in again.',
  reason: 'missing',
};

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
      'toll_free',
      'phone_note',
      'fax',
      'fax_confirmed',
      'fax_note',
      'address_note',
      'addressee',
      'department',
      'source',
    ]);
    expect(records).toHaveLength(38);
    const stored = await test.app.db.select().from(creditors);
    expect(stored).toHaveLength(38);
    const byKey = new Map(stored.map((row) => [`${row.company}\n${row.address}`, row]));
    const e164 = (number: string) => (number === '' ? '' : phoneNumberE164(number));
    for (const { fields } of records) {
      const [
        company,
        address,
        city,
        province,
        postal_code,
        phone = '',
        toll_free = '',
        phone_note,
      ] = fields;
      const [fax = '', fax_confirmed, fax_note, address_note, addressee, department, source] =
        fields.slice(8);
      expect(byKey.get(`${company}\n${address}`)).toMatchObject({
        city,
        province,
        postalCode: postal_code,
        phone: e164(phone),
        tollFree: e164(toll_free),
        phoneNote: phone_note,
        fax: e164(fax),
        faxConfirmed: fax_confirmed === 'yes',
        faxNote: fax_note,
        addressNote: address_note,
        addressee,
        department,
        source,
      });
    }
  });

  it('holds numbers only: one E.164 number or nothing in each number column', async () => {
    const stored = await test.app.db.select().from(creditors);
    for (const row of stored) {
      for (const number of [row.phone, row.tollFree, row.fax]) {
        expect(number).toMatch(/^(\+1\d{10})?$/);
      }
    }
    // The note that used to print under SEND BY FAX TO is a note of its own now.
    const canadianTire = stored.find((row) => row.company.startsWith('Canadian Tire Bank'));
    expect(canadianTire).toMatchObject({
      fax: '+19057352644',
      faxConfirmed: false,
      faxNote: 'Only on an older complaint page; it may be outdated.',
    });
  });

  it('mends rows written before numbers were normalised when the app starts', async () => {
    const db = test.app.db;
    const now = test.clock.now();
    // A shipped row as the old seed wrote it, and a row loaded by hand with the old format.
    await db
      .update(creditors)
      .set({ fax: '905-735-2644 (older complaint page; may be outdated)', faxConfirmed: false })
      .where(eq(creditors.company, 'Canadian Tire Bank (Triangle Mastercard)'));
    await db.insert(creditors).values({
      company: 'Legacy Lending',
      address: '1 Old Road',
      city: '',
      province: '',
      postalCode: '',
      phone: '416-555-0100',
      fax: '416-555-0101 (Toronto); 1-800-555-0102',
      source: '',
      createdAt: now,
      updatedAt: now,
    });
    const second = await createTestApp({ database: test.database });
    try {
      const [canadianTire] = await db
        .select()
        .from(creditors)
        .where(eq(creditors.company, 'Canadian Tire Bank (Triangle Mastercard)'));
      expect(canadianTire).toMatchObject({
        fax: '+19057352644',
        faxConfirmed: false,
        faxNote: 'Only on an older complaint page; it may be outdated.',
        tollFree: '+18004596415',
      });
      const [legacy] = await db
        .select()
        .from(creditors)
        .where(eq(creditors.company, 'Legacy Lending'));
      expect(legacy).toMatchObject({
        phone: '+14165550100',
        phoneNote: '',
        fax: '',
        faxConfirmed: false,
        faxNote: '416-555-0101 (Toronto); 1-800-555-0102',
      });
    } finally {
      await second.close();
      await db.delete(creditors).where(eq(creditors.company, 'Legacy Lending'));
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
    expect(names[0]).toBe('Amex Bank of Canada - Ombudsman');
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
      fax_confirmed: false,
      fax_note: '',
      phone: '',
      toll_free: '1-800-481-3239',
      phone_note: '',
      address_note: '',
    });
  });

  it('answers each number formatted, with what is known about it apart', async () => {
    const scotia = await getCreditor(
      await idOf('The Bank of Nova Scotia (Scotiabank) - Customer Complaints Appeals Office'),
    );
    expect(scotia.json()).toMatchObject({
      fax: '1-866-787-7061',
      fax_confirmed: false,
      fax_note: 'From the FCAC complaint listing, not on the creditor’s own pages.',
      province: 'Ontario',
    });
    const escalated = await getCreditor(
      await idOf('The Bank of Nova Scotia (Scotiabank) - Escalated Customer Concerns Office'),
    );
    expect(escalated.json()).toMatchObject({
      phone: '(416) 933-1700',
      toll_free: '1-877-700-0043',
      phone_note: 'French: 1-877-700-0044. First contact: 1-800-472-6842.',
      fax: '1-877-700-0045',
      fax_confirmed: true,
      fax_note: 'Toronto fax: 416-933-1777.',
    });
    const canadianTire = await getCreditor(await idOf('Canadian Tire Bank (Triangle Mastercard)'));
    expect(canadianTire.json()).toMatchObject({
      fax: '(905) 735-2644',
      fax_confirmed: false,
      fax_note: 'Only on an older complaint page; it may be outdated.',
    });
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
    const header =
      'company,address,city,province,postal_code,phone,toll_free,phone_note,fax,fax_confirmed,fax_note,address_note,source';
    await loadCreditors(
      test.app.db,
      `${header}\r\nIsland Credit Union,1 Queen St,Charlottetown,PE,C1A 4A2,,,,,,,,\r\nNorth Lending,5 Franklin Ave,Yellowknife,NT,X1A 2P1,,,,,,,,\r\n`,
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
