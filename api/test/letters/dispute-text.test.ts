import type { LetterType } from 'shared/contract';
import { describe, expect, it } from 'vitest';
import { letterTemplate } from '../../src/letters';
import { disputeText } from '../../src/letters/dispute-text';
import { NBSP } from '../../src/letters/format';
import { elodie, LETTER_DATE } from './fixtures';

/**
 * Issue 15: the dispute text the send guide copies for a bureau's online form keeps French
 * typography, as the French letter prints it: a no-break space before : ; ! ? » and after «.
 */

/** The dispute text of a letter built through the registry, as the generate service does. */
function disputeTextOf(type: LetterType, body: object, language: 'en' | 'fr'): string {
  const result = letterTemplate(type)?.build({ ...body, bureau: 'Equifax', language }, elodie(), {
    date: LETTER_DATE,
  });
  if (!result?.ok) throw new Error(`${type} did not build`);
  const [letter] = result.documents;
  if (!letter?.dispute) throw new Error(`${type} has no dispute`);
  return disputeText(letter.subject, letter.dispute, letter.language);
}

describe('the dispute text in French', () => {
  const texts = [
    disputeTextOf(
      'error_of_name',
      { correct_name: 'Élodie Marie Côté', incorrect_name: 'Elodie Cote' },
      'fr',
    ),
    disputeTextOf(
      'late_payment',
      {
        account_name: 'Visa Érable',
        account_number: '4520 8817 3306 9012',
        past_due_payments: 250,
        late_payment_months: ['2025-08', '2025-11'],
      },
      'fr',
    ),
  ];

  it('puts a no-break space before : ; ! ? » and after «, never an ordinary one', () => {
    for (const text of texts) {
      expect(text).toContain(`Ce qui est inexact${NBSP}:`);
      expect(text).toContain(`Ce que je demande${NBSP}:`);
      expect(text).not.toMatch(/[ \t\n][:;!?»]/);
      expect(text).not.toMatch(/«[ \t\n]/);
    }
    // The quoted names keep their « » with no-break spaces, as in the letter.
    expect(texts.join('\n')).toMatch(new RegExp(`«${NBSP}[^«»]+${NBSP}»`));
  });

  it('keeps the English text as it was: ordinary spaces', () => {
    const text = disputeTextOf(
      'error_of_name',
      { correct_name: 'Elodie Marie Cote', incorrect_name: 'Elodie Cote' },
      'en',
    );
    expect(text).toContain('What is wrong:\n');
    expect(text).not.toContain(NBSP);
  });
});
