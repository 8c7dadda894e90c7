import type { CreditorDetail } from 'shared/contract';
import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, letterText } from './letter-support';
import { type GenerateAnswerBody, generate, type LettersUser, newUserWithAccount } from './support';

/**
 * Letters to the creditor directory's entries (issue 14, point 3): numbers print formatted the
 * Canadian way, what the directory knows about a number never prints, and a fax the directory
 * could not confirm makes the letter a mailed one whose instructions say why.
 */

type Entry = CreditorDetail & { id: string };

let test: TestApp;
let user: LettersUser;
let accountId: string;
let directory: Entry[];

beforeAll(async () => {
  test = await createTestApp();
  ({ user, accountId } = await newUserWithAccount(test.app));
  const list = await user.list<[string, string]>('/creditor/list');
  directory = [];
  for (const [id] of list) {
    const detail = await user.call('POST', '/creditor/get', id);
    expect(detail.statusCode).toBe(200);
    directory.push({ ...detail.json<CreditorDetail>(), id });
  }
  expect(directory).toHaveLength(38);
}, 60_000);

afterAll(async () => {
  await test?.close();
});

function entry(company: string): Entry {
  const found = directory.find((candidate) => candidate.company === company);
  if (!found) throw new Error(`${company} is not in the directory`);
  return found;
}

const CANADIAN_TIRE = 'Canadian Tire Bank (Triangle Mastercard)';
const SCOTIA_ESCALATED =
  'The Bank of Nova Scotia (Scotiabank) - Escalated Customer Concerns Office';

/** The dispute wizard's body for a directory entry, its fields as the picker fills them. */
function disputeBody(creditor: Entry, changes: Record<string, unknown> = {}) {
  return {
    letter: 'dispute_creditor',
    step: 4,
    creditor_id: creditor.id,
    creditor_name: creditor.company,
    creditor_street_address: creditor.address,
    creditor_city: creditor.city,
    creditor_province: creditor.province,
    creditor_postal_code: creditor.postal_code,
    creditor_fax: creditor.fax,
    // Typed as bare digits: the letter formats them.
    creditor_phone: creditor.phone.replace(/\D/g, ''),
    creditor_toll_free: creditor.toll_free.replace(/\D/g, ''),
    creditor_email: '',
    account_id: accountId,
    creditor_reference_number: 'REF-2026-14',
    original_creditor: 'Maple Bank',
    creditor_comments: '',
    password: user.password,
    ...changes,
  };
}

async function pdfTextOf(body: Record<string, unknown>): Promise<string> {
  const response = await generate(user, body);
  expect(response.statusCode, response.body).toBe(201);
  return letterText(user, response.json<GenerateAnswerBody>().id);
}

const UNFORMATTED_NUMBER = /(?<![\d-])\d{3}[-. ]\d{3}-\d{4}/;
const unconfirmedStep = (fax: string) =>
  `The fax number we have for this recipient, ${fax}, could not be confirmed on its current pages, so this letter is addressed for mail. If you confirm the number with the recipient, you may fax the letter`;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What every letter to a directory entry must show about its fax, notes and numbers. */
function expectDirectoryLetter(text: string, creditor: Entry): void {
  expect(text).not.toContain('may be outdated');
  for (const note of [creditor.phone_note, creditor.fax_note, creditor.address_note]) {
    if (note !== '') expect(text).not.toContain(note);
  }
  expect(text).not.toMatch(UNFORMATTED_NUMBER);
  // The consumer's own phone, formatted too.
  expect(text).toContain('Phone: (416) 555-0123');
  // No instruction to the consumer inside the letter: the recipient block holds no "send by".
  expect(text).not.toContain('send by mail');
  if (creditor.fax === '') {
    expect(text).not.toContain('Fax:');
    expect(text).toContain('SEND BY MAIL TO');
  } else if (creditor.fax_confirmed) {
    expect(text).toContain(`Fax: ${creditor.fax}`);
    expect(text).toContain('SEND BY FAX TO');
    expect(text).toMatch(
      new RegExp(`Fax the letter( and the documents)? to ${escaped(creditor.fax)}\\.`),
    );
  } else {
    expect(text).toContain('SEND BY MAIL TO');
    expect(text).toContain(unconfirmedStep(creditor.fax));
    expect(text).not.toContain(`Fax: ${creditor.fax}`);
    expect(text).not.toMatch(/Fax the letter( and the documents)? to/);
  }
}

/** The parts of an entry's mailing address the sources did not give. */
function missingParts(creditor: Entry): string[] {
  const parts = {
    city: creditor.city,
    province: creditor.province,
    postal_code: creditor.postal_code,
  };
  return Object.entries(parts)
    .filter(([, value]) => value.trim() === '')
    .map(([part]) => part);
}

