import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCreditorNames } from '../../src/creditors';
import { followUpRecipient } from '../../src/letters-store/follow-up-recipient';
import { createTestApp, type TestApp } from '../support/app';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

/** The letters print postal lines with no-break spaces; compare them as plain text. */
function plain(lines: string[]): string[] {
  return lines.map((line) => line.replace(/\u00a0/g, ' '));
}

describe('the recipient of a follow-up letter', () => {
  it("is the agency of the first letter with its department line and address, never the consumer's description", async () => {
    const found = await followUpRecipient(test.app.db, {
      type: 'account_corrections',
      name: 'Account Correction - Equifax',
      input: {
        consumer_reporting_agency: 'Equifax',
        cra_description: 'The balance counts a purchase I returned.',
        cra_street_address: 'National Consumer Relations, Box 190',
        cra_city: 'Montreal',
        cra_province: 'Quebec',
        cra_postal_code: 'h1s2z2',
        cra_fax: '',
      },
    });
    expect(found.kind).toBe('credit-bureau');
    expect(found.recipient.name).toBe('Equifax Canada Co.');
    expect(plain(found.recipient.addressLines)).toEqual([
      'National Consumer Relations',
      'Box 190',
      'Montreal QC  H1S 2Z2',
    ]);
    expect(found.sendTo.fax).toBeNull();
  });

  it('is the creditor as the user typed it, faxed when the first letter was', async () => {
    const found = await followUpRecipient(test.app.db, {
      type: 'offer_a_settlement',
      name: 'Settlement Offer - Acme Collections',
      input: {
        creditor_name: 'Acme Collections',
        creditor_street_address: '1 King St W',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'M5H 1A1',
        creditor_fax: '416-555-0100',
      },
    });
    expect(found.kind).toBe('creditor');
    expect(found.recipient.name).toBe('Acme Collections');
    expect(plain(found.sendTo.mailAddress)).toEqual([
      'Acme Collections',
      '1 King St W',
      'Toronto ON  M5H 1A1',
    ]);
    expect(found.sendTo.fax).toBe('(416) 555-0100');
  });

  it('is mailed, as the first letter was, when that letter kept the directory’s unconfirmed fax', async () => {
    const names = await listCreditorNames(test.app.db);
    const canadianTire = names.find(([, name]) => name.startsWith('Canadian Tire Bank'));
    if (!canadianTire) throw new Error('Canadian Tire Bank is not in the directory');
    const typed = {
      creditor_id: canadianTire[0],
      creditor_name: canadianTire[1],
      creditor_street_address: 'P.O. Box 12000 Station Main',
      creditor_city: 'Welland',
      creditor_province: 'Ontario',
      creditor_postal_code: 'L3B 6C7',
    };
    const kept = await followUpRecipient(test.app.db, {
      type: 'offer_a_settlement',
      name: 'Settlement Offer - Canadian Tire Bank (Triangle Mastercard)',
      input: { ...typed, creditor_fax: '(905) 735-2644' },
    });
    expect(kept.sendTo.fax).toBeNull();
    expect(kept.sendTo.unconfirmedFax).toBe('(905) 735-2644');
    expect(kept.recipient.fax).toBeNull();
    const own = await followUpRecipient(test.app.db, {
      type: 'offer_a_settlement',
      name: 'Settlement Offer - Canadian Tire Bank (Triangle Mastercard)',
      input: { ...typed, creditor_fax: '905-735-2600' },
    });
    expect(own.sendTo.fax).toBe('(905) 735-2600');
    // A first letter stored before fax fields were checked: its note is never printed.
    const legacy = await followUpRecipient(test.app.db, {
      type: 'offer_a_settlement',
      name: 'Settlement Offer - Acme Collections',
      input: {
        ...typed,
        creditor_id: null,
        creditor_fax: '905-735-2644 (older complaint page; may be outdated)',
      },
    });
    expect(legacy.sendTo.fax).toBeNull();
    expect(legacy.recipient.fax).toBeNull();
  });

  it('is the directory creditor, addressed as the first letter was', async () => {
    const names = await listCreditorNames(test.app.db);
    const capitalOne = names.find(([, name]) => name.startsWith('Capital One (Canada)'));
    if (!capitalOne) throw new Error('Capital One is not in the directory');
    const found = await followUpRecipient(test.app.db, {
      type: 'does_not_have_account',
      name: 'Account Not Mine - Capital One (Canada)',
      input: { creditor_id: capitalOne[0] },
    });
    expect(found.kind).toBe('creditor');
    // The organisation the directory entry names, its department on the first line.
    expect(found.recipient.name).toBe('Capital One (Canada)');
    expect(plain(found.recipient.addressLines)[0]).toBe('Customer Service');
    expect(plain(found.recipient.addressLines)).toContain('Scarborough ON  M1R 5L1');
  });
});
