import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, squeeze } from '../letters/fixtures';
import { createTestApp, type TestApp } from '../support/app';
import {
  BRITISH_COLUMBIA,
  download,
  generateIds,
  type LettersUser,
  newLettersUser,
  QUEBEC,
  seedPerson,
} from './support';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

/** Generates the free report and answers the text of both downloaded PDFs. */
async function generatedTexts(user: LettersUser): Promise<{ equifax: string; transunion: string }> {
  const [equifax, transunion] = await generateIds(user, {});
  const text = async (id: string | undefined) =>
    squeeze(pdfText((await download(user, id)).rawPayload));
  return { equifax: await text(equifax), transunion: await text(transunion) };
}

describe('the PDFs as a reader sees them (pdftotext)', () => {
  it("print Élodie Côté's name and address, and each bureau's name with its fax or the mail instruction", async () => {
    const user = await newLettersUser(test.app);
    await seedPerson(test.app, user.userId, {
      first_name: 'Élodie',
      middle_name: '',
      last_name: 'Côté',
      address_line_one: '1234 rue Saint-Denis',
      city: 'Montréal',
      province_id: QUEBEC,
      postal_code: 'H2X 3K4',
    });
    const { equifax, transunion } = await generatedTexts(user);

    for (const text of [equifax, transunion]) {
      expect(text).toContain('Élodie Côté');
      expect(text).toContain('1234 rue Saint-Denis');
      expect(text).toContain('Montréal QC H2X 3K4');
    }
    expect(equifax).toContain('Equifax Canada Co.');
    expect(equifax.replace(/\s+/g, ' ')).toContain(
      '1. By mail • Print the letter that follows this page and sign it in ink on the signature line.',
    );
    expect(equifax).not.toContain('equifax.ca');
    expect(equifax).not.toContain('(514) 355-8502');

    expect(transunion).toContain('TransUnion Canada');
    expect(transunion).toContain('3115 Harvester Road, Suite 201');
    expect(transunion.replace(/\s+/g, ' ')).toContain(
      'Put each document on its own 8½ × 11 sheet.',
    );
    expect(transunion).not.toContain('secure-ocs');
    expect(transunion).not.toContain('(514) 355-8502');
  });

  it('prints a name in Chinese characters exactly: 王小明', async () => {
    const user = await newLettersUser(test.app);
    await seedPerson(test.app, user.userId, {
      first_name: '小明',
      middle_name: '',
      last_name: '王',
      address_line_one: '5000 No. 3 Road',
      city: 'Richmond',
      province_id: BRITISH_COLUMBIA,
      postal_code: 'V6X 2C3',
    });
    const { equifax, transunion } = await generatedTexts(user);
    for (const text of [equifax, transunion]) {
      expect(text).toContain('王小明');
      expect(text).toContain('5000 No. 3 Road');
      expect(text).toContain('Richmond BC V6X 2C3');
    }
  });
});
