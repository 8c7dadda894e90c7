import { and, eq } from 'drizzle-orm';
import {
  daysBetween,
  FOLLOW_UP_LETTER,
  isFirstLetterType,
  isFollowUpOffered,
  localDate,
  REPLY_DUE_DAYS,
  replyDueDate,
} from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { letters } from '../db/schema-letters';
import {
  type LetterDocument,
  type LetterLanguage,
  type LetterPersonalData,
  letterTemplate,
  renderLetterPdf,
} from '../letters';
import {
  type FirstLetterFacts,
  type FirstLetterMatter,
  followUpLetter,
} from '../letters/templates/follow-up';
import { loadReferences } from './build-options';
import { followUpRecipient, inputText } from './follow-up-recipient';
import { insertLetters, loadLetterSnapshot } from './letters';
import { loadLetterPersonalData } from './personal-data';
import { torontoDate } from './request-date';

export interface FollowUpDependencies {
  db: Db;
  cipher: Cipher;
  clock: () => Date;
  /** The renderer; tests replace it to exercise failures. */
  render?: (letter: LetterDocument, instructions?: LetterDocument) => Promise<Buffer>;
}

/** What making a letter from a first letter (a follow-up or an escalation letter) comes to. */
export type MadeLetterOutcome =
  /** A new letter was stored. */
  | { kind: 'stored'; id: string }
  /** The letter already has one: its id (a double submit makes no second letter). */
  | { kind: 'existing'; id: string }
  | { kind: 'not-found' }
  /** The tracker does not offer it (letter-tracking-rules.ts). */
  | { kind: 'not-offered' }
  /** The profile lacks what a letter prints (-1002, as for the other groups' letters). */
  | { kind: 'incomplete' }
  | { kind: 'failed'; error: unknown };

/** The user's letter a follow-up or an escalation letter is made from, with its tracking. */
export async function loadFirstLetter(db: Db, userId: string, id: string) {
  const [first] = await db
    .select({
      id: letters.id,
      groupId: letters.groupId,
      type: letters.type,
      name: letters.name,
      requestDate: letters.requestDate,
      sentOn: letters.sentOn,
      sentBy: letters.sentBy,
      outcome: letters.outcome,
      resolvedOn: letters.resolvedOn,
      language: letters.language,
    })
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.userId, userId)));
  return first;
}

/**
 * The language of a letter that follows another (a follow-up, an escalation): the one asked
 * for, else the first letter's own, so a French dispute is followed in French.
 */
export function followingLetterLanguage(
  asked: LetterLanguage | undefined,
  first: { language: string },
): LetterLanguage {
  return asked ?? (first.language === 'fr' ? 'fr' : 'en');
}

/**
 * What the first letter was about, from its stored input: the subject it printed (built again
 * from that input, as the send guide does) and the account or file it named. An account deleted
 * since is named by what the input still holds.
 */
export async function firstLetterMatter(
  deps: Pick<FollowUpDependencies, 'db' | 'cipher'>,
  userId: string,
  first: Pick<FirstLetterFacts, 'type' | 'name' | 'date'>,
  input: unknown,
  personal: LetterPersonalData,
): Promise<FirstLetterMatter> {
  const loaded = await loadReferences(deps, userId, input);
  const references = loaded.ok ? loaded.references : {};
  // A letter whose account or directory entry is gone since cannot be built again (its template
  // needs them): it is then named by its name, and the follow-up is still made.
  const rebuilt = loaded.ok
    ? (letterTemplate(first.type)?.rebuild?.(input, personal, {
        date: first.date,
        ...references,
      }) ?? [])
    : [];
  // A statute-barred letter was one of several made together: the one of this name.
  const document = rebuilt.find((candidate) => candidate.title === first.name);
  const account = references.account;
  return {
    subject: document?.subject ?? '',
    accountName: inputText(input, 'account_name') || account?.account_name || '',
    accountNumber:
      inputText(input, 'account_number') ||
      inputText(input, 'creditor_account_number') ||
      account?.full_account_number ||
      '',
    reference: inputText(input, 'creditor_reference_number'),
    caseNumber: inputText(input, 'case_number'),
  };
}

