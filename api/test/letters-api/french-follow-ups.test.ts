import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterPages } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { storedLetterCount } from './letter-support';
import {
  download,
  fillProfile,
  generateIds,
  type LettersUser,
  newLettersUser,
  QUEBEC_ADDRESS,
} from './support';
import { escalate, followUp, markVerifiedAsAccurate, trackedLetter } from './tracking-support';

/**
 * Issue 15, point 4: the letters made from a first letter (the follow-up and the three
 * escalation letters) in French too, for a Québec consumer whose first letter was French and
 * verified as accurate by Equifax.
 */

const FRENCH_CLOSING =
  'Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées.';

let test: TestApp;
let user: LettersUser;
let equifax: string;

beforeAll(async () => {
  test = await createTestApp();
  user = await newLettersUser(test.app);
  await fillProfile(user, QUEBEC_ADDRESS);
  [equifax = ''] = await generateIds(user, { bureau: 'Equifax', language: 'fr' });
  await markVerifiedAsAccurate(user, equifax);
});

afterAll(async () => {
  await test?.close();
});

/** The letter's own pages (not its instructions page, in the request's language), on one line. */
async function letterText(id: string): Promise<string> {
  const { letter } = letterPages((await download(user, id)).rawPayload);
  return letter.join('\n').replace(/\s+/g, ' ');
}

/** The French conventions every French letter keeps. */
function expectFrenchLetter(text: string, where: string) {
  const flat = text.replace(/\s+/g, ' ');
  expect(flat, `${where}: subject`).toContain('Objet :');
  expect(flat, `${where}: no English subject line`).not.toMatch(/\b(Re|Subject):/);
  expect(flat, `${where}: salutation`).toContain('Madame, Monsieur,');
  expect(flat, `${where}: closing`).toContain(FRENCH_CLOSING);
  expect(flat, `${where}: date line`).toContain('Montréal, le 2 mars 2026');
  expect(flat, `${where}: no English date`).not.toMatch(/March \d/);
}

describe('letters made from a French first letter, in French', () => {
  it('still offers every escalation for its French name, Québec’s AMF transfer included', async () => {
    expect((await trackedLetter(user, equifax)).escalations_offered).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
      'amf_transfer_request',
    ]);
  });

  it('makes the follow-up in French, to Equifax’s address in French postal form', async () => {
    // No language asked: the follow-up speaks the first letter's.
    const response = await followUp(user, { id: equifax });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const text = await letterText(id);
    expectFrenchLetter(text, 'follow-up');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('C.P. 190');
    expect(flat).toContain('Montréal (Québec) H1S 2Z2');
    expect(flat).toContain(
      'Je fais suite à ma lettre du 2 mars 2026, ayant pour objet « Demande d’une copie gratuite de mon dossier de crédit (divulgation au consommateur) »',
    );
    expect(flat).toContain(
      'Pour vous aider à trouver mon dossier, voici mes renseignements d’identification : Nom complet : Sam Lee Tremblay Date de naissance : 15 juin 1980',
    );
    expect(flat).toContain('Loi sur les agents d’évaluation du crédit');
    expect((await trackedLetter(user, id)).name).toBe(
      'Suivi – Demande de dossier de crédit – Équifax',
    );
  });

  it('makes each escalation letter in French, citing Québec’s statutes by their French titles', async () => {
    for (const kind of ['consumer_office_complaint', 'privacy_complaint', 'amf_transfer_request']) {
      const response = await escalate(user, { id: equifax, kind, language: 'fr' });
      expect(response.statusCode, kind).toBe(201);
      const { id } = response.json<{ id: string }>();
      const text = await letterText(id);
      expectFrenchLetter(text, kind);
      expect(text.replace(/\s+/g, ' '), kind).toContain(
        'Dans sa réponse du 2 mars 2026, Equifax Canada Co. a indiqué que les renseignements avaient été vérifiés et étaient exacts.',
      );
      if (kind === 'amf_transfer_request') {
        // Equifax's address for Québec complaints, in French postal form.
        expect(text).toContain('Plainte pour le Québec C.P. 190 Montréal (Québec) H1S 2Z2');
        expect(text).toContain('Autorité des marchés financiers (AMF)');
      }
      if (kind === 'privacy_complaint') {
        expect(text).toContain('Commission d’accès à l’information du Québec');
        expect(text).toContain(
          'J’invoque la Loi sur la protection des renseignements personnels dans le secteur privé',
        );
      }
      expect((await trackedLetter(user, id)).name, kind).toMatch(
        / – Demande de dossier de crédit – Équifax$/,
      );
    }
  });

  it('refuses a language other than English or French, making nothing', async () => {
    const before = await storedLetterCount(test.app, user.userId);
    const response = await escalate(user, {
      id: equifax,
      kind: 'privacy_complaint',
      language: 'es',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: { language: 'Choose English or French for the letter.' },
    });
    expect(await storedLetterCount(test.app, user.userId)).toBe(before);
  });
});
