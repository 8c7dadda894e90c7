import type { LightMyRequestResponse } from 'fastify';
import { PROVINCES } from 'shared/contract';
import { FRENCH_BODY_NAMES, PROVINCIAL_BODY_FRENCH_NAMES } from 'shared/contract/french-names';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterPages } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { download, ERROR_OF_ADDRESS_LETTER, generateIds, newLettersUserAt } from './support';
import { escalate, followUp, track, trackedLetter } from './tracking-support';

/**
 * Issue 15: a French letter names every body that has an official French name by that name,
 * whichever province the consumer lives in: the provincial consumer offices and privacy
 * commissioners (Manitoba, New Brunswick, Ontario publish French names) as well as the federal
 * bodies. The letters that name them: the follow-up (where the consumer will complain next) and
 * the escalation letters, made from a French letter to Equifax that it verified as accurate.
 */

/** A street address in each province's capital, with a postal code of that province. */
const ADDRESSES: Record<string, { city: string; postal_code: string }> = {
  AB: { city: 'Edmonton', postal_code: 'T5J 0N3' },
  BC: { city: 'Victoria', postal_code: 'V8W 1P6' },
  MB: { city: 'Winnipeg', postal_code: 'R3C 0V8' },
  NB: { city: 'Fredericton', postal_code: 'E3B 1B3' },
  NL: { city: 'St. John’s', postal_code: 'A1C 5M2' },
  NT: { city: 'Yellowknife', postal_code: 'X1A 2P3' },
  NS: { city: 'Halifax', postal_code: 'B3J 1S9' },
  NU: { city: 'Iqaluit', postal_code: 'X0A 0H0' },
  ON: { city: 'Toronto', postal_code: 'M5X 1A9' },
  PE: { city: 'Charlottetown', postal_code: 'C1A 7N8' },
  QC: { city: 'Montréal', postal_code: 'H2X 3K4' },
  SK: { city: 'Regina', postal_code: 'S4P 3V7' },
  YT: { city: 'Whitehorse', postal_code: 'Y1A 2C6' },
};

/** The English names a French letter must not print: each has an official French name. */
const ENGLISH_NAMES_WITH_FRENCH = [
  ...Object.entries(PROVINCIAL_BODY_FRENCH_NAMES)
    .filter(([, french]) => french.fr !== null)
    .map(([english]) => english),
  ...Object.values(FRENCH_BODY_NAMES).map((name) => name.en),
];

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

/** The text of every French letter that names bodies, for a consumer of one province. */
async function frenchLettersOf(code: string): Promise<Map<string, string>> {
  const province = PROVINCES.find((candidate) => candidate.code === code);
  const address = ADDRESSES[code];
  if (!province || !address) throw new Error(`no address for ${code}`);
  const user = await newLettersUserAt(test.app, {
    address_line_one: '100 Main Street',
    province_id: province.id,
    ...address,
  });
  const [first = ''] = await generateIds(user, {
    ...ERROR_OF_ADDRESS_LETTER,
    bureau: 'Equifax',
    language: 'fr',
  });
  const tracked = await track(user, {
    id: first,
    sent_on: '2026-03-02',
    sent_by: 'mail',
    outcome: 'verified_as_accurate',
    resolved_on: '2026-03-02',
  });
  if (tracked.statusCode !== 200) throw new Error(`tracking refused: ${tracked.body}`);
  const made: [string, LightMyRequestResponse][] = [
    ['follow-up', await followUp(user, { id: first, language: 'fr' })],
  ];
  for (const kind of (await trackedLetter(user, first)).escalations_offered) {
    made.push([kind, await escalate(user, { id: first, kind, language: 'fr' })]);
  }
  const texts = new Map<string, string>();
  for (const [kind, response] of made) {
    if (response.statusCode !== 201) throw new Error(`${code} ${kind}: ${response.body}`);
    const { id } = response.json<{ id: string }>();
    const { letter } = letterPages((await download(user, id)).rawPayload);
    texts.set(kind, letter.join('\n').replace(/\s+/g, ' '));
  }
  return texts;
}

describe('bodies named in French letters', () => {
  it('are named in French wherever a French name exists, in every province', async () => {
    const english: string[] = [];
    const texts = new Map<string, string>();
    for (const code of Object.keys(ADDRESSES)) {
      for (const [kind, text] of await frenchLettersOf(code)) {
        texts.set(`${code} ${kind}`, text);
        for (const name of ENGLISH_NAMES_WITH_FRENCH) {
          if (text.includes(name)) english.push(`${code} ${kind}: ${name}`);
        }
      }
    }
    expect(english).toEqual([]);
    // The letters that name the provincial office do so in French.
    expect(texts.get('ON consumer_office_complaint')).toContain(
      'Protection du consommateur de l’Ontario',
    );
    // Named once: the name already says what the office is and where.
    expect(texts.get('ON follow-up')).toMatch(/- Protection du consommateur de l’Ontario (?!,)/);
    expect(texts.get('ON follow-up')).toContain('- le Commissariat');
    expect(texts.get('ON follow-up')).not.toContain('l’organisme de protection du consommateur');
    // Manitoba's office has Québec's name: the letter says whose it is.
    expect(texts.get('MB follow-up')).toContain(
      'l’Office de la protection du consommateur, l’organisme de protection du consommateur du Manitoba',
    );
    expect(texts.get('NB consumer_office_complaint')).toContain(
      'Commission des services financiers et des services aux consommateurs (FCNB)',
    );
    // A body with no French name keeps its official English name.
    expect(texts.get('BC follow-up')).toContain('Consumer Protection BC');
  }, 180_000);
});
