import { cleanText, type FontKey, fallbackFace, type Run, splitRuns, type Weight } from './fonts';

export interface TextStyle {
  weight: Weight;
  size: number;
  color: string;
}

interface Piece {
  text: string;
  font: FontKey;
  width: number;
}

/** One laid-out line: pieces of one font each, drawn left to right on a shared baseline. */
export interface Line {
  pieces: Piece[];
  width: number;
}

/**
 * Break opportunities: after spaces, and on either side of a Chinese or Japanese character
 * (those scripts do not separate words with spaces). Hangul words are space-separated.
 */
const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef] *|[^ \p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+ *| +/gu;

/**
 * Widths of words already measured, shared by all documents: letters repeat the same words, and
 * measuring through pdfkit (kerning lookups per glyph pair) is most of a plain letter's cost.
 */
const widthCache = new Map<string, number>();
const WIDTH_CACHE_LIMIT = 50_000;

/**
 * Lays text out in lines on a pdfkit document and draws them. pdfkit's own wrapping is not used:
 * it cannot switch fonts inside a line and aligns mixed fonts by their tops, not their baselines.
 */
export class Typesetter {
  private readonly registered = new Set<FontKey>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private use(font: FontKey, size: number): void {
    if (!this.registered.has(font)) {
      const face = fallbackFace(font);
      // pdfkit accepts a parsed fontkit font (it checks for `layout`), which lets every document
      // share one parse of the large fallback files; its typings only list file sources.
      if (face) this.doc.registerFont(font, face as unknown as PDFKit.Mixins.PDFFontSource);
      this.registered.add(font);
    }
    this.doc.font(font).fontSize(size);
  }

  private measure(text: string, font: FontKey, size: number): number {
    const key = `${font}\u0000${size}\u0000${text}`;
    let width = widthCache.get(key);
    if (width === undefined) {
      this.use(font, size);
      width = this.doc.widthOfString(text);
      if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
      widthCache.set(key, width);
    }
    return width;
  }

  private measureRuns(runs: Run[], size: number): Piece[] {
    return runs.map((run) => ({ ...run, width: this.measure(run.text, run.font, size) }));
  }

  /** Wraps text to `maxWidth`; "\n" forces a new line. */
  layout(text: string, style: TextStyle, maxWidth: number): Line[] {
    const lines: Line[] = [];
    for (const hardLine of cleanText(text).split('\n')) {
      lines.push(...this.wrap(hardLine, style, maxWidth));
    }
    return lines;
  }

  private wrap(text: string, style: TextStyle, maxWidth: number): Line[] {
    const lines: Line[] = [];
    let line: Piece[] = [];
    let lineWidth = 0;
    const flush = () => {
      lines.push(this.finishLine(line, style.size));
      line = [];
      lineWidth = 0;
    };
    for (const token of text.trimStart().match(TOKEN) ?? []) {
      const pieces = this.measureRuns(splitRuns(token, style.weight), style.size);
      const width = pieces.reduce((sum, piece) => sum + piece.width, 0);
      const visibleWidth = width - this.trailingSpaceWidth(pieces, style.size);
      if (line.length > 0 && lineWidth + visibleWidth > maxWidth) flush();
      if (line.length === 0 && visibleWidth > maxWidth) {
        // A word longer than the line (a long email address): break it between characters.
        for (const char of token) {
          const [piece] = this.measureRuns(splitRuns(char, style.weight), style.size);
          if (!piece) continue;
          if (line.length > 0 && lineWidth + piece.width > maxWidth && char !== ' ') flush();
          line.push(piece);
          lineWidth += piece.width;
        }
        continue;
      }
      line.push(...pieces);
      lineWidth += width;
    }
    if (line.length > 0 || lines.length === 0) flush();
    return lines;
  }

  private trailingSpaceWidth(pieces: Piece[], size: number): number {
    const last = pieces.at(-1);
    if (!last) return 0;
    const spaces = last.text.length - last.text.trimEnd().length;
    return spaces === 0 ? 0 : this.measure(' '.repeat(spaces), last.font, size);
  }

  /** Joins neighbouring pieces of one font (one text operation each) and drops trailing spaces. */
  private finishLine(pieces: Piece[], size: number): Line {
    const merged: Piece[] = [];
    for (const piece of pieces) {
      const last = merged.at(-1);
      if (last && last.font === piece.font) {
        last.text += piece.text;
        last.width += piece.width;
      } else {
        merged.push({ ...piece });
      }
    }
    const last = merged.at(-1);
    if (last && last.text !== last.text.trimEnd()) {
      last.text = last.text.trimEnd();
      last.width = this.measure(last.text, last.font, size);
      if (last.text === '') merged.pop();
    }
    return { pieces: merged, width: merged.reduce((sum, piece) => sum + piece.width, 0) };
  }

  /** Draws a line with its baseline at `baseline`. */
  drawLine(line: Line, x: number, baseline: number, style: TextStyle): void {
    let cursor = x;
    this.doc.fillColor(style.color);
    for (const piece of line.pieces) {
      this.use(piece.font, style.size);
      // No-break spaces only steer wrapping: drawn as plain spaces, they extract as plain spaces.
      const text = piece.text.replace(/\u00a0/g, ' ');
      this.doc.text(text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += piece.width;
    }
  }
}