describe('the directory’s mailing addresses', () => {
  it('lists the entries without a whole address: the sources give no city or postal code for them', () => {
    const incomplete = directory
      .filter((creditor) => missingParts(creditor).length > 0)
      .map((creditor) => [creditor.company, missingParts(creditor)]);
    expect(incomplete).toEqual([
      ['Bell Canada (head office, Campus Bell)', ['postal_code']],
      ["Bell MTS (Manitoba) - Bell MTS Advocate's Office", ['city']],
      ['Laurentian Bank of Canada (Banque Laurentienne)', ['postal_code']],
      ['National Bank of Canada (Banque Nationale du Canada)', ['postal_code']],
    ]);
  });

  it('addresses no letter to them by mail until the consumer completes the address', async () => {
    for (const creditor of directory.filter((entry) => missingParts(entry).length > 0)) {
      // Picked and kept as the directory fills it: the missing part is asked for.
      const kept = await generate(user, disputeBody(creditor));
      expect(kept.statusCode, creditor.company).toBe(400);
      const [missing = ''] = missingParts(creditor);
      const field = `creditor_${missing}`;
      expect(Object.keys(kept.json<GenerateAnswerBody>().errors ?? {})).toEqual([field]);
      // Completed by the consumer: the letter is made, to the whole address.
      const completed = {
        city: { creditor_city: 'Winnipeg' },
        postal_code: { creditor_postal_code: 'H3B 4S8' },
        province: { creditor_province: 'Quebec' },
      }[missing];
      const text = await pdfTextOf(disputeBody(creditor, completed));
      expect(text).toContain('SEND BY');
      // Not My Account, addressed by the directory alone: the missing part is asked for, and
      // the letter goes to the address the consumer completed.
      const notMine = {
        letter: 'does_not_have_account',
        account_number: 'ACC-1414',
        creditor_id: creditor.id,
      };
      const asked = await generate(user, notMine);
      expect(asked.json(), creditor.company).toEqual({
        code: -2,
        msg: 'Some fields are missing or invalid.',
        errors: {
          [field]: { city: m.creditorCity, postal_code: m.creditorPostalCode }[missing],
        },
      });
      const whole = {
        creditor_street_address: creditor.address,
        creditor_city: creditor.city || 'Winnipeg',
        creditor_province: creditor.province,
        creditor_postal_code: creditor.postal_code || 'H3B 4S8',
      };
      const mailed = await pdfTextOf({ ...notMine, ...whole });
      expect(mailed, creditor.company).toMatch(/SEND BY MAIL TO .*(Winnipeg|H3B 4S8)/);
      // Part of the address only: each missing field is named.
      const part = await generate(user, { ...notMine, creditor_city: 'Montréal' });
      expect(Object.keys(part.json<GenerateAnswerBody>().errors ?? {}).sort()).toEqual([
        'creditor_postal_code',
        'creditor_province',
        'creditor_street_address',
      ]);
    }
  }, 60_000);
});

describe('a letter to each directory entry with a whole address', () => {
  const whole = () => directory.filter((creditor) => missingParts(creditor).length === 0);

  it('does_not_have_account: numbers formatted, no note, an unconfirmed fax mailed', async () => {
    for (const creditor of whole()) {
      const text = await pdfTextOf({
        letter: 'does_not_have_account',
        account_number: 'ACC-1414',
        creditor_id: creditor.id,
      });
      expectDirectoryLetter(text, creditor);
    }
  }, 180_000);

  it('dispute_creditor: the same, and the phone lines formatted from bare digits', async () => {
    for (const creditor of whole()) {
      const text = await pdfTextOf(disputeBody(creditor));
      expectDirectoryLetter(text, creditor);
      if (creditor.phone !== '') expect(text).toContain(`Phone: ${creditor.phone}`);
      if (creditor.toll_free !== '') expect(text).toContain(`Toll-free: ${creditor.toll_free}`);
    }
  }, 180_000);
});

