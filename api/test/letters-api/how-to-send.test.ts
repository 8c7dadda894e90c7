import { type LetterType, SEND_GUIDE_LETTER_TYPES, type SendGuideAnswer } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISA } from '../banking/support';
import { letterPages, squeeze } from '../letters/fixtures';
import { UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { everyLetterBody, type LetterConsumer, newConsumer } from './every-letter';
import { letterText } from './letter-support';
import { download, generateIds, newLettersUser } from './support';

/**
 * Issue 14, "sent by the channels that work today": the instructions page of every letter to a
 * bureau gives the online route first, then mail, and no fax (no bureau's number is confirmed);
 * each bureau's identification rules; every letter's steps agree with its enclosures; and GET
 * /generate-pdf/:id/send-guide gives the same channels with the dispute text to paste.
 */

/** The letters that go to a bureau (two letters each where the body names both). */
const BUREAU_TYPES = SEND_GUIDE_LETTER_TYPES;

let test: TestApp;
let consumer: LetterConsumer;
let bodies: ReturnType<typeof everyLetterBody>;

beforeAll(async () => {
  test = await createTestApp();
  consumer = await newConsumer(test.app, 'ON');
  bodies = everyLetterBody(consumer);
});

afterAll(async () => {
  await test?.close();
});

interface StoredLetter {
  id: string;
  name: string;
  pages: ReturnType<typeof letterPages>;
}

async function stored(type: LetterType, body = bodies[type]): Promise<StoredLetter[]> {
  const ids = await generateIds(consumer.user, { letter: type, ...body });
  const list = await consumer.user.list<[{ id: string; name: string }, unknown]>('/generate-pdf');
  return Promise.all(
    ids.map(async (id) => {
      const name = list.find(([entry]) => entry.id === id)?.[0].name ?? '';
      const pages = letterPages((await download(consumer.user, id)).rawPayload);
      return { id, name, pages };
    }),
  );
}

/** The letters of a Generate that went to a bureau (the statute-barred one also writes to the collector). */
function toBureau(letter: StoredLetter): boolean {
  return / - .*(Equifax|TransUnion)/.test(letter.name);
}

function sendGuide(user: LetterConsumer['user'], id: string) {
  return user.call('GET', `/generate-pdf/${id}/send-guide`);
}

/** Where `parts` appear in `text`, each after the one before: -1 when one is missing or early. */
function inOrder(text: string, parts: string[]): boolean {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

describe('the instructions page of every letter to a bureau', () => {
  it('credit_report_request: by mail, since the online forms take disputes, and no fax', async () => {
    for (const letter of await stored('credit_report_request')) {
      const [instructions = ''] = letter.pages.instructions.map((page) => squeeze(page));
      const oneLine = instructions.replace(/\s+/g, ' ');
      expect(oneLine).toContain('1. By mail');
      expect(oneLine).toContain('Send copies of your documents, never the originals.');
      expect(oneLine).not.toMatch(/Online|secure-ocs|equifax\.ca|\bfax\b/i);
      const answer = (await sendGuide(consumer.user, letter.id)).json<SendGuideAnswer>();
      expect(answer.guide).toBeNull();
    }
  });

  it.each(BUREAU_TYPES)('%s: online route first, then mail, and no fax anywhere', async (type) => {
    for (const letter of (await stored(type)).filter(toBureau)) {
      const [instructions = ''] = letter.pages.instructions.map((page) => squeeze(page));
      const oneLine = instructions.replace(/\s+/g, ' ');
      const transunion = letter.name.includes('TransUnion');
      const online = transunion
        ? ['1. Online (first choice)', 'Go to secure-ocs.transunion.ca.']
        : [
            '1. Online (first choice)',
            'Go to equifax.ca and open its “Dispute your credit report” page.',
          ];
      const mail = [
        '2. By mail',
        'Send copies of your documents, never the originals.',
        ...(transunion ? ['Put each document on its own 8½ × 11 sheet.'] : []),
        transunion ? '3115 Harvester Road, Suite 201' : 'Box 190 Montréal QC H1S 2Z2',
      ];
      expect(
        inOrder(oneLine, [...online, ...mail, 'What to include']),
        `${letter.name}: ${oneLine}`,
      ).toBe(true);
      if (transunion) {
        expect(oneLine).toContain('One submission per person, holding every request');
        expect(oneLine).toContain('No new submission while another of your disputes is open.');
        expect(oneLine).toContain('Only for your own credit file.');
        expect(oneLine).toContain(
          'Together, the two pieces must show your name, current address, date of birth and signature.',
        );
      } else {
        expect(oneLine).toContain(
          'Equifax needs the proof of address only when neither piece of identification shows your current address.',
        );
      }
      // No step, box or recipient line tells the consumer to fax a bureau.
      const whole = [...letter.pages.instructions, ...letter.pages.letter].join('\n');
      expect(whole, letter.name).not.toMatch(/\bfax\b/i);
      expect(whole).not.toContain('355-8502');
    }
  });
});

describe('enclosures and instructions agree', () => {
  it('every letter type lists on its instructions exactly the documents it encloses', async () => {
    for (const type of Object.keys(bodies) as LetterType[]) {
      for (const letter of await stored(type)) {
        const instructions = squeeze(letter.pages.instructions.join('\n')).replace(/\s+/g, ' ');
        const body = squeeze(letter.pages.letter.join('\n'));
        const count = /Enclosures? \((\d+)\)/.exec(body);
        if (!count) {
          expect(instructions, letter.name).toContain('This letter needs no supporting documents');
          expect(instructions, letter.name).not.toMatch(/the documents|copies of the documents/);
          continue;
        }
        expect(instructions, letter.name).not.toContain('no supporting documents');
        // Each enclosure bullet of the letter is a document bullet of the instructions.
        const enclosures = body
          .slice(body.indexOf(count[0]))
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line.startsWith('•'))
          .map((line) => line.slice(1).trim());
        expect(enclosures.length, letter.name).toBe(Number(count[1]));
        for (const enclosure of enclosures) expect(instructions, letter.name).toContain(enclosure);
        const listed = instructions.match(/• (Copy|Photocopy) /g) ?? [];
        expect(listed.length, letter.name).toBe(enclosures.length);
      }
    }
  });
});

describe('GET /generate-pdf/:id/send-guide', () => {
  it('answers the channels of the letter and a short dispute text it prints, for each bureau', async () => {
    const letters = await stored('adjust_balance');
    expect(letters.map((letter) => letter.name)).toEqual([
      'Balance Correction - Equifax',
      'Balance Correction - TransUnion',
    ]);
    const [equifax, transunion] = await Promise.all(
      letters.map(async (letter) => {
        const response = await sendGuide(consumer.user, letter.id);
        expect(response.statusCode).toBe(200);
        return response.json<SendGuideAnswer>();
      }),
    );
    expect(equifax).toMatchObject({
      code: 0,
      guide: {
        bureau: 'Equifax Canada',
        online: { site: 'equifax.ca', page: 'Dispute your credit report', rules: [] },
        mail: {
          address: [
            'Equifax Canada Co.',
            'National Consumer Relations',
            'Box 190',
            'Montréal QC  H1S 2Z2',
          ],
          rules: ['Send copies of your documents, never the originals.'],
        },
        fax: null,
      },
    });
    expect(transunion?.guide).toMatchObject({
      bureau: 'TransUnion Canada',
      online: { site: 'secure-ocs.transunion.ca', page: null },
      mail: {
        rules: [
          'Send copies of your documents, never the originals.',
          'Put each document on its own 8½ × 11 sheet.',
        ],
      },
      fax: null,
    });
    expect(transunion?.guide?.online.rules).toContain(
      'One submission per person, holding every request: put all of yours in it.',
    );

    const text = equifax?.guide?.dispute_text ?? '';
    expect(text.startsWith('Incorrect balance reported for my account Maple Visa\n\n')).toBe(true);
    expect(text).toContain('What is wrong:');
    expect(text).toContain('What I ask:');
    expect(text).toContain('Maple Visa');
    expect(text).toContain('$1,534.07');
    expect(text).toContain('$1,234.56');
    expect(text.length).toBeLessThan(1000);
    // Nothing the letter does not print, and no identifying details at all.
    expect(text).not.toContain('1980');
    expect(text).not.toMatch(/date of birth|address/i);
    const letter = (await letterText(consumer.user, letters[0]?.id)).replace(/\s+/g, ' ');
    for (const line of text.split('\n').filter((line) => !/^What (is wrong|I ask):$/.test(line))) {
      expect(letter).toContain(line.replace(/\s+/g, ' ').trim());
    }
  });

  it('has a dispute text under 1,000 characters for every letter to a bureau', async () => {
    expect(BUREAU_TYPES).toHaveLength(13);
    expect(BUREAU_TYPES).not.toContain('credit_report_request');
    for (const type of BUREAU_TYPES) {
      const letters = await stored(type);
      for (const letter of letters.filter((candidate) => !toBureau(candidate))) {
        // The statute-barred letter to the collector: a creditor takes no online dispute.
        const answer = (await sendGuide(consumer.user, letter.id)).json<SendGuideAnswer>();
        expect(answer.guide, letter.name).toBeNull();
      }
      for (const letter of letters.filter(toBureau)) {
        const answer = (await sendGuide(consumer.user, letter.id)).json<SendGuideAnswer>();
        expect(answer.guide, letter.name).not.toBeNull();
        expect(answer.guide?.dispute_text.length, letter.name).toBeGreaterThan(40);
        expect(answer.guide?.dispute_text.length, letter.name).toBeLessThan(1000);
        expect(answer.guide?.fax, letter.name).toBeNull();
      }
    }
  });

  it('keeps the text of the letter as made, after the account it names is renamed', async () => {
    const [letter] = await stored('adjust_balance', {
      ...bodies.adjust_balance,
      bureau: 'Equifax',
    });
    const renamed = await consumer.user.call('PUT', '/banking-information', {
      ...VISA,
      id: consumer.accountId,
      account_name: 'Renamed Card',
      secret: consumer.user.password,
    });
    expect(renamed.statusCode).toBe(200);
    const answer = (await sendGuide(consumer.user, letter?.id ?? '')).json<SendGuideAnswer>();
    expect(answer.guide?.dispute_text).toContain('Maple Visa');
    expect(answer.guide?.dispute_text).not.toContain('Renamed Card');
  });

  it('answers no guide for a letter to a creditor or to an agency that is not a bureau', async () => {
    const [creditor] = await stored('dispute_creditor');
    const [agency] = await stored('remove_late_payment', {
      ...bodies.remove_late_payment,
      cra_name: 'Northern Credit Reporting Ltd.',
    });
    for (const letter of [creditor, agency]) {
      const response = await sendGuide(consumer.user, letter?.id ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, msg: 'OK', guide: null });
    }
  });

  it("answers -3 for another user's letter, an unknown id and a malformed one", async () => {
    const [letter] = await stored('error_of_name', { ...bodies.error_of_name, bureau: 'Equifax' });
    const stranger = await newLettersUser(test.app);
    for (const [user, id] of [
      [stranger, letter?.id ?? ''],
      [consumer.user, UNKNOWN_ID],
      [consumer.user, 'not-a-letter-id'],
    ] as const) {
      const response = await sendGuide(user, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: -3 });
    }
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `/api/v1/generate-pdf/${letter?.id}/send-guide`,
    });
    expect(anonymous.json()).toMatchObject({ code: -4000 });
  });
});
