import { and, eq } from 'drizzle-orm';
import {
  bureauByName,
  type EscalationLetterType,
  escalationsOffered,
  isFirstLetterType,
  letterBureau,
  replyDueDate,
} from 'shared/contract';
import type { Db } from '../db/database';
import { letters } from '../db/schema-letters';
import {
  type LetterDocument,
  type LetterLanguage,
  provinceForLetters,
  renderLetterPdf,
} from '../letters';
import { type EscalationFacts, escalationLetter } from '../letters/templates/escalation';
import { consumerProvince, escalationLetterId } from './escalation-links';
import {
  type FollowUpDependencies,
  firstLetterMatter,
  followingLetterLanguage,
  loadFirstLetter,
  type MadeLetterOutcome,
} from './follow-up';
import { insertLetters, loadLetterSnapshot } from './letters';
import { loadLetterPersonalData } from './personal-data';
import { torontoDate } from './request-date';

/**
 * Escalation letters (issue 14): made from a first letter like a follow-up, stored like any
 * letter (the first letter's group, its own type per kind, its own tracking), one per first
 * letter and kind (escalation-links.ts).
 */

async function userHasLetter(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.userId, userId)));
  return row !== undefined;
}

/**
 * POST /generate-pdf/escalation: makes one escalation letter of one of the user's letters, when
 * the tracker offers it (shared/contract escalationsOffered), dated in Toronto like every letter.
 */
export async function generateEscalation(
  deps: FollowUpDependencies,
  userId: string,
  body: { id: string; kind: EscalationLetterType; language?: LetterLanguage | undefined },
  /** The request's interface language: the instructions page is written in it (issue 15). */
  instructionsLanguage: LetterLanguage = 'en',
): Promise<MadeLetterOutcome> {
  const { db, cipher } = deps;
  const first = await loadFirstLetter(db, userId, body.id);
  if (!first) return { kind: 'not-found' };
  const language = followingLetterLanguage(body.language, first);

  const id = escalationLetterId(first.id, body.kind);
  if (await userHasLetter(db, userId, id)) return { kind: 'existing', id };

  const profile = await loadLetterPersonalData(db, userId);
  const province = profile.complete
    ? provinceForLetters(profile.personal.currentAddress).code
    : await consumerProvince(db, userId);
  const offered = escalationsOffered({
    type: first.type,
    name: first.name,
    outcome: first.outcome,
    province,
    made: [],
  }).includes(body.kind);
  const bureau = letterBureau(first.type, first.name);
  const replyDue = replyDueDate(first.type, first.sentOn);
  const { outcome, sentOn, sentBy, resolvedOn } = first;
  // After the offer check, these only narrow the types for the compiler.
  if (
    !offered ||
    !isFirstLetterType(first.type) ||
    bureau === null ||
    (outcome !== 'verified_as_accurate' && outcome !== 'no_reply') ||
    !sentOn ||
    !sentBy ||
    !resolvedOn ||
    !replyDue
  ) {
    return { kind: 'not-offered' };
  }
  if (!profile.complete) return { kind: 'incomplete' };

  const now = deps.clock();
  const requestDate = torontoDate(now);
  const facts: EscalationFacts = {
    kind: body.kind,
    first: {
      type: first.type,
      name: first.name,
      date: first.requestDate,
      sentOn,
      sentBy,
      outcome,
      resolvedOn,
      replyDue,
    },
    bureau: bureauByName(bureau),
  };
  let pdf: Buffer;
  let document: LetterDocument;
  try {
    const snapshot = await loadLetterSnapshot(db, cipher, userId, first.id);
    if (snapshot) {
      facts.first.matter = await firstLetterMatter(
        deps,
        userId,
        facts.first,
        snapshot.input,
        profile.personal,
      );
    }
    document = escalationLetter(facts, profile.personal, requestDate, language);
    // Its instructions page from the same letter in the request's language.
    const instructions =
      instructionsLanguage === language
        ? document
        : escalationLetter(facts, profile.personal, requestDate, instructionsLanguage);
    pdf = await (deps.render ?? renderLetterPdf)(document, instructions);
  } catch (error) {
    return { kind: 'failed', error };
  }

  try {
    await insertLetters(
      db,
      cipher,
      userId,
      [
        {
          id,
          groupId: first.groupId,
          type: body.kind,
          name: document.title,
          language: document.language,
          requestDate,
          // What it was made from: the first letter's facts and where the letter went.
          input: { escalation_of: first.id, first: facts.first, recipient: document.recipient },
          personal: profile.personal,
          pdf,
        },
      ],
      now,
    );
    return { kind: 'stored', id };
  } catch (error) {
    // Two requests at once: the primary key lets one in; the other answers the letter it made.
    if (await userHasLetter(db, userId, id)) return { kind: 'existing', id };
    throw error;
  }
}
