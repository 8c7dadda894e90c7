import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredLetterTypes } from '../../src/letters';
import { bodyLinesAbove, letterPages, squeeze } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import { CONSUMERS, everyLetterBody, type LetterConsumer, newConsumer } from './every-letter';
import { download, generateIds } from './support';

/**
 * Issue 14, layout: every letter type the engine registers, for consumers in Ontario, Québec,
 * British Columbia and the Northwest Territories, renders with no nearly empty last page.
 *
 * "Nearly empty", concretely: a letter longer than one page whose last page holds fewer than two
 * lines of body text above the closing, that is a page with only the closing, the signature and
 * the enclosures (or less). Also checked: the instructions take exactly one page, the closing,
 * the signature and the whole enclosure list share the last page, and no letter page is blank.
 * The test data holds no straight quote, so none may appear: the fixed texts use ’ “ ” only.
 */

const PROVINCES = Object.keys(CONSUMERS) as (keyof typeof CONSUMERS)[];
const MIN_BODY_LINES_ON_LAST_PAGE = 2;

let test: TestApp;
const consumers = new Map<string, LetterConsumer>();

beforeAll(async () => {
  test = await createTestApp();
  for (const province of PROVINCES) consumers.set(province, await newConsumer(test.app, province));
});

afterAll(async () => {
  await test?.close();
});

describe.each(PROVINCES)('every letter type for a consumer in %s', (province) => {
  it('renders with no nearly empty last page, its closing, signature and enclosures together', async () => {
    const consumer = consumers.get(province);
    if (!consumer) throw new Error(`no consumer in ${province}`);
    const bodies = everyLetterBody(consumer);
    const name = `${CONSUMERS[province].first_name} ${CONSUMERS[province].last_name}`;
    const types = registeredLetterTypes();
    expect(types.length).toBeGreaterThanOrEqual(17);
    for (const type of types) {
      const body = bodies[type];
      expect(body, `a body for ${type}`).toBeDefined();
      const ids = await generateIds(consumer.user, { letter: type, ...body });
      for (const id of ids) {
        const response = await download(consumer.user, id);
        const { instructions, letter } = letterPages(response.rawPayload);
        const where = `${type} (${province}, ${id})`;
        expect(instructions, `${where}: one instructions page`).toHaveLength(1);
        for (const page of letter) {
          expect(
            bodyLinesAbove(page, 'Sincerely,').length,
            `${where}: a blank page`,
          ).toBeGreaterThan(1);
        }
        expect([...instructions, ...letter].join('\n'), `${where}: straight quotes`).not.toMatch(
          /['"]/,
        );
        const last = letter.at(-1) ?? '';
        // The closing, then the signature name, on the last page, with every enclosure.
        const lastLines = last.split('\n').map((line) => squeeze(line).trim());
        const closing = lastLines.indexOf('Sincerely,');
        expect(closing, `${where}: the closing is on the last page`).toBeGreaterThan(-1);
        expect(lastLines.slice(closing + 1), `${where}: signed`).toContain(name);
        const enclosures = /Enclosures? \((\d+)\)/.exec(squeeze(letter.join('\n')));
        if (enclosures) expect(squeeze(last)).toContain(enclosures[0]);
        if (letter.length > 1) {
          expect(
            bodyLinesAbove(last, 'Sincerely,').length,
            `${where}: ${letter.length} pages, the last nearly empty`,
          ).toBeGreaterThanOrEqual(MIN_BODY_LINES_ON_LAST_PAGE);
        }
      }
    }
  });
});
