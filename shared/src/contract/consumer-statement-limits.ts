/**
 * How long a consumer statement (explanatory note) may be at each bureau: one rule for the
 * wizard's live counter and for the API, which refuses an over-limit statement with -2.
 *
 * - Equifax: 400 characters (an older official Equifax page).
 * - TransUnion: 100 words, 200 in Saskatchewan (both from an unconfirmed mirror of its FAQ).
 * - Ontario residents: up to 200 words at either bureau from July 1, 2026 (the amended Consumer
 *   Reporting Act, O. Reg. 168/25; known from summaries, so unconfirmed). The statute gives the
 *   consumer the right, so from that day it replaces the bureau's own shorter limit.
 *
 * One statement goes to every bureau chosen, so with both bureaus both limits apply.
 */
import type { LetterBureauChoice } from './letters-api';
import { statementTexts } from './messages/en/statement';
import { defineMessages, messageWithValues } from './messages/message';
import type { ProvinceCode } from './provinces';
import { type BureauName, bureausChosen } from './reference/bureaus';

/** A date written YYYY-MM-DD. */
type IsoDate = string;

export type StatementUnit = 'characters' | 'words';

export interface StatementLimit {
  readonly bureau: BureauName;
  readonly max: number;
  readonly unit: StatementUnit;
  /** Where the limit was found. */
  readonly source: string;
  /** The same, on a French page. */
  readonly sourceFr: string;
  /** Only an unofficial page or a summary gives it: the wizard says so. */
  readonly unconfirmed: boolean;
}

/** The day Ontario's 200-word statement takes effect (O. Reg. 168/25). */
export const ONTARIO_STATEMENT_FROM: IsoDate = '2026-07-01';

const EQUIFAX: StatementLimit = {
  bureau: 'Equifax',
  max: 400,
  unit: 'characters',
  source: 'Equifax Canada, an older official page on consumer statements',
  sourceFr: 'Équifax Canada, une ancienne page officielle sur les déclarations du consommateur',
  unconfirmed: false,
};

const TRANSUNION: StatementLimit = {
  bureau: 'TransUnion',
  max: 100,
  unit: 'words',
  source: 'a mirror of TransUnion Canada’s FAQ',
  sourceFr: 'une copie de la foire aux questions de TransUnion Canada',
  unconfirmed: true,
};

const TRANSUNION_SASKATCHEWAN: StatementLimit = { ...TRANSUNION, max: 200 };

function ontario(bureau: BureauName): StatementLimit {
  return {
    bureau,
    max: 200,
    unit: 'words',
    source: 'Consumer Reporting Act (Ontario) as amended, O. Reg. 168/25 (summaries)',
    // The Act keeps its official English title: no source gives its French one.
    sourceFr: 'Consumer Reporting Act (Ontario) modifiée, Règl. de l’Ont. 168/25 (résumés)',
    unconfirmed: true,
  };
}

/**
 * The limit one bureau sets for a consumer of `province` on `today`; a null province (no address
 * yet) gets the bureau's general limit.
 */
export function statementLimit(
  bureau: BureauName,
  province: ProvinceCode | null,
  today: IsoDate,
): StatementLimit {
  if (province === 'ON' && today >= ONTARIO_STATEMENT_FROM) return ontario(bureau);
  if (bureau === 'Equifax') return EQUIFAX;
  return province === 'SK' ? TRANSUNION_SASKATCHEWAN : TRANSUNION;
}

/** Every limit that applies to one statement sent to the bureaus chosen (both by default). */
export function statementLimits(
  choice: LetterBureauChoice | undefined,
  province: ProvinceCode | null,
  today: IsoDate,
): StatementLimit[] {
  return bureausChosen(choice).map((bureau) => statementLimit(bureau, province, today));
}

/** Characters as a reader counts them (an emoji or an accented letter is one), or words. */
export function countStatement(statement: string, unit: StatementUnit): number {
  const trimmed = statement.trim();
  if (unit === 'characters') return [...trimmed.normalize('NFC')].length;
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

export const statementMessages = defineMessages('statement', statementTexts, () =>
  import('./messages/fr/statement').then((module) => module.statementTextsFr),
);

/** "400 characters", "1 word", as a message. */
export function statementAmountMessage(count: number, unit: StatementUnit): string {
  const key =
    unit === 'characters'
      ? count === 1
        ? statementMessages.character
        : statementMessages.characters
      : count === 1
        ? statementMessages.word
        : statementMessages.words;
  return messageWithValues(key, { count });
}

/** "Equifax accepts up to 400 characters; your statement has 412. Please shorten it." */
export function statementOverLimitMessage(limit: StatementLimit, count: number): string {
  return messageWithValues(statementMessages.overLimit, {
    bureau: limit.bureau,
    limit: { message: statementAmountMessage(limit.max, limit.unit) },
    count,
  });
}

/** The first limit the statement exceeds, with its count, or null when it fits every one. */
export function statementOverLimit(
  statement: string,
  limits: readonly StatementLimit[],
): { limit: StatementLimit; count: number } | null {
  for (const limit of limits) {
    const count = countStatement(statement, limit.unit);
    if (count > limit.max) return { limit, count };
  }
  return null;
}

/** The message that refuses a statement, or null when it may be sent. */
export function statementProblem(
  statement: string,
  limits: readonly StatementLimit[],
): string | null {
  if (statement.trim() === '') return statementMessages.required;
  const over = statementOverLimit(statement, limits);
  return over ? statementOverLimitMessage(over.limit, over.count) : null;
}
