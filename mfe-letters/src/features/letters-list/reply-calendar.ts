import type { GeneratedLetter } from 'shared/contract';
import { type AllDayEvent, buildCalendar } from '../../lib/ics';

export const CALENDAR_PRODUCT_ID = '-//Credit Repair Canada//Dispute tracker//EN';

/** A letter awaiting a reply, with its due date. */
export type OpenLetter = GeneratedLetter & { reply_due: string };

/** Still waiting for an answer (overdue included): its reply-due date matters. */
export function isAwaitingReply(letter: GeneratedLetter): letter is OpenLetter {
  return letter.status === 'awaiting_reply' && letter.reply_due !== null;
}

/** The letters still waiting for an answer: the calendar's events. */
export function openLetters(letters: readonly GeneratedLetter[]): OpenLetter[] {
  return letters.filter(isAwaitingReply);
}

/** One per letter and the same in every download, so a re-import updates instead of doubling. */
export function replyDueUid(letterId: string): string {
  return `reply-due-${letterId}@credit-repair-canada`;
}

export interface ReplyCalendarTexts {
  calendarName: string;
  summary: (letter: OpenLetter) => string;
  description: (letter: OpenLetter) => string;
}

/** The .ics text: one all-day event on each open letter's reply-due date, by due date. */
export function replyDueCalendar(
  letters: readonly GeneratedLetter[],
  texts: ReplyCalendarTexts,
  stamp: Date,
): string {
  const events: AllDayEvent[] = openLetters(letters)
    .sort((a, b) => a.reply_due.localeCompare(b.reply_due))
    .map((letter) => ({
      uid: replyDueUid(letter.id),
      date: letter.reply_due,
      summary: texts.summary(letter),
      description: texts.description(letter),
    }));
  return buildCalendar(events, {
    productId: CALENDAR_PRODUCT_ID,
    name: texts.calendarName,
    stamp,
  });
}
