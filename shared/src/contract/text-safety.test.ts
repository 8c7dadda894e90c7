import { describe, expect, it } from 'vitest';
import { isoDate, requiredText, text } from './fields';
import { contact } from './profile';
import { isPrintableInLetters, isSafeText, textMessages } from './text-safety';

describe('isSafeText', () => {
  it('refuses NUL and the other control characters, and lone surrogates', () => {
    for (const value of [
      'a\u0000b',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      'a\ud800',
      '\udfffz',
    ]) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(false);
    }
  });
  it('keeps tabs, line breaks and every real character', () => {
    for (const value of ['line one\nline two\r\n\tindented', 'Côté', '王小明', '😀']) {
      expect(isSafeText(value), value).toBe(true);
    }
  });
});

describe('isPrintableInLetters', () => {
  it('accepts accents, typographic punctuation, Greek, Cyrillic, Chinese, Japanese and Korean', () => {
    for (const value of [
      'Côté-Lévesque, Ægir Œuvre',
      '“Apt 1504” – Suite 2 … l’Île-d’Orléans № 5 €',
      'Παπαδόπουλος',
      'Иванова',
      '王小明',
      'やまだ タロウ',
      '김민준',
      'Nguyễn Thị',
      'Łódź Ștefan Őrs',
      '© ® ™',
    ]) {
      expect(isPrintableInLetters(value), value).toBe(true);
    }
  });
  it('refuses emoji, right-to-left scripts, bidi controls and scripts the fonts lack', () => {
    for (const value of [
      'Sam 😀',
      '❤',
      'سامي',
      'שמואל',
      'a\u202eb',
      'a\u200db',
      'ไทย',
      'हिन्दी',
      '𠀋',
    ]) {
      expect(isPrintableInLetters(value), value).toBe(false);
    }
  });
});

describe('the contract text types', () => {
  it('give the control-character message before any other', () => {
    expect(text().safeParse('a\u0000').error?.issues[0]?.message).toBe(
      textMessages.controlCharacters,
    );
    expect(
      requiredText('Please enter your city.').safeParse('\u0000').error?.issues[0]?.message,
    ).toBe(textMessages.controlCharacters);
  });
  it('refuse an unprintable name with its own message', () => {
    const parsed = contact.shape.first_name.safeParse('Sam 😀');
    expect(parsed.error?.issues[0]?.message).toBe(textMessages.unprintable);
  });
  it('dates lie between 1900-01-01 and 2100-12-31', () => {
    const date = isoDate('Please enter a valid date.');
    expect(date.safeParse('0000-01-01').success).toBe(false);
    expect(date.safeParse('1899-12-31').success).toBe(false);
    expect(date.safeParse('2101-01-01').success).toBe(false);
    expect(date.safeParse('1900-01-01').success).toBe(true);
    expect(date.safeParse('2100-12-31').success).toBe(true);
  });
});
