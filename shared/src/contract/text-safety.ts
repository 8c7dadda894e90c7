import { textTexts } from './messages/en/text';
import { defineMessages } from './messages/message';
/**
 * What text the product accepts, zod-free so that forms can use the rules as the user types.
 *
 * Two rules:
 * - Safe: no control character but tab, line feed and carriage return, and no lone UTF-16
 *   surrogate. A NUL byte makes PostgreSQL refuse the whole statement, and a lone surrogate is
 *   not valid UTF-8, so neither can be stored; neither is anything a person means to type.
 * - Printable in letters: every character of a name, an address or the consumer's own words can
 *   be set by the letter fonts (api/src/letters/fonts.ts: Helvetica for WinAnsi, then Noto Sans
 *   for Latin, Greek and Cyrillic, Noto Sans SC for Chinese and Japanese, Noto Sans KR for
 *   Korean). Emoji, right-to-left scripts and the other scripts those fonts lack would print as
 *   empty boxes, so they are refused with a message instead. The API checks the fonts really
 *   have a glyph for every character this file allows.
 */

export const textMessages = defineMessages('text', textTexts, () =>
  import('./messages/fr/text').then((module) => module.textTextsFr),
);

const UNSAFE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** True when `value` holds no control character (tab and line breaks aside) and no lone surrogate. */
export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

/** The scripts the letter fonts cover. */
const LETTER_SCRIPT =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;

/**
 * Characters shared by every script (digits, punctuation, symbols) that the fonts cover, as code
 * point ranges: Basic Latin and Latin-1, spacing modifiers (ˆ ˜), general punctuation (’ “ ” – —
 * …), currency signs, letterlike symbols (™ №), CJK punctuation, the kana middle dot and
 * prolonged sound mark, and full-width forms. Combining accents (U+0300–U+036F) and the kana
 * voicing marks are the "inherited" characters allowed.
 */
const SHARED_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2b0, 0x2ff],
  [0x300, 0x36f],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x20a0, 0x20c0],
  [0x2100, 0x214f],
  [0x3000, 0x303f],
  [0x3099, 0x309c],
  [0x30fb, 0x30fc],
  [0xff01, 0xffef],
];

/**
 * Code points of those scripts that the fonts lack (the API's font test finds them): recent
 * additions to the Unicode blocks, compatibility ideographs and half-width jamo. Outside the Basic
 * Multilingual Plane the fonts cover too little to allow any of it.
 */
const FONT_GAPS: readonly (readonly [number, number])[] = [
  [0x1c89, 0x1c8a],
  [0x216c, 0x216f],
  [0x217c, 0x2188],
  [0x332c, 0x332c],
  [0x4db6, 0x4dbf],
  [0x9ff0, 0x9fff],
  [0xa7cb, 0xa7ff],
  [0xf900, 0xfaff],
  [0xffa0, 0xffdf],
  [0xffe7, 0xffef],
];
const LAST_BASIC_PLANE_CODE_POINT = 0xffff;

function inRanges(codePoint: number, ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.some(([low, high]) => codePoint >= low && codePoint <= high);
}

/** ©, ®, ™ (pictographs to Unicode, but Helvetica's own) and the soft hyphen (a format character). */
const WIN_ANSI_SYMBOLS = new Set([0xa9, 0xae, 0x2122, 0xad]);

/** Emoji and pictographs, whatever their block. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Invisible format characters (bidi overrides, zero-width joiners); the soft hyphen is WinAnsi. */
const FORMAT = /\p{Cf}/u;

function isPrintableCharacter(char: string): boolean {
  if (char === '\t' || char === '\n' || char === '\r') return true;
  const codePoint = char.codePointAt(0) ?? 0;
  if (WIN_ANSI_SYMBOLS.has(codePoint)) return true;
  if (codePoint > LAST_BASIC_PLANE_CODE_POINT || inRanges(codePoint, FONT_GAPS)) return false;
  if (PICTOGRAPH.test(char) || FORMAT.test(char)) return false;
  return LETTER_SCRIPT.test(char) || inRanges(codePoint, SHARED_RANGES);
}

/** True when the letter fonts can print every character of `value`. */
export function isPrintableInLetters(value: string): boolean {
  for (const char of value) {
    if (!isPrintableCharacter(char)) return false;
  }
  return true;
}
