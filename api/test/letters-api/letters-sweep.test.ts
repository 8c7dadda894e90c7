import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreditorDetail } from 'shared/contract';
import { PROVINCIAL_FACTS, type ProvinceCode } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredLetterTypes } from '../../src/letters';
import { letterPages, squeeze } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { CONSUMERS, everyLetterBody, type LetterConsumer, newConsumerFrom } from './every-letter';
import { download, generateIds, type SeededPerson } from './support';
import { escalate, followUp, markVerifiedAsAccurate, trackedLetter } from './tracking-support';

/**
 * Every letter the product makes, read as its recipient would: every letter type, each one's
 * follow-up and each escalation it offers, for consumers in Ontario, Québec (in French), British
 * Columbia, Alberta, Nova Scotia, Manitoba (in both languages) and the Northwest Territories,
 * read with pdftotext. What a letter must do to arrive and be matched:
 * - its recipient block has a city, a province and a postal code, or the letter goes by the
 *   recipient's website and the block prints that web address;
 * - it is faxed only to a number someone confirmed (the consumer typing it, or the directory);
 * - the letter pages hold no instruction to the consumer;
 * - a follow-up names the consumer by date of birth and the account by its last digits;
 * - every statute it cites is the consumer's province's (or federal);
 * - French letters never write « de le » before a noun, nor split a date or a « no » across lines.
 *
 * LETTERS_SWEEP_DUMP=<folder> writes each letter's text there, to read them all.
 */

type SweepConsumer = {
  province: ProvinceCode;
  language: 'en' | 'fr';
  person: Omit<SeededPerson, 'middle_name'>;
};

const SWEEP: Record<string, SweepConsumer> = {
  ON: { province: 'ON', language: 'en', person: CONSUMERS.ON },
  'QC (fr)': { province: 'QC', language: 'fr', person: CONSUMERS.QC },
  BC: { province: 'BC', language: 'en', person: CONSUMERS.BC },
  AB: {
    province: 'AB',
    language: 'en',
    person: {
      first_name: 'Dana',
      last_name: 'Whitehorse',
      address_line_one: '10250 101 Street NW, Suite 800',
      city: 'Edmonton',
      province_id: 0,
      postal_code: 'T5J 3P4',
    },
  },
  NS: {
    province: 'NS',
    language: 'en',
    person: {
      first_name: 'Colin',
      last_name: 'MacIsaac',
      address_line_one: '1800 Argyle Street',
      city: 'Halifax',
      province_id: 6,
      postal_code: 'B3J 3N8',
    },
  },
  MB: {
    province: 'MB',
    language: 'en',
    person: {
      first_name: 'Ruth',
      last_name: 'Friesen',
      address_line_one: '200 Portage Avenue',
      city: 'Winnipeg',
      province_id: 2,
      postal_code: 'R3C 3X2',
    },
  },
  'MB (fr)': {
    province: 'MB',
    language: 'fr',
    person: {
      first_name: 'Luc',
      last_name: 'Gagnon',
      address_line_one: '340 boulevard Provencher',
      city: 'Saint-Boniface',
      province_id: 2,
      postal_code: 'R2H 0G7',
    },
  },
  NT: { province: 'NT', language: 'en', person: CONSUMERS.NT },
};

const POSTAL_CODE = /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/;
const WEB_ADDRESS = /\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(ca|com)(\/[\w/-]*)?\b/;
/** The fax numbers a fax instruction may give: typed by the consumer, or confirmed. */
const TYPED_FAXES = ['(416) 555-0199'];
const FRENCH_MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** The citations of every province's statutes, each with the provinces that share it. */
function citationsByProvince(): Map<string, Set<ProvinceCode>> {
  const map = new Map<string, Set<ProvinceCode>>();
  for (const facts of Object.values(PROVINCIAL_FACTS)) {
    const laws = [...(facts.creditReporting?.value ?? []), ...facts.collection.value];
    for (const law of laws) {
      if (!law.citation) continue;
      const holders = map.get(law.citation) ?? new Set<ProvinceCode>();
      holders.add(facts.code);
      map.set(law.citation, holders);
    }
  }
  return map;
}

/** The recipient block: the lines after the date line and before the subject. */
function recipientBlock(page: string, language: 'en' | 'fr'): string[] {
  const lines = page.split('\n').map((line) => squeeze(line).trim());
  const date =
    language === 'fr'
      ? new RegExp(`(^|, )le \\d{1,2}(er)? (${FRENCH_MONTHS}) \\d{4}$`, 'i')
      : /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
  const start = lines.findIndex((line) => date.test(line));
  const subject = lines.findIndex((line) => /^(Re|Objet) ?:/.test(line));
  return lines.slice(start + 1, subject).filter((line) => line !== '');
}

