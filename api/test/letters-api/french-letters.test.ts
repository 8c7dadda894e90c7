import { inArray } from 'drizzle-orm';
import type { LetterListItem, SendGuideAnswer } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters } from '../../src/db/schema-letters';
import { registeredLetterTypes } from '../../src/letters';
import { bodyLinesAbove, letterPages, pdfInfo, squeeze } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { CONSUMERS, everyLetterBody, type LetterConsumer, newConsumer } from './every-letter';
import { download, generate, generateIds } from './support';

/**
 * Issue 15, point 4: every letter type in French. A French letter's own words, its date, its
 * subject line, salutation and closing are French, and so is the bureau's address; its stored
 * name is French and its download is the stored PDF, byte for byte. The instructions page
 * follows the request's Accept-Language, whatever the letter's language.
 */

const FRENCH_CLOSING =
  'Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées.';
const FRENCH_MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
/** « 24 novembre 2026 », « 1er mars 2026 ». */
const FRENCH_DATE = new RegExp(`\\b\\d{1,2}(er)? (${FRENCH_MONTHS}) \\d{4}\\b`);
/** An English date ("March 5, 2026") left in a French letter. */
const ENGLISH_DATE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/;

const PROVINCES = Object.keys(CONSUMERS) as (keyof typeof CONSUMERS)[];

let test: TestApp;
const consumers = new Map<string, LetterConsumer>();

beforeAll(async () => {
  test = await createTestApp();
  for (const province of PROVINCES) consumers.set(province, await newConsumer(test.app, province));
});

afterAll(async () => {
  await test?.close();
});

function consumerIn(province: keyof typeof CONSUMERS): LetterConsumer {
  const consumer = consumers.get(province);
  if (!consumer) throw new Error(`no consumer in ${province}`);
  return consumer;
}

/** POST /generate-pdf with an Accept-Language header, as a browser in French sends it. */
function generateWithLanguage(consumer: LetterConsumer, body: unknown, acceptLanguage: string) {
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/generate-pdf',
    headers: {
      'x-api-key': consumer.user.key,
      'content-type': 'application/json',
      'accept-language': acceptLanguage,
    },
    payload: JSON.stringify(body),
  });
}

async function storedLetters(consumer: LetterConsumer): Promise<LetterListItem[]> {
  return consumer.user.list<LetterListItem>('/generate-pdf');
}

