import { and, eq } from 'drizzle-orm';
import { type LetterType, offersSendGuide, type SendGuide } from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { letters } from '../db/schema-letters';
import { type LetterDocument, letterTemplate } from '../letters';
import { disputeText } from '../letters/dispute-text';
import { loadReferences } from './build-options';
import { loadLetterSnapshot } from './letters';

export type SendGuideOutcome =
  | { kind: 'guide'; guide: SendGuide | null }
  | { kind: 'not-found' }
  /** The letter could not be rebuilt from what was stored with it (-1001). */
  | { kind: 'failed'; error: unknown };

/** The guide of a rebuilt letter: its channels as its instructions page gives them. */
function guideOf(document: LetterDocument): SendGuide | null {
  const { sendTo } = document.instructions;
  if (!sendTo.online || !document.dispute) return null;
  const { bureau, ...online } = sendTo.online;
  return {
    bureau,
    online,
    mail: { address: sendTo.mailAddress, rules: sendTo.mailRules },
    fax: sendTo.fax,
    dispute_text: disputeText(document.subject, document.dispute),
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
    const documents = template.rebuild(snapshot.input, snapshot.personal, {
      date: row.requestDate,
      ...references,
    });
    // One Generate may make a letter per bureau: this row is the one with its name.
    const document = documents.find((candidate) => candidate.title === row.name);
    if (!document) throw new Error('The rebuilt letters do not include this one.');
    return { kind: 'guide', guide: guideOf(document) };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
