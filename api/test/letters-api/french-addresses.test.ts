import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterPages } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { download, fillProfile, generateIds, type LettersUser, newLettersUser } from './support';
import { escalate, markVerifiedAsAccurate } from './tracking-support';

/**
 * Issue 15: a French letter to a federal body prints its address in French postal form
 * (« 30, rue Victoria », « Gatineau (Québec) »), never the English form the sources give.
 * An Ontario consumer's privacy complaint goes to the Privacy Commissioner of Canada.
 */

let test: TestApp;
let user: LettersUser;
let equifax: string;

beforeAll(async () => {
  test = await createTestApp();
  user = await newLettersUser(test.app);
  await fillProfile(user);
  [equifax = ''] = await generateIds(user, { bureau: 'Equifax', language: 'fr' });
  await markVerifiedAsAccurate(user, equifax);
});

afterAll(async () => {
  await test?.close();
});

describe('a French letter to a federal body', () => {
  it('prints the Privacy Commissioner’s address in French postal form', async () => {
    const response = await escalate(user, {
      id: equifax,
      kind: 'privacy_complaint',
      language: 'fr',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    // pdftotext's text of the letter's own pages, on one line.
    const { letter } = letterPages((await download(user, id)).rawPayload);
    const text = letter.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Commissariat à la protection de la vie privée du Canada');
    expect(text).toContain('30, rue Victoria Gatineau (Québec) K1A 1H3');
    expect(text).not.toMatch(/Victoria Street|Gatineau QC/);
  });
});