interface ReadLetter {
  id: string;
  kind: string;
  instructions: string;
  letter: string;
  /** The letter pages as pdftotext laid them out (lines kept), for the line-break checks. */
  letterLines: string;
  recipient: string[];
}

let test: TestApp;
let confirmedFaxes: Set<string>;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);

afterAll(async () => {
  await test?.close();
});

async function read(consumer: LetterConsumer, id: string, kind: string, language: 'en' | 'fr') {
  const response = await download(consumer.user, id);
  expect(response.statusCode, `${kind}: download`).toBe(200);
  const { instructions, letter } = letterPages(response.rawPayload);
  return {
    id,
    kind,
    instructions: squeeze(instructions.join('\n')).replace(/\s+/g, ' '),
    letter: squeeze(letter.join('\n')).replace(/\s+/g, ' '),
    letterLines: letter.join('\n'),
    recipient: recipientBlock(letter[0] ?? '', language),
  } satisfies ReadLetter;
}

async function directoryFaxes(consumer: LetterConsumer): Promise<Set<string>> {
  const list = await consumer.user.list<[string, string]>('/creditor/list');
  const faxes = new Set(TYPED_FAXES);
  for (const [id] of list) {
    const detail = (await consumer.user.call('POST', '/creditor/get', id)).json<CreditorDetail>();
    if (detail.fax_confirmed && detail.fax) faxes.add(detail.fax);
  }
  return faxes;
}

async function directoryEntry(consumer: LetterConsumer, company: string) {
  const list = await consumer.user.list<[string, string]>('/creditor/list');
  const found = list.find(([, name]) => name.startsWith(company));
  if (!found) throw new Error(`${company} is not in the directory`);
  const detail = await consumer.user.call('POST', '/creditor/get', found[0]);
  return { ...detail.json<CreditorDetail>(), id: found[0] };
}

/** Every fax number an instruction gives (the box, the steps, the bureau channels). */
function faxInstructions(text: string): string[] {
  const numbers: string[] = [];
  const number = String.raw`(1-\d{3}-\d{3}-\d{4}|\(\d{3}\) \d{3}-\d{4})`;
  const patterns = [
    new RegExp(`SEND BY FAX TO ${number}`, 'g'),
    new RegExp(`ENVOYER PAR TÉLÉCOPIEUR AU ${number}`, 'g'),
    new RegExp(
      `Fax (?:the letter|the letter and (?:the|copies of the) documents) to ${number}`,
      'g',
    ),
    new RegExp(`par télécopieur au ${number}`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) numbers.push((match[1] ?? '').trim());
  }
  return numbers;
}

function sameNumber(a: string, b: string): boolean {
  return a.replace(/\D/g, '').replace(/^1/, '') === b.replace(/\D/g, '').replace(/^1/, '');
}

/** What every letter must do to arrive, whatever it is. */
function expectArrives(read: ReadLetter, where: string) {
  const block = read.recipient.join(' ');
  const online =
    read.instructions.includes('FILE THROUGH ITS WEBSITE') ||
    read.instructions.includes('DÉPOSER AU MOYEN DE SON SITE WEB');
  if (online) expect(block, `${where}: the web address under the name`).toMatch(WEB_ADDRESS);
  else expect(block, `${where}: a whole address`).toMatch(POSTAL_CODE);
  for (const fax of faxInstructions(read.instructions)) {
    expect(
      [...confirmedFaxes].some((confirmed) => sameNumber(confirmed, fax)),
      `${where}: faxed to ${fax}, a number nobody confirmed`,
    ).toBe(true);
  }
  for (const instruction of [
    /none published/i,
    /aucun numéro publié/i,
    /SEND BY (MAIL|FAX) TO/,
    /ENVOYER PAR (LA POSTE|TÉLÉCOPIEUR)/,
    /FILE THROUGH ITS WEBSITE/,
    /DÉPOSER AU MOYEN DE SON SITE WEB/,
    /confirm (it|this number|the address) before/i,
    /vérifiez-la avant/i,
  ]) {
    expect(read.letter, `${where}: an instruction inside the letter`).not.toMatch(instruction);
  }
}

function expectOwnStatutes(read: ReadLetter, province: ProvinceCode, where: string) {
  for (const [citation, holders] of citationsByProvince()) {
    if (holders.has(province)) continue;
    expect(read.letter, `${where}: cites ${citation}, another province's`).not.toContain(citation);
  }
}

