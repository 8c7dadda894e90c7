import {
  countStatement,
  ONTARIO_STATEMENT_FROM,
  statementLimit,
  statementLimits,
  statementMessages,
  statementProblem,
} from './consumer-statement-limits';
import { messageIn } from './messages/catalogs';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

/** A message as an English reader sees it (null when there is none). */
function english(message: string | null): string | null {
  return message === null ? null : messageIn(message, 'en');
}

describe('consumer statement limits', () => {
  it('counts characters as a reader does, and words between spaces', () => {
    expect(countStatement('  Côté 王小明  ', 'characters')).toBe(8);
    expect(countStatement('Cafe\u0301', 'characters')).toBe(4);
    expect(countStatement('  one two\nthree\t four ', 'words')).toBe(4);
    expect(countStatement('   ', 'words')).toBe(0);
  });

  it('gives Equifax 400 characters and TransUnion 100 words outside Ontario', () => {
    expect(statementLimit('Equifax', 'BC', '2026-11-24')).toMatchObject({
      max: 400,
      unit: 'characters',
      unconfirmed: false,
    });
    expect(statementLimit('TransUnion', 'BC', '2026-11-24')).toMatchObject({
      max: 100,
      unit: 'words',
      unconfirmed: true,
    });
  });

  it('gives TransUnion 200 words in Saskatchewan, flagged unconfirmed', () => {
    expect(statementLimit('TransUnion', 'SK', '2026-11-24')).toMatchObject({
      max: 200,
      unit: 'words',
      unconfirmed: true,
    });
    expect(statementLimit('Equifax', 'SK', '2026-11-24').max).toBe(400);
  });

  it('gives Ontario residents 200 words at either bureau from July 1, 2026 only', () => {
    expect(ONTARIO_STATEMENT_FROM).toBe('2026-07-01');
    expect(statementLimit('Equifax', 'ON', '2026-06-30')).toMatchObject({
      max: 400,
      unit: 'characters',
    });
    expect(statementLimit('TransUnion', 'ON', '2026-06-30').max).toBe(100);
    for (const bureau of ['Equifax', 'TransUnion'] as const) {
      const limit = statementLimit(bureau, 'ON', '2026-07-01');
      expect(limit).toMatchObject({ max: 200, unit: 'words', unconfirmed: true });
      expect(limit.source).toContain('O. Reg. 168/25');
    }
  });

  it('applies both bureaus’ limits when both are chosen', () => {
    const both = statementLimits('both', 'QC', '2026-11-24');
    expect(both.map((limit) => [limit.bureau, limit.max, limit.unit])).toEqual([
      ['Equifax', 400, 'characters'],
      ['TransUnion', 100, 'words'],
    ]);
    expect(statementLimits(undefined, 'QC', '2026-11-24')).toEqual(both);
    // 100 short words fit TransUnion and 399 characters Equifax: both must hold.
    const hundredWords = words(100);
    expect(english(statementProblem(hundredWords, both))).toBe(
      'Equifax accepts up to 400 characters; your statement has 499. Please shorten it.',
    );
    expect(statementProblem(hundredWords, statementLimits('TransUnion', 'QC', '2026-11-24'))).toBe(
      null,
    );
    expect(
      english(statementProblem(words(101), statementLimits('TransUnion', 'QC', '2026-11-24'))),
    ).toBe('TransUnion accepts up to 100 words; your statement has 101. Please shorten it.');
  });

  it('accepts a statement at the limit and refuses one over it, or an empty one', () => {
    const equifax = statementLimits('Equifax', 'AB', '2026-11-24');
    expect(statementProblem('x'.repeat(400), equifax)).toBeNull();
    expect(english(statementProblem('x'.repeat(401), equifax))).toContain('up to 400 characters');
    expect(statementProblem('  ', equifax)).toBe(statementMessages.required);
    const ontario = statementLimits('both', 'ON', '2026-11-24');
    expect(statementProblem(words(200), ontario)).toBeNull();
    expect(english(statementProblem(words(201), ontario))).toContain('up to 200 words');
  });
});