describe('the directory fax on a letter', () => {
  it('is the creditor’s formatted fax, on the letter and the instructions, when confirmed', async () => {
    const scotia = entry(SCOTIA_ESCALATED);
    expect(scotia).toMatchObject({ fax: '1-877-700-0045', fax_confirmed: true });
    const text = await pdfTextOf(disputeBody(scotia, { creditor_fax: '18777000045' }));
    expect(text).toContain('SEND BY FAX TO 1-877-700-0045');
    expect(text).toContain('Fax the letter to 1-877-700-0045.');
    expect(text).toContain('Fax: 1-877-700-0045');
    expect(text).toContain('Phone: (416) 933-1700 Toll-free: 1-877-700-0043');
  });

  it('makes a letter kept on an unconfirmed fax a mailed one, however the number is written', async () => {
    const canadianTire = entry(CANADIAN_TIRE);
    expect(canadianTire).toMatchObject({ fax: '(905) 735-2644', fax_confirmed: false });
    const text = await pdfTextOf(disputeBody(canadianTire, { creditor_fax: '905 735 2644' }));
    expect(text).toContain(
      'SEND BY MAIL TO Canadian Tire Bank P.O. Box 12000 Station Main Welland ON L3B 6C7',
    );
    expect(text).toContain(unconfirmedStep('(905) 735-2644'));
    expect(text).not.toContain('older complaint page');
  });

  it('faxes a number the user typed instead: it is theirs', async () => {
    const canadianTire = entry(CANADIAN_TIRE);
    const text = await pdfTextOf(disputeBody(canadianTire, { creditor_fax: '905-735-2600' }));
    expect(text).toContain('SEND BY FAX TO (905) 735-2600');
    expect(text).toContain('Fax: (905) 735-2600');
    expect(text).not.toContain('could not be confirmed');
  });

  it('mails unauthorized_inquiry and settlements kept on the directory’s unconfirmed fax', async () => {
    const canadianTire = entry(CANADIAN_TIRE);
    const creditor = {
      creditor_id: canadianTire.id,
      creditor_name: canadianTire.company,
      creditor_street_address: canadianTire.address,
      creditor_city: canadianTire.city,
      creditor_province: canadianTire.province,
      creditor_postal_code: canadianTire.postal_code,
      creditor_fax: canadianTire.fax,
    };
    const inquiry = await pdfTextOf({
      letter: 'unauthorized_inquiry',
      ...creditor,
      creditor_amount: 0,
    });
    expect(inquiry).toContain(unconfirmedStep('(905) 735-2644'));
    const settlement = await pdfTextOf({
      letter: 'offer_a_settlement',
      ...creditor,
      account_id: accountId,
      creditor_reference_number: 'CT-77',
      payment_method: 'lump_sum',
      creditor_amount: 900,
      creditor_balance: 1800,
      password: user.password,
    });
    expect(settlement).toContain(unconfirmedStep('(905) 735-2644'));
    expect(settlement).toContain('SEND BY MAIL TO');
  });
});

describe('a statute-barred letter to a directory collector', () => {
  it('is mailed when the directory could not confirm the collector’s fax', async () => {
    const timmins = entry('Credit bureau / collection agency (cbtimmins.com)');
    expect(timmins).toMatchObject({ fax: '(705) 264-5284', fax_confirmed: false });
    const response = await generate(user, {
      letter: 'statute_barred_account',
      account_name: 'Old Phone Bill',
      account_number: 'RG-5550001',
      last_payment_date: '2017-05-31',
      creditor_id: timmins.id,
      creditor_name: timmins.company,
      creditor_street_address: timmins.address,
      creditor_city: timmins.city,
      creditor_province: timmins.province,
      creditor_postal_code: timmins.postal_code,
      creditor_fax: timmins.fax,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<GenerateAnswerBody>();
    const texts = await Promise.all((answer.ids ?? [answer.id]).map((id) => letterText(user, id)));
    const toCollector = texts.find((text) => text.includes('cbtimmins.com'));
    if (!toCollector) throw new Error('no letter to the collector');
    expect(toCollector).toContain('SEND BY MAIL TO');
    expect(toCollector).toContain(unconfirmedStep('(705) 264-5284'));
    expect(toCollector).not.toContain('SEND BY FAX TO');
    expect(toCollector).not.toMatch(/Fax the letter( and the documents)? to/);
  });
});

describe('phone and fax fields of a generate body', () => {
  it('refuse anything but one number, with the field’s message', async () => {
    const canadianTire = entry(CANADIAN_TIRE);
    await expectFieldRefused(
      test.app,
      user,
      disputeBody(canadianTire, {
        creditor_fax: '905-735-2644 (older complaint page; may be outdated)',
      }),
      'creditor_fax',
      m.faxInvalid,
    );
    await expectFieldRefused(
      test.app,
      user,
      disputeBody(canadianTire, { creditor_phone: '555-0142' }),
      'creditor_phone',
      m.phoneInvalid,
    );
    await expectFieldRefused(
      test.app,
      user,
      disputeBody(canadianTire, { creditor_toll_free: '(416) 555-0142' }),
      'creditor_toll_free',
      m.tollFreeInvalid,
    );
    await expectFieldRefused(
      test.app,
      user,
      {
        letter: 'remove_late_payment',
        account_name: 'Maple Visa',
        account_number: '4520 8817 3306 9012',
        cra_city: 'Montréal',
        cra_description: '',
        cra_fax: 'fax them',
        cra_name: 'Equifax Canada Co.',
        cra_postal_code: 'H1S 2Z2',
        cra_province: 'Quebec',
        cra_street_address: 'Box 190',
        past_due_payment: 250,
      },
      'cra_fax',
      m.faxInvalid,
    );
  });
});
