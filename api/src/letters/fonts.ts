import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * Which font sets each character (decisions.md section 5).
 *
 * The standard PDF fonts (Helvetica) cost nothing to embed and cover WinAnsi, French accents
 * included. pdfkit does not check what it sends to them: any other character comes out as
 * garbage. So text is split into runs, and every run Helvetica cannot encode is set in the first
 * fallback family that has the glyphs, embedded (subset) from npm packages so the server needs
 * no system fonts:
 * - Noto Sans: Latin Extended (Ł, Ș, Ő), Greek, Cyrillic, Vietnamese, closest to Helvetica;
 * - Noto Sans SC: Chinese, Japanese kana and kanji;
 * - Noto Sans KR: Hangul.
 * Right-to-left scripts are out of scope.
 */

export type Weight = 'regular' | 'bold';

/** A font as pdfkit knows it: a standard font name, or the name a fallback face is registered under. */
export type FontKey = string;

const STANDARD: Record<Weight, FontKey> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

interface FallbackFamily {
  readonly id: string;
  /** The font file of a weight, resolved from the npm package that ships it. */
  readonly file: (weight: Weight) => string;
}

const require = createRequire(import.meta.url);

/** @embedpdf/fonts-latin exports only its JavaScript entry (dist/); the fonts sit in fonts/. */
function embedpdfLatin(weight: Weight): string {
  const entry = require.resolve('@embedpdf/fonts-latin');
  const file = weight === 'bold' ? 'NotoSans-Bold.ttf' : 'NotoSans-Regular.ttf';
  return path.join(path.dirname(entry), '..', 'fonts', file);
}

/** The Google Fonts builds packaged by Expo: whole TrueType fonts, one folder per weight. */
function expoGoogleFont(family: string, fileStem: string): (weight: Weight) => string {
  return (weight) => {
    const folder = weight === 'bold' ? '700Bold' : '400Regular';
    return require.resolve(`@expo-google-fonts/${family}/${folder}/${fileStem}_${folder}.ttf`);
  };
}

/**
 * In order of preference. All are TrueType: pdfkit subsets TrueType outlines in about a
 * millisecond, while the CFF (.otf) builds of the CJK fonts cost ~15 ms and ~40 KB per letter.
 */
const FALLBACK_FAMILIES: readonly FallbackFamily[] = [
  { id: 'NotoSans', file: embedpdfLatin },
  { id: 'NotoSansSC', file: expoGoogleFont('noto-sans-sc', 'NotoSansSC') },
  { id: 'NotoSansKR', file: expoGoogleFont('noto-sans-kr', 'NotoSansKR') },
];

/** WinAnsi's characters outside Latin-1 (the 0x80-0x9F block). */
const WIN_ANSI_EXTRAS = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0) ?? 0),
);

/** True when Helvetica can set the character through pdfkit's WinAnsi encoding. */
export function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRAS.has(codePoint)
  );
}

/** Parsed faces, kept for the life of the process: parsing Noto Sans SC costs ~15 ms. */
const loadedFaces = new Map<FontKey, Font>();

function faceKey(family: FallbackFamily, weight: Weight): FontKey {
  return `${family.id}-${weight}`;
}

function loadFace(family: FallbackFamily, weight: Weight): Font {
  const key = faceKey(family, weight);
  let face = loadedFaces.get(key);
  if (!face) {
    const parsed = create(readFileSync(family.file(weight)));
    if (!('layout' in parsed)) throw new Error(`${key} is a font collection, not a font`);
    face = parsed;
    loadedFaces.set(key, face);
  }
  return face;
}

/** The family index that covers a code point (-1: none does), cached per code point. */
const familyForCodePoint = new Map<number, number>();

function fallbackFamilyIndex(codePoint: number): number {
  let index = familyForCodePoint.get(codePoint);
  if (index === undefined) {
    index = FALLBACK_FAMILIES.findIndex((family) =>
      loadFace(family, 'regular').hasGlyphForCodePoint(codePoint),
    );
    familyForCodePoint.set(codePoint, index);
  }
  return index;
}

/** True when a letter font has a glyph for the character: Helvetica's WinAnsi or a fallback face. */
export function canSetCharacter(codePoint: number): boolean {
  return isWinAnsi(codePoint) || fallbackFamilyIndex(codePoint) >= 0;
}

/** The font key for a character. A character no font has is set in the first fallback (a box). */
function fontKeyFor(codePoint: number, weight: Weight): FontKey {
  if (isWinAnsi(codePoint)) return STANDARD[weight];
  const family = FALLBACK_FAMILIES[Math.max(0, fallbackFamilyIndex(codePoint))];
  return family ? faceKey(family, weight) : STANDARD[weight];
}

/** The parsed face behind a fallback key, or null for a standard font. */
export function fallbackFace(key: FontKey): Font | null {
  for (const family of FALLBACK_FAMILIES) {
    for (const weight of ['regular', 'bold'] as const) {
      if (faceKey(family, weight) === key) return loadFace(family, weight);
    }
  }
  return null;
}

export interface Run {
  text: string;
  font: FontKey;
}

/**
 * Text made safe to set: NFC (so "é" typed as e + accent is one WinAnsi character), no control or
 * invisible format characters (soft hyphens, zero-width joiners, bidi marks), tabs as spaces.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, (char) => (char === '\n' ? char : ''));
}

/**
 * Splits clean text into runs that one font can set. Spaces stay in the run they follow, so a
 * name like "王 小明" does not bounce between fonts.
 */
export function splitRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0x20;
    const font: FontKey = char === ' ' && current ? current.font : fontKeyFor(codePoint, weight);
    if (current && current.font === font) {
      current.text += char;
    } else {
      current = { text: char, font };
      runs.push(current);
    }
  }
  return runs;
}

/** Loads the fallback faces ahead of the first letter that needs them (optional, at start-up). */
export function preloadFallbackFonts(): void {
  for (const family of FALLBACK_FAMILIES) {
    loadFace(family, 'regular');
    loadFace(family, 'bold');
  }
}