describe('every letter type with language fr', () => {
  it('is written in French: « Objet », a French date and closing, no English subject line', async () => {
    const consumer = consumerIn('QC');
    const bodies = everyLetterBody(consumer);
    const types = registeredLetterTypes();
    expect(types.length).toBeGreaterThanOrEqual(17);
    let equifaxLetters = 0;
    for (const type of types) {
      const ids = await generateIds(consumer.user, {
        letter: type,
        ...bodies[type],
        language: 'fr',
      });
      for (const id of ids) {
        const pdf = (await download(consumer.user, id)).rawPayload;
        const { letter } = letterPages(pdf);
        const text = squeeze(letter.join('\n'));
        const where = `${type} (${id})`;
        expect(text, `${where}: subject`).toContain('Objet :');
        expect(text, `${where}: no English subject line`).not.toMatch(/\b(Re|Subject):/);
        expect(text, `${where}: salutation`).toContain('Madame, Monsieur,');
        expect(text.replace(/\s+/g, ' '), `${where}: closing`).toContain(FRENCH_CLOSING);
        expect(text, `${where}: no English closing`).not.toContain('Sincerely');
        expect(text, `${where}: a French date`).toMatch(FRENCH_DATE);
        expect(text, `${where}: no English date`).not.toMatch(ENGLISH_DATE);
        expect(text, `${where}: the date line names the city`).toMatch(
          new RegExp(`Montréal, le ${FRENCH_DATE.source}`),
        );
        if (/Équifax/.test(pdfInfo(pdf).Title ?? '') && /C\.P\. 190/.test(text)) {
          equifaxLetters += 1;
          expect(text, `${where}: Equifax's address in French postal form`).toContain(
            'Montréal (Québec) H1S 2Z2',
          );
        }
      }
    }
    // The free report, the nine bureau-bound letters and the two agency letters to Equifax.
    expect(equifaxLetters).toBeGreaterThanOrEqual(11);
  });

  it('stores its French name, and downloads the PDF it made, byte for byte', async () => {
    const consumer = consumerIn('ON');
    const [equifax, transunion] = await generateIds(consumer.user, { language: 'fr' });
    const names = new Map((await storedLetters(consumer)).map(([entry]) => [entry.id, entry.name]));
    expect(names.get(equifax ?? '')).toBe('Demande de dossier de crédit – Équifax');
    expect(names.get(transunion ?? '')).toBe('Demande de dossier de crédit – TransUnion');
    const first = (await download(consumer.user, equifax)).rawPayload;
    const second = (await download(consumer.user, equifax)).rawPayload;
    expect(second.equals(first)).toBe(true);
    expect(pdfInfo(first).Title).toBe('Demande de dossier de crédit – Équifax');
    // The letter keeps its language (issue 15's column), English for one made without it.
    const [english] = await generateIds(consumer.user, { bureau: 'Equifax' });
    const rows = await test.app.db
      .select({ id: letters.id, language: letters.language })
      .from(letters)
      .where(inArray(letters.id, [equifax ?? '', english ?? '']));
    expect(new Map(rows.map((row) => [row.id, row.language]))).toEqual(
      new Map([
        [equifax, 'fr'],
        [english, 'en'],
      ]),
    );
  });

  it('refuses any other language with a field message, and stores nothing', async () => {
    const consumer = consumerIn('BC');
    const before = (await storedLetters(consumer)).length;
    for (const body of [
      { language: 'es' },
      {
        letter: 'error_of_employment',
        current_employer: 'Northwind Logistics',
        previous_employer: 'Acme Foods',
        language: 'es',
      },
    ]) {
      const response = await generate(consumer.user, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<{ code: number; errors: Record<string, string> }>();
      expect(answer.code).toBe(-2);
      expect(answer.errors.language).toBe('Choose English or French for the letter.');
    }
    expect(await storedLetters(consumer)).toHaveLength(before);
  });
});

describe('the instructions page follows the request’s language', () => {
  it('is in French for Accept-Language fr-CA, the letter itself staying English', async () => {
    const consumer = consumerIn('ON');
    const response = await generateWithLanguage(
      consumer,
      { bureau: 'Equifax' },
      'fr-CA,fr;q=0.9,en;q=0.8',
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const pdf = (await download(consumer.user, id)).rawPayload;
    const { instructions, letter } = letterPages(pdf);
    const guide = squeeze(instructions.join('\n'));
    expect(guide).toContain('Comment envoyer votre lettre');
    expect(guide).toContain('N’ENVOYEZ PAS CETTE PAGE');
    expect(guide).not.toContain('How to send your letter');
    // Its steps, documents and the address to mail to, all in French.
    expect(guide).toContain('Envoyez des copies de vos documents, jamais les originaux.');
    expect(guide).toContain('Copie d’une pièce d’identité avec photo');
    expect(guide).toContain('C.P. 190');
    const body = squeeze(letter.join('\n'));
    expect(body).toContain('Re: Request for a free copy of my credit file');
    expect(body).toContain('Box 190');
    expect(body).toContain('Sincerely,');
    const names = new Map((await storedLetters(consumer)).map(([entry]) => [entry.id, entry.name]));
    expect(names.get(id)).toBe('Credit Report Request - Equifax');
  });

  it('is in English without a French Accept-Language, for a French letter too', async () => {
    const consumer = consumerIn('NT');
    const response = await generateWithLanguage(
      consumer,
      { bureau: 'Equifax', language: 'fr' },
      'en-CA,en;q=0.9,fr;q=0.5',
    );
    const { id } = response.json<{ id: string }>();
    const { instructions, letter } = letterPages((await download(consumer.user, id)).rawPayload);
    const guide = squeeze(instructions.join('\n'));
    expect(guide).toContain('How to send your letter');
    expect(guide).toContain('Send copies of your documents, never the originals.');
    expect(guide).toContain('Box 190');
    const body = squeeze(letter.join('\n'));
    expect(body).toContain('Objet :');
    expect(body).toContain('C.P. 190');
  });
});

describe('the send guide follows the request’s language', () => {
  it('gives the channels and the dispute text in French for Accept-Language fr, in English otherwise', async () => {
    const consumer = consumerIn('ON');
    const [equifax] = await generateIds(consumer.user, {
      letter: 'error_of_employment',
      current_employer: 'Northwind Logistics',
      previous_employer: 'Acme Foods',
      bureau: 'Equifax',
    });
    const guideIn = async (acceptLanguage: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/v1/generate-pdf/${equifax}/send-guide`,
        headers: { 'x-api-key': consumer.user.key, 'accept-language': acceptLanguage },
      });
      expect(response.statusCode).toBe(200);
      return response.json<SendGuideAnswer>().guide;
    };
    const french = await guideIn('fr-CA');
    expect(french?.bureau).toBe('Equifax Canada Co.');
    expect(french?.mail.address).toContain('C.P. 190');
    expect(french?.mail.rules).toEqual([
      'Envoyez des copies de vos documents, jamais les originaux.',
    ]);
    expect(french?.dispute_text).toContain('Ce qui est inexact\u00a0:');
    expect(french?.dispute_text).toContain(
      'Mon dossier de crédit chez Equifax Canada Co. indique Acme Foods comme mon employeur actuel.',
    );
    const english = await guideIn('en-CA,en;q=0.9');
    expect(english?.bureau).toBe('Equifax Canada');
    expect(english?.mail.address).toContain('Box 190');
    expect(english?.dispute_text).toContain('What is wrong:');
    expect(english?.dispute_text).toContain(
      'My credit file with Equifax Canada shows Acme Foods as my current employer.',
    );
  });
});

describe.each(PROVINCES)('every French letter type for a consumer in %s', (province) => {
  it('renders with no nearly empty last page, its closing, signature and enclosures together', async () => {
    const consumer = consumerIn(province);
    const bodies = everyLetterBody(consumer);
    const name = `${CONSUMERS[province].first_name} ${CONSUMERS[province].last_name}`;
    for (const type of registeredLetterTypes()) {
      const ids = await generateIds(consumer.user, {
        letter: type,
        ...bodies[type],
        language: 'fr',
      });
      for (const id of ids) {
        const { instructions, letter } = letterPages(
          (await download(consumer.user, id)).rawPayload,
        );
        const where = `${type} (${province}, ${id})`;
        expect(instructions, `${where}: one instructions page`).toHaveLength(1);
        for (const page of letter) {
          expect(
            bodyLinesAbove(page, FRENCH_CLOSING).length,
            `${where}: a blank page`,
          ).toBeGreaterThan(1);
        }
        const last = letter.at(-1) ?? '';
        const lastText = squeeze(last).replace(/\s+/g, ' ');
        expect(lastText, `${where}: the closing is on the last page`).toContain(FRENCH_CLOSING);
        expect(lastText.slice(lastText.indexOf(FRENCH_CLOSING)), `${where}: signed`).toContain(
          name,
        );
        const enclosures = /Pièces? jointes? \((\d+)\)/.exec(squeeze(letter.join('\n')));
        if (enclosures) expect(squeeze(last)).toContain(enclosures[0]);
        if (letter.length > 1) {
          expect(
            bodyLinesAbove(last, FRENCH_CLOSING).length,
            `${where}: ${letter.length} pages, the last nearly empty`,
          ).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});
