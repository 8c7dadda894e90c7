import { describe, expect, it } from 'vitest';
import { creditReportRequest, type LetterDocument, renderLetterPdf } from '../../src/letters';
import {
  bodyLinesAbove,
  elodie,
  embeddedFonts,
  LETTER_DATE,
  letterPages,
  pdfInfo,
  pdfText,
  squeeze,
  wang,
} from './fixtures';

/** Equifax's free-report request with `count` more one-line paragraphs at the end of its body. */
function lengthened(count: number): LetterDocument {
  const letter = creditReportRequest(elodie(), 'Equifax', LETTER_DATE);
  const filler = Array.from({ length: count }, (_, index) => `Added line ${index + 1}.`);
  return { ...letter, paragraphs: [...letter.paragraphs, ...filler] };
}

describe('renderLetterPdf', () => {
  it('prints an accented name, the address, the bureau, its fax and the subject', async () => {
    const pdf = await renderLetterPdf(creditReportRequest(elodie(), 'Equifax', LETTER_DATE));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('Élodie Côté');
    expect(text).toContain('1234 rue Saint-Denis');
    expect(text).toContain('Appartement 5');
    expect(text).toContain('Montréal QC H2X 3K4');
    expect(text).toContain('Phone: (514) 555-0123');
    expect(text).toContain('Email: elodie.cote@example.ca');
    expect(text).toContain('March 5, 2026');
    expect(text).toContain('Equifax Canada Co.');
    expect(text).toContain('Re: Request for a free copy of my credit file (consumer disclosure)');
    // Equifax's only fax is on an older page: no letter offers it.
    expect(text).not.toContain('355-8502');
    expect(text).not.toMatch(/\bFax\b/);
  });

  it('prints a name in Chinese characters exactly, and gives mail for a request of the file', async () => {
    const pdf = await renderLetterPdf(creditReportRequest(wang(), 'TransUnion', LETTER_DATE));
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('王小明');
    expect(text).toContain('Full name: 王小明');
    expect(text).toContain('5000 No. 3 Road');
    expect(text).toContain('Richmond BC V6X 2C3');
    expect(text).toContain('TransUnion Canada');
    expect(text).toContain('3115 Harvester Road, Suite 201');
    expect(text).not.toContain('Fax: none published');
    expect(text).not.toContain('secure-ocs');
    expect(text.replace(/\s+/g, ' ')).toContain('1. By mail');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Mail the letter with copies of the documents listed under “What to include” to:',
    );
    expect(text).not.toMatch(/Fax the letter/);
  });

  it('sets Latin Extended and Hangul in embedded fonts and keeps them extractable', async () => {
    const personal = elodie();
    personal.contact.first_name = 'Łukasz';
    personal.contact.last_name = 'Żółć';
    personal.currentAddress.address_line_two = 'c/o 김민준';
    const pdf = await renderLetterPdf(creditReportRequest(personal, 'Equifax', LETTER_DATE));
    const text = squeeze(pdfText(pdf));
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain('c/o 김민준');
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\+NotoSans-Regular$/),
        expect.stringMatching(/\+NotoSansKR-Regular$/),
      ]),
    );
  });

  it('embeds no font for a letter the standard fonts can set', async () => {
    const pdf = await renderLetterPdf(creditReportRequest(elodie(), 'TransUnion', LETTER_DATE));
    expect(embeddedFonts(pdf)).toEqual([]);
  });

  it('gives the same bytes for the same letter, dated by the letter', async () => {
    const letter = creditReportRequest(wang(), 'Equifax', LETTER_DATE);
    const first = await renderLetterPdf(letter);
    const second = await renderLetterPdf(structuredClone(letter));
    expect(first.equals(second)).toBe(true);
    const info = pdfInfo(first);
    expect(info.CreationDate).toMatch(/Mar\s+5 .*2026/);
    expect(info.Title).toBe('Credit Report Request - Equifax');
    const later = await renderLetterPdf({ ...letter, date: '2026-03-06' });
    expect(later.equals(first)).toBe(false);
  });

  it('puts the instructions on page 1 and a typical letter on one more page', async () => {
    const pdf = await renderLetterPdf(creditReportRequest(elodie(), 'Equifax', LETTER_DATE));
    expect(pdfInfo(pdf).Pages).toBe('2');
    const [instructions, letter] = pdfText(pdf).split('\f');
    expect(instructions).toContain('How to send your letter');
    expect(instructions).toContain('Copy of a government-issued photo identification');
    expect(letter).not.toContain('How to send your letter');
    expect(squeeze(letter ?? '')).toContain('Page 1 of 1');
  });

  it('flows a long letter onto further pages, numbered, with the signature kept whole', async () => {
    const letter: LetterDocument = {
      ...creditReportRequest(elodie(), 'Equifax', LETTER_DATE),
      paragraphs: Array.from(
        { length: 14 },
        (_, index) =>
          `Paragraph ${index + 1}. ${'This sentence is here to fill the page with ordinary words. '.repeat(4)}`,
      ),
    };
    const pdf = await renderLetterPdf(letter);
    const pages = pdfText(pdf)
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const letterPages = pages.slice(1);
    letterPages.forEach((page, index) => {
      expect(squeeze(page)).toContain(`Page ${index + 1} of ${letterPages.length}`);
    });
    const last = letterPages.at(-1) ?? '';
    expect(last).toContain('Sincerely,');
    expect(last).toContain('Enclosures (3)');
    expect(pdfText(pdf)).toContain('Paragraph 14.');
  });

  it('wraps a word longer than the line instead of running off the page', async () => {
    const long = `${'x'.repeat(160)}@example.ca`;
    const letter = creditReportRequest(elodie(), 'TransUnion', LETTER_DATE);
    letter.paragraphs = [`Write to ${long} please.`];
    const text = pdfText(await renderLetterPdf(letter));
    const widest = Math.max(...text.split('\n').map((line) => line.trimEnd().length));
    expect(widest).toBeLessThan(130);
    expect(text.replace(/\s+/g, '')).toContain(`Writeto${long}please.`);
  });

  it('never leaves the closing, the signature or the enclosures alone on a last page', async () => {
    // Every body length from one page to three: wherever the page ends, the last page carries at
    // least the body's last two lines above the closing, then the signature and every enclosure.
    for (let count = 0; count <= 40; count++) {
      const { letter } = letterPages(await renderLetterPdf(lengthened(count)));
      const last = letter.at(-1) ?? '';
      expect(squeeze(last), `${count} lines`).toMatch(
        /Sincerely,\s+Élodie Côté\s+Enclosures \(3\)/,
      );
      expect(squeeze(last)).toContain('Copy of a proof of current address');
      if (letter.length > 1) {
        expect(bodyLinesAbove(last, 'Sincerely,').length, `${count} lines`).toBeGreaterThanOrEqual(
          2,
        );
      }
    }
  });

  it('sets a letter a few lines too long for its page tighter, so it stays on one page', async () => {
    // At the normal spacing, two more lines would push the enclosures onto a second page.
    const { letter } = letterPages(await renderLetterPdf(lengthened(4)));
    expect(letter).toHaveLength(1);
    expect(squeeze(letter[0] ?? '')).toContain('Added line 4.');
    expect(squeeze(letter[0] ?? '')).toContain('Copy of a proof of current address');
  });
});
