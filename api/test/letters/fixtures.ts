import { execFileSync } from 'node:child_process';
import type { LetterPersonalData } from '../../src/letters';

/** Province ids of the contract: 0 Alberta, 1 British Columbia, 8 Ontario, 10 Quebec, 12 Yukon. */
export const ALBERTA = 0;
export const BRITISH_COLUMBIA = 1;
export const ONTARIO = 8;
export const QUEBEC = 10;
export const YUKON = 12;

export const LETTER_DATE = '2026-03-05';

/** A Montréal consumer with every field filled, a French name and a previous address. */
export function elodie(): LetterPersonalData {
  return {
    contact: {
      first_name: 'Élodie',
      middle_name: '',
      last_name: 'Côté',
      date_of_birth: '1985-03-04',
      home_phone: '+15145550123',
      cell_phone: '+15145559876',
      email: 'elodie.cote@example.ca',
    },
    currentAddress: {
      address_line_one: '1234 rue Saint-Denis',
      address_line_two: 'Appartement 5',
      city: 'Montréal',
      province_id: QUEBEC,
      postal_code: 'H2X 3K4',
    },
    previousAddress: {
      address_line_one: '88 Queen Street West',
      address_line_two: '',
      city: 'Toronto',
      province_id: ONTARIO,
      postal_code: 'M5H 2N2',
    },
  };
}

/** A Richmond consumer whose name is in Chinese characters (family name 王), no previous address. */
export function wang(): LetterPersonalData {
  return {
    contact: {
      first_name: '小明',
      middle_name: '',
      last_name: '王',
      date_of_birth: '1990-11-23',
      home_phone: '+16045550188',
      cell_phone: '',
      email: 'wang.xiaoming@example.ca',
    },
    currentAddress: {
      address_line_one: '5000 No. 3 Road',
      address_line_two: '',
      city: 'Richmond',
      province_id: BRITISH_COLUMBIA,
      postal_code: 'v6x2c3',
    },
    previousAddress: null,
  };
}

/** The text a reader (and a bureau's OCR) gets out of the PDF, as poppler's pdftotext extracts it. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
}

/** pdftotext -layout pads columns with spaces: compare text with runs of spaces collapsed. */
export function squeeze(text: string): string {
  return text.replace(/[ \u00a0]+/g, ' ');
}

/** What pdfinfo reports about the PDF (Pages, Title, CreationDate...). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

/** The fonts embedded in the PDF, by name (pdffonts). */
export function embeddedFonts(pdf: Buffer): string[] {
  const out = execFileSync('pdffonts', ['-'], { input: pdf }).toString('utf8');
  // Rows end with the columns emb, sub, uni, object number and generation.
  return out
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns.at(-5) === 'yes')
    .map((columns) => columns[0] ?? '');
}

/** A rendered letter's pages as pdftotext -layout reads them: the instructions, then the letter. */
export interface LetterPages {
  instructions: string[];
  letter: string[];
}

/**
 * Splits a letter PDF into its instructions pages (before the letter's "Page 1 of N") and the
 * letter's own pages, checking each letter page carries its "Page i of N" footer.
 */
export function letterPages(pdf: Buffer): LetterPages {
  const pages = pdfText(pdf).split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  // The footer reads "Page 1 of N" in an English letter, « Page 1 de N » in a French one.
  const first = pages.findIndex((page) => /Page 1 (of|de) \d+/.test(squeeze(page)));
  if (first < 0) throw new Error('no letter page has a "Page 1 of N" footer');
  const letter = pages.slice(first);
  const of = /Page 1 de \d+/.test(squeeze(pages[first] ?? '')) ? 'de' : 'of';
  letter.forEach((page, index) => {
    if (!squeeze(page).includes(`Page ${index + 1} ${of} ${letter.length}`)) {
      throw new Error(`letter page ${index + 1} lacks its footer`);
    }
  });
  return { instructions: pages.slice(0, first), letter };
}

/**
 * The body lines a letter page holds above the closing: its non-empty lines before `closing`,
 * less the footer. On the last page of a letter, these are what keeps it from holding only the
 * closing, the signature and the enclosures.
 */
export function bodyLinesAbove(page: string, closing: string): string[] {
  const lines = page.split('\n').map((line) => squeeze(line).trim());
  // A closing may wrap (the French one is long): its first line starts with its first words.
  const end = lines.findIndex((line) => line !== '' && closing.startsWith(line));
  return (end < 0 ? lines : lines.slice(0, end)).filter(
    (line) => line !== '' && !/Page \d+ (of|de) \d+$/.test(line),
  );
}
