import { describe, expect, it } from 'vitest';
import { cleanText, isWinAnsi, splitRuns } from '../../src/letters/fonts';
import {
  addressLines,
  formatLongDate,
  formatPhone,
  fullName,
  NBSP,
} from '../../src/letters/format';
import { provinceForLetters } from '../../src/letters/province';
import { ALBERTA, BRITISH_COLUMBIA, ONTARIO, QUEBEC, YUKON } from './fixtures';

describe('font runs', () => {
  it('keeps French accents and WinAnsi punctuation in the standard font', () => {
    expect(splitRuns('Élodie Côté — « naïve » 5 €', 'regular')).toEqual([
      { text: 'Élodie Côté — « naïve » 5 €', font: 'Helvetica' },
    ]);
    expect(splitRuns('Côté', 'bold')).toEqual([{ text: 'Côté', font: 'Helvetica-Bold' }]);
  });

  it('sends what WinAnsi cannot encode to the fallback that has the glyphs', () => {
    expect(splitRuns('Name: 王小明, 김민준 and Łukasz', 'regular')).toEqual([
      { text: 'Name: ', font: 'Helvetica' },
      { text: '王小明', font: 'NotoSansSC-regular' },
      { text: ', ', font: 'Helvetica' },
      { text: '김민준 ', font: 'NotoSansKR-regular' },
      { text: 'and ', font: 'Helvetica' },
      { text: 'Ł', font: 'NotoSans-regular' },
      { text: 'ukasz', font: 'Helvetica' },
    ]);
    expect(splitRuns('王', 'bold')).toEqual([{ text: '王', font: 'NotoSansSC-bold' }]);
  });

  it('knows the WinAnsi repertoire, including its characters outside Latin-1', () => {
    for (const char of ['a', 'é', 'ÿ', '€', '—', '’', 'œ', 'Ÿ']) {
      expect(isWinAnsi(char.codePointAt(0) ?? 0)).toBe(true);
    }
    for (const char of ['Ł', 'ő', '王', '\u0080', '\u0301']) {
      expect(isWinAnsi(char.codePointAt(0) ?? 0)).toBe(false);
    }
  });

  it('composes decomposed accents and drops invisible characters', () => {
    expect(cleanText('Co\u0302te\u0301')).toBe('Côté');
    expect(cleanText('Jean\u00ad-\u200bPierre\tLeblanc\r')).toBe('Jean-Pierre Leblanc');
    expect(cleanText('line one\nline two')).toBe('line one\nline two');
  });
});

describe('letter formatting', () => {
  it('writes names first-middle-last, and Chinese, Japanese or Korean names family first', () => {
    expect(fullName({ first_name: 'Élodie', middle_name: 'Anne', last_name: 'Côté' })).toBe(
      'Élodie Anne Côté',
    );
    expect(fullName({ first_name: ' Jean ', middle_name: '', last_name: 'Tremblay' })).toBe(
      'Jean Tremblay',
    );
    expect(fullName({ first_name: '小明', middle_name: '', last_name: '王' })).toBe('王小明');
    expect(fullName({ first_name: '민준', middle_name: '', last_name: '김' })).toBe('김민준');
    expect(fullName({ first_name: 'Xiaoming', middle_name: '', last_name: '王' })).toBe(
      'Xiaoming 王',
    );
  });

  it('writes dates in long en-CA form and Canadian phone numbers with the area code', () => {
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLongDate('1985-12-31')).toBe('December 31, 1985');
    expect(formatPhone('+14165550123')).toBe(`(416)${NBSP}555-0123`);
    expect(formatPhone('416.555.0123 ext. 12')).toBe(`(416)${NBSP}555-0123${NBSP}ext.${NBSP}12`);
    expect(formatPhone('+18005550199')).toBe('1-800-555-0199');
    expect(formatPhone('+442071234567')).toBe(`+44${NBSP}20${NBSP}7123${NBSP}4567`);
    // Text stored before numbers were checked prints as it was typed.
    expect(formatPhone('call the office')).toBe('call the office');
  });

  it('writes addresses the Canada Post way, the postal code kept on one line', () => {
    const lines = addressLines({
      address_line_one: '10 King St E',
      address_line_two: '',
      city: 'Toronto',
      province_id: ONTARIO,
      postal_code: 'm5c1c3',
    });
    expect(lines.map((line) => line.replaceAll(NBSP, ' '))).toEqual([
      '10 King St E',
      'Toronto ON  M5C 1C3',
    ]);
  });
});

describe('province for letters', () => {
  const address = (province_id: number, postal_code: string) => ({ province_id, postal_code });

  it('is the address province when the postal code agrees or says nothing', () => {
    expect(provinceForLetters(address(QUEBEC, 'H2X 3K4')).code).toBe('QC');
    expect(provinceForLetters(address(YUKON, '')).code).toBe('YT');
  });

  it('follows the postal code when the two disagree', () => {
    // The select defaults to Alberta; the Toronto postal code was typed on purpose.
    expect(provinceForLetters(address(ALBERTA, 'M5V 2T6')).code).toBe('ON');
    expect(provinceForLetters(address(ONTARIO, 'V6X 2C3')).code).toBe('BC');
  });

  it('keeps the Northwest Territories or Nunavut for an X postal code', () => {
    const nunavut = 7;
    const northwestTerritories = 5;
    expect(provinceForLetters(address(nunavut, 'X0A 0H0')).code).toBe('NU');
    expect(provinceForLetters(address(northwestTerritories, 'X1A 2L9')).code).toBe('NT');
    expect(provinceForLetters(address(BRITISH_COLUMBIA, 'X1A 2L9')).code).toBe('NT');
  });
});
