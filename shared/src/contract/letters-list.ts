/**
 * The generated-letter list, its pairing, the download file name and the completeness rule:
 * kept free of zod so that the api slice, loaded with the login page, does not pull the schemas.
 */
import {
  ESCALATION_LETTERS,
  type EscalationLetterType,
  FOLLOW_UP_LETTER,
  LETTER_OUTCOMES,
  type LetterOutcome,
  REPLY_DUE_DAYS,
  SENT_BY,
  type SentBy,
  type StoredLetterType,
  TRACKING_STATES,
  type TrackingState,
  trackingState,
} from './letter-tracking-rules';
import {
  LETTER_GROUPS,
  type LetterGroupId,
  type LetterGroupName,
  type LetterType,
} from './letters';

/**
 * Any generate body: `letter` names the type (absent for the free credit-report request), the
 * other keys are that type's fields. The API validates the fields with the type's own schema.
 */
export type GenerateLetterBody = { letter?: LetterType } & Record<string, unknown>;

/** The answer of a successful generate: the new letter's id, and every id when it made several. */
export interface GenerateLetterAnswer {
  code: 0;
  msg: string;
  result: 200;
  id: string;
  ids?: string[];
}

/**
 * A letter's tracking (issue 9), added to the first entry of its list item after the spec's
 * fields. `status` and `reply_due` are derived from the others by the rules in
 * letter-tracking-rules.ts; "overdue" depends on the consumer's today, so clients work it out.
 */
export interface LetterTracking {
  status: TrackingState;
  /** YYYY-MM-DD, or null while the sending is not recorded. */
  sent_on: string | null;
  sent_by: SentBy | null;
  /** YYYY-MM-DD: when a reply is due (null until sent, or for a type that expects none). */
  reply_due: string | null;
  outcome: LetterOutcome | null;
  resolved_on: string | null;
  note: string;
  /** The first letter a follow-up letter follows up (null for any other letter). */
  follow_up_of: string | null;
  /** The first letter an escalation letter is about (null for any other letter, issue 14). */
  escalation_of: string | null;
  /**
   * The escalation letters the tracker offers for this letter now (letter-tracking-rules.ts
   * escalationsOffered: it needs the consumer's province, which the server knows).
   */
  escalations_offered: readonly EscalationLetterType[];
}

/** The first entry of a letter list item: the spec's fields, the type, then the tracking. */
export interface LetterListEntry extends LetterTracking {
  id: string;
  gid: LetterGroupId;
  name: string;
  /** YYYY-MM-DD, the date in America/Toronto when the letter was made. */
  request_date: string;
  type: StoredLetterType;
}

/**
 * A letter list item as GET /generate-pdf answers it: `[{id, gid, name, request_date, type,
 * ...tracking}, {group}]`.
 */
export type LetterListItem = [LetterListEntry, { group: LetterGroupName }];

/**
 * A letter as the screens use it: the first entry of a pair, with its group name. `type` is null
 * when the server did not say (a list without the tracker's fields).
 */
export interface GeneratedLetter extends Omit<LetterListEntry, 'type'> {
  type: StoredLetterType | null;
  group: LetterGroupName;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGroupId(value: unknown): value is LetterGroupId {
  return LETTER_GROUPS.some((group) => group.gid === value);
}

function isGroupName(value: unknown): value is LetterGroupName {
  return LETTER_GROUPS.some((group) => group.group === value);
}

/**
 * Reads the letter list. Pairs with fewer than 2 entries are skipped (spec section 3), and so is
 * anything that is not a letter entry followed by a group entry: one odd item never hides the rest.
 */
export function lettersFromList(list: unknown): GeneratedLetter[] {
  if (!Array.isArray(list)) return [];
  const letters: GeneratedLetter[] = [];
  for (const item of list) {
    if (!Array.isArray(item) || item.length < 2) continue;
    const [entry, group] = item as unknown[];
    if (!isRecord(entry) || !isRecord(group)) continue;
    const { id, gid, name, request_date } = entry;
    if (
      typeof id !== 'string' ||
      !isGroupId(gid) ||
      typeof name !== 'string' ||
      typeof request_date !== 'string' ||
      !isGroupName(group.group)
    ) {
      continue;
    }
    letters.push({ id, gid, name, request_date, ...trackingFrom(entry), group: group.group });
  }
  return letters;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

function dateOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

const STORED_TYPES = Object.keys(REPLY_DUE_DAYS) as StoredLetterType[];

/**
 * The tracker's fields of a list entry. Missing or odd values read as "not recorded", so a
 * letter always shows (at worst as Generated) instead of disappearing from the list.
 */
function trackingFrom(
  entry: Record<string, unknown>,
): LetterTracking & { type: StoredLetterType | null } {
  const outcome = oneOf(LETTER_OUTCOMES, entry.outcome);
  const facts = {
    sent_on: dateOrNull(entry.sent_on),
    outcome,
    reply_due: dateOrNull(entry.reply_due),
  };
  return {
    type: oneOf(STORED_TYPES, entry.type),
    status: oneOf(TRACKING_STATES, entry.status) ?? trackingState(facts),
    ...facts,
    sent_by: oneOf(SENT_BY, entry.sent_by),
    resolved_on: dateOrNull(entry.resolved_on),
    note: typeof entry.note === 'string' ? entry.note : '',
    follow_up_of: typeof entry.follow_up_of === 'string' ? entry.follow_up_of : null,
    escalation_of: typeof entry.escalation_of === 'string' ? entry.escalation_of : null,
    escalations_offered: Array.isArray(entry.escalations_offered)
      ? ESCALATION_LETTERS.filter((kind) => (entry.escalations_offered as unknown[]).includes(kind))
      : [],
  };
}

/** Whether a list entry is a follow-up letter (its type says so even once its first is gone). */
export function isFollowUpLetter(letter: Pick<GeneratedLetter, 'type'>): boolean {
  return letter.type === FOLLOW_UP_LETTER;
}

/** One list item of a letter (what the API answers). */
export function letterListItem(entry: LetterListEntry): LetterListItem {
  const group = LETTER_GROUPS.find((candidate) => candidate.gid === entry.gid);
  if (!group) throw new Error(`Unknown letter group ${entry.gid}`);
  return [entry, { group: group.group }];
}

/**
 * The download's file name: the letter name with spaces turned to underscores, plus `.pdf`
 * (spec section 7). 'Credit Report Request - Equifax' gives 'Credit_Report_Request_-_Equifax.pdf'.
 */
export function letterFileName(name: string): string {
  return `${name.replace(/ /g, '_')}.pdf`;
}

/** The personal information a letter prints, as far as completeness goes. */
export interface CompletenessInput {
  contacts: readonly { first_name: string; last_name: string; date_of_birth: string }[];
  addresses: readonly { is_previous: boolean }[];
}

/**
 * Whether a letter can be personalised (decisions.md section 3, for -1000 and -1002): the first
 * contact has a first name, a last name and a date of birth, and a current address exists.
 */
export function isPersonalInfoComplete({ contacts, addresses }: CompletenessInput): boolean {
  const [contact] = contacts;
  if (!contact) return false;
  const filled = [contact.first_name, contact.last_name, contact.date_of_birth].every(
    (value) => value.trim() !== '',
  );
  return filled && addresses.some((address) => !address.is_previous);
}