async function existingFollowUp(db: Db, userId: string, firstId: string) {
  const [row] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(eq(letters.followUpOf, firstId), eq(letters.userId, userId)));
  return row?.id;
}

/**
 * POST /generate-pdf/follow-up: makes the follow-up letter of one of the user's letters, stores
 * it like any letter (same group, its own tracking, type 'follow_up') and links it to the first.
 * "Overdue" is judged on the consumer's local date (the body's zone, America/Toronto when none);
 * the letter itself is dated in Toronto like every letter (decisions.md section 5).
 */
export async function generateFollowUp(
  deps: FollowUpDependencies,
  userId: string,
  body: { id: string; time_zone?: string | undefined; language?: LetterLanguage | undefined },
  /** The request's interface language: the instructions page is written in it (issue 15). */
  instructionsLanguage: LetterLanguage = 'en',
): Promise<MadeLetterOutcome> {
  const { db, cipher } = deps;
  const first = await loadFirstLetter(db, userId, body.id);
  if (!first) return { kind: 'not-found' };
  const language = followingLetterLanguage(body.language, first);

  const existing = await existingFollowUp(db, userId, first.id);
  if (existing) return { kind: 'existing', id: existing };

  const now = deps.clock();
  const today = localDate(now, body.time_zone);
  const reply_due = replyDueDate(first.type, first.sentOn);
  const offered = isFollowUpOffered(
    { type: first.type, sent_on: first.sentOn, outcome: first.outcome, reply_due },
    today,
  );
  // The type check narrows for the compiler; isFollowUpOffered already refuses the others.
  if (!offered || !isFirstLetterType(first.type) || !first.sentOn || !first.sentBy) {
    return { kind: 'not-offered' };
  }

  const profile = await loadLetterPersonalData(db, userId);
  if (!profile.complete) return { kind: 'incomplete' };

  const requestDate = torontoDate(now);
  const facts: FirstLetterFacts = {
    type: first.type,
    name: first.name,
    date: first.requestDate,
    sentOn: first.sentOn,
    sentBy: first.sentBy,
    outcome: first.outcome,
    resolvedOn: first.resolvedOn,
    daysSinceSent: daysBetween(first.sentOn, today),
  };
  let pdf: Buffer;
  let document: LetterDocument;
  let recipient: Awaited<ReturnType<typeof followUpRecipient>>;
  try {
    const snapshot = await loadLetterSnapshot(db, cipher, userId, first.id);
    if (snapshot) {
      facts.matter = await firstLetterMatter(deps, userId, facts, snapshot.input, profile.personal);
    }
    // The letter in its language; its instructions page from the same letter in the request's.
    const build = async (inLanguage: LetterLanguage) => {
      const to = await followUpRecipient(
        db,
        { type: facts.type, name: first.name, input: snapshot?.input },
        inLanguage,
      );
      const letter = followUpLetter(
        {
          first: facts,
          replyDays: REPLY_DUE_DAYS[FOLLOW_UP_LETTER] ?? 30,
          recipient: to.recipient,
          sendTo: to.sendTo,
          recipientKind: to.kind,
        },
        profile.personal,
        requestDate,
        inLanguage,
      );
      return { to, letter };
    };
    const made = await build(language);
    recipient = made.to;
    document = made.letter;
    const instructions =
      instructionsLanguage === language ? document : (await build(instructionsLanguage)).letter;
    pdf = await (deps.render ?? renderLetterPdf)(document, instructions);
  } catch (error) {
    return { kind: 'failed', error };
  }

  try {
    const [id] = await insertLetters(
      db,
      cipher,
      userId,
      [
        {
          groupId: first.groupId,
          type: FOLLOW_UP_LETTER,
          name: document.title,
          language: document.language,
          requestDate,
          // What the follow-up was made from: the first letter's facts and where it went.
          input: { follow_up_of: first.id, first: facts, recipient: recipient.recipient },
          personal: profile.personal,
          pdf,
          followUpOf: first.id,
        },
      ],
      now,
    );
    if (!id) throw new Error('A stored follow-up has no id.');
    return { kind: 'stored', id };
  } catch (error) {
    // Two requests at once: the unique link lets one in; the other answers the letter it made.
    const raced = await existingFollowUp(db, userId, first.id);
    if (raced) return { kind: 'existing', id: raced };
    throw error;
  }
}
