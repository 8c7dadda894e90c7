import { isPrintableInLetters } from 'shared/contract';
import { describe, expect, it } from 'vitest';
import { canSetCharacter, cleanText } from '../../src/letters/fonts';

/**
 * The contract refuses names and addresses the letter fonts cannot print (issue 14); this checks
 * the other half: every character it lets through has a glyph in a letter font, so nothing the
 * API accepts prints as an empty box.
 */
describe('the characters the contract accepts for letters', () => {
  it('all have a glyph in a letter font', () => {
    const missing: string[] = [];
    let accepted = 0;
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const char = String.fromCodePoint(codePoint);
      if (!isPrintableInLetters(char)) continue;
      // What the renderer drops (line breaks, tabs turned to spaces) needs no glyph.
      if (cleanText(char).trim() === '') continue;
      accepted += 1;
      if (!canSetCharacter(codePoint)) missing.push(`U+${codePoint.toString(16).toUpperCase()}`);
    }
    expect(missing.slice(0, 40)).toEqual([]);
    // Latin, Greek, Cyrillic, Chinese, Japanese and Korean: tens of thousands of characters.
    expect(accepted).toBeGreaterThan(30_000);
  }, 120_000);

  it.each(['😀', 'سامي', 'שמואל', '\u202e', 'ไทย', 'हिन्दी', '\u{1F1E8}\u{1F1E6}'])(
    'refuses %s, which no letter font prints',
    (value) => {
      expect(isPrintableInLetters(value)).toBe(false);
    },
  );
});
