import { NBSP } from './format';
import { frenchSpacing, type LetterLanguage } from './language';
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
  // Plain text with ordinary spaces for a form, except French punctuation's no-break spaces
  // (before : ; ! ? » and after «), which the copied text keeps as the French letter prints them.
  const typography = (text: string) => {
    const plain = text.replaceAll(NBSP, ' ').trim();
    return language === 'fr' ? frenchSpacing(plain) : plain;
  };
  const lines = (paragraphs: readonly string[]) =>
    paragraphs
      .map(typography)
      .filter((paragraph) => paragraph !== '')
      .join('\n');
  const parts = [typography(subject)];
  const wrong = lines(dispute.wrong);
  if (wrong) parts.push(`${typography(headings.wrong)}\n${wrong}`);
  const asked = lines(dispute.asked);
  if (asked) parts.push(`${typography(headings.asked)}\n${asked}`);
  return parts.join('\n\n');
}
