import { NBSP } from './format';
import type { LetterLanguage } from './language';
import type { LetterDispute } from './types';

/**
 * The dispute as plain text for a bureau's online form: the subject, what is wrong, what is
 * asked. Only the letter's own words, so it shows nothing the letter does not (no date of birth,
 * no identification numbers). No source gives the forms' length limits, so it stays short: the
 * subject and the two parts, without the letter's identification, statute and contact paragraphs.
 */
export function disputeText(
  subject: string,
  dispute: LetterDispute,
  language: LetterLanguage = 'en',
): string {
  const headings =
    language === 'fr'
      ? { wrong: 'Ce qui est inexact :', asked: 'Ce que je demande :' }
      : { wrong: 'What is wrong:', asked: 'What I ask:' };
  const plain = (paragraphs: readonly string[]) =>
    paragraphs
      .map((paragraph) => paragraph.replaceAll(NBSP, ' ').trim())
      .filter((paragraph) => paragraph !== '')
      .join('\n');
  const parts = [subject.replaceAll(NBSP, ' ').trim()];
  const wrong = plain(dispute.wrong);
  if (wrong) parts.push(`${headings.wrong}\n${wrong}`);
  const asked = plain(dispute.asked);
  if (asked) parts.push(`${headings.asked}\n${asked}`);
  return parts.join('\n\n');
}
