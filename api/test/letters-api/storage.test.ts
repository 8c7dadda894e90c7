import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../src/db/schema-letters';
import { loadLetterSnapshot } from '../../src/letters-store/letters';
import { createTestApp, type TestApp } from '../support/app';
import {
  download,
  fillProfile,
  generateIds,
  type LettersUser,
  newLettersUser,
  ONTARIO_CONTACT,
} from './support';

let test: TestApp;
let user: LettersUser;

beforeAll(async () => {
  test = await createTestApp();
  user = await newLettersUser(test.app);
  await fillProfile(user);
});

afterAll(async () => {
  await test?.close();
});

async function storedRow(id: string) {
  const [row] = await test.app.db.select().from(letters).where(eq(letters.id, id));
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

describe('letters at rest', () => {
  it('keeps the PDF and the snapshot sealed: no plain PDF or personal data in the table', async () => {
    const [id] = await generateIds(user, { bureau: 'Equifax' });
    const pdf = (await download(user, id)).rawPayload;
    const row = await storedRow(id ?? '');

    expect(row.pdfSealed.includes(Buffer.from('%PDF'))).toBe(false);
    // No stretch of the document appears as it is either.
    expect(row.pdfSealed.includes(pdf.subarray(1000, 1064))).toBe(false);
    expect(row.pdfBytes).toBe(pdf.length);
    for (const plain of [ONTARIO_CONTACT.last_name, ONTARIO_CONTACT.email, '100 King Street']) {
      expect(row.snapshotSealed.includes(Buffer.from(plain))).toBe(false);
      expect(row.pdfSealed.includes(Buffer.from(plain))).toBe(false);
    }
    // What is sealed is that very PDF.
    expect(test.app.cipher.decrypt(row.pdfSealed, `letters.pdf:${user.userId}:${id}`)).toEqual(pdf);
  });

  it('stores the list fields in the clear: user, group, type, name and Toronto request date', async () => {
    const [id] = await generateIds(user, { bureau: 'TransUnion' });
    const row = await storedRow(id ?? '');
    expect(row).toMatchObject({
      userId: user.userId,
      groupId: 0,
      type: 'credit_report_request',
      name: 'Credit Report Request - TransUnion',
      requestDate: '2026-03-02',
    });
  });

  it('snapshots the inputs and the personal data used', async () => {
    const [id] = await generateIds(user, {});
    const snapshot = await loadLetterSnapshot(test.app.db, test.app.cipher, user.userId, id ?? '');
    expect(snapshot).toEqual({
      input: { bureau: 'both' },
      personal: {
        contact: {
          first_name: 'Sam',
          middle_name: 'Lee',
          last_name: 'Tremblay',
          date_of_birth: '1980-06-15',
          home_phone: '+14165550123',
          cell_phone: '',
          email: 'sam.tremblay@example.ca',
        },
        currentAddress: {
          address_line_one: '100 King Street West',
          address_line_two: 'Unit 12',
          city: 'Toronto',
          province_id: 8,
          postal_code: 'M5X 1A9',
        },
        previousAddress: null,
      },
    });
  });

  it("cannot open another row's sealed PDF with this row's context", async () => {
    const [first, second] = await generateIds(user, {});
    const other = await storedRow(second ?? '');
    expect(() =>
      test.app.cipher.decrypt(other.pdfSealed, `letters.pdf:${user.userId}:${first}`),
    ).toThrow();
  });

  it("deleting the account deletes the user's letters", async () => {
    const leaving = await newLettersUser(test.app);
    await fillProfile(leaving);
    const [id] = await generateIds(leaving, {});
    const { users } = await import('../../src/db/schema');
    await test.app.db.delete(users).where(eq(users.id, leaving.userId));
    expect(
      await test.app.db
        .select()
        .from(letters)
        .where(eq(letters.id, id ?? '')),
    ).toEqual([]);
  });
});