function expectFrench(read: ReadLetter, where: string) {
  // The bureau has one name in a letter: the one its address gives.
  if (read.letter.includes('Equifax Canada Co.')) {
    expect(read.letter, `${where}: two names for Equifax`).not.toMatch(
      /Équifax|Equifax Canada(?! Co\.)/,
    );
  }
  // An address in a French letter is in its French postal form (a box, a Québec street).
  const block = read.recipient.join(' ');
  expect(block, `${where}: an English box line`).not.toMatch(
    /\b(P\.?O\.? )?Box \d|\bStation [A-Z]\b/,
  );
  if (block.includes('(Québec)')) {
    expect(block, `${where}: an English Québec street`).not.toMatch(
      /\b(Street|Avenue|Blvd\.?|Boulevard|Road)( (West|East|North|South))?\b|\bMontreal\b/,
    );
  }
  // « de le » before an infinitive is right (« de le supprimer »); before a noun it is « du ».
  for (const match of read.letter.matchAll(/\bde le (\p{L}+)/gu)) {
    const word = match[1] ?? '';
    expect(
      /(er|ir|re)$/.test(word) && !/^(dossier|Bureau|registre|premier)$/i.test(word),
      `${where}: « ${match[0]} »`,
    ).toBe(true);
  }
  expect(read.letter, `${where}: « à le »`).not.toMatch(/\bà les? (?!\p{L}+(er|ir|re)\b)/u);
  const split = new RegExp(`\\b\\d{1,2}(er)?\\s*\\n\\s*(${FRENCH_MONTHS})\\b`);
  expect(read.letterLines, `${where}: a date split across lines`).not.toMatch(split);
  expect(read.letterLines, `${where}: « no » split from its number`).not.toMatch(/\bno\s*\n\s*\d/);
}

describe.each(Object.keys(SWEEP))('every letter for a consumer in %s', (label) => {
  it('arrives: a whole address or the recipient’s website, a confirmed fax, the province’s laws, follow-ups and escalations a recipient can match', async () => {
    const sweep = SWEEP[label];
    if (!sweep) throw new Error(label);
    const consumer = await newConsumerFrom(test.app, sweep.person);
    confirmedFaxes ??= await directoryFaxes(consumer);
    const bodies = everyLetterBody(consumer);
    const dump = process.env.LETTERS_SWEEP_DUMP;
    const letters: ReadLetter[] = [];
    // Every type, and a dispute to a Québec creditor of the directory (its address as it holds it).
    const desjardins = await directoryEntry(consumer, 'Desjardins Group');
    const requests: [string, Record<string, unknown>][] = [
      ...registeredLetterTypes().map((type): [string, Record<string, unknown>] => [
        type,
        bodies[type],
      ]),
      [
        'dispute_creditor',
        {
          ...bodies.dispute_creditor,
          creditor_id: desjardins.id,
          creditor_name: desjardins.company,
          creditor_street_address: desjardins.address,
          creditor_city: desjardins.city,
          creditor_province: desjardins.province,
          creditor_postal_code: desjardins.postal_code,
          creditor_fax: desjardins.fax,
        },
      ],
    ];
    for (const [type, body] of requests) {
      const ids = await generateIds(consumer.user, {
        letter: type,
        ...body,
        language: sweep.language,
      });
      for (const id of ids) {
        const first = await read(consumer, id, type, sweep.language);
        letters.push(first);
        await markVerifiedAsAccurate(consumer.user, id);
        const made = await followUp(consumer.user, { id });
        if (made.statusCode === 201) {
          const followUpId = made.json<{ id: string }>().id;
          const followed = await read(consumer, followUpId, `${type} follow-up`, sweep.language);
          letters.push(followed);
          expect(followed.letter, `${type} follow-up: the date of birth`).toMatch(
            sweep.language === 'fr' ? /4 mars 1985/ : /March 4, 1985/,
          );
          const digits = /(\d{4})\b(?!.*\d{4}\b)/.exec(String(body.account_number ?? ''));
          if (digits) {
            expect(followed.letter, `${type} follow-up: the account's last digits`).toContain(
              digits[1],
            );
          }
        }
        for (const kind of (await trackedLetter(consumer.user, id)).escalations_offered) {
          const escalation = await escalate(consumer.user, { id, kind });
          expect(escalation.statusCode, `${type} ${kind}`).toBe(201);
          const escalationId = escalation.json<{ id: string }>().id;
          letters.push(await read(consumer, escalationId, `${type} ${kind}`, sweep.language));
        }
      }
    }
    if (dump) {
      const folder = join(dump, label.replace(/\W+/g, '-'));
      mkdirSync(folder, { recursive: true });
      letters.forEach((letter, index) => {
        writeFileSync(
          join(folder, `${String(index).padStart(3, '0')}-${letter.kind.replace(/\W+/g, '-')}.txt`),
          `${letter.instructions}\n\n---\n\n${letter.letterLines}`,
        );
      });
    }
    expect(letters.length).toBeGreaterThan(40);
    for (const letter of letters) {
      const where = `${label}, ${letter.kind} (${letter.id})`;
      expectArrives(letter, where);
      expectOwnStatutes(letter, sweep.province, where);
      if (sweep.language === 'fr') expectFrench(letter, where);
    }
  }, 300_000);
});
