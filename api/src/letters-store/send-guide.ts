import { and, eq } from 'drizzle-orm';
import { type LetterType, offersSendGuide, type SendGuide } from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { letters } from '../db/schema-letters';
import { type LetterDocument, type LetterLanguage, letterTemplate } from '../letters';
import { disputeText } from '../letters/dispute-text';
import { loadReferences } from './build-options';
import { loadLetterSnapshot } from './letters';

function isPlainInput(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export type SendGuideOutcome =
  | { kind: 'guide'; guide: SendGuide | null }
  | { kind: 'not-found' }
  /** The letter could not be rebuilt from what was stored with it (-1001). */
  | { kind: 'failed'; error: unknown };

/** The guide of a rebuilt letter: its channels as its instructions page gives them. */
function guideOf(document: LetterDocument, language: LetterLanguage): SendGuide | null {
  const { sendTo } = document.instructions;
  if (!sendTo.online || !document.dispute) return null;
  const { bureau, ...online } = sendTo.online;
  return {
    bureau,
    online,
    mail: { address: sendTo.mailAddress, rules: sendTo.mailRules },
    fax: sendTo.fax,
    dispute_text: disputeText(document.subject, document.dispute, language),
  };
}

/**
 * GET /generate-pdf/:id/send-guide: how to send one of the user's letters to a bureau, and the
 * dispute text for its online form. The letter is rebuilt from what was stored with it (its
 * inputs, the personal data and the account or creditor it used, as they were), so the text says
 * what the PDF says even after the profile or the account changed. Letters stored before the
 * references were kept load them again.
 */
export async function loadSendGuide(
  deps: { db: Db; cipher: Cipher },
  userId: string,
  id: string,
  /**
   * The request's interface language (issue 15): the guide and the dispute text are in it, like
   * the instructions page of a letter made in that language. The row found is the same letter.
   */
  language: LetterLanguage = 'en',
): Promise<SendGuideOutcome> {
  const [row] = await deps.db
    .select({ type: letters.type, name: letters.name, requestDate: letters.requestDate })
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.userId, userId)));
  if (!row) return { kind: 'not-found' };
  // offersSendGuide admits letter types only (never a follow-up).
  const template = offersSendGuide(row.type) ? letterTemplate(row.type as LetterType) : undefined;
  if (!template?.rebuild) return { kind: 'guide', guide: null };

  try {
    const snapshot = await loadLetterSnapshot(deps.db, deps.cipher, userId, id);
    if (!snapshot) return { kind: 'not-found' };
    let references = snapshot.references;
    if (!references) {
      const loaded = await loadReferences(deps, userId, snapshot.input);
      if (!loaded.ok) throw new Error(`The letter's ${loaded.field} is gone.`);
      references = loaded.references;
    }
    const rebuild = (input: unknown) =>
      template.rebuild?.(input, snapshot.personal, { date: row.requestDate, ...references }) ?? [];
    // One Generate may make a letter per bureau: this row is the one with its name, found among
    // the letters rebuilt as stored; then the same letter is rebuilt in the request's language.
    const stored = rebuild(snapshot.input);
    const index = stored.findIndex((candidate) => candidate.title === row.name);
    if (index < 0) throw new Error('The rebuilt letters do not include this one.');
    const inRequestLanguage =
      isPlainInput(snapshot.input) && stored[index]?.language !== language
        ? rebuild({ ...snapshot.input, language })[index]
        : stored[index];
    if (!inRequestLanguage) throw new Error('The letter could not be rebuilt in this language.');
    return { kind: 'guide', guide: guideOf(inRequestLanguage, language) };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
