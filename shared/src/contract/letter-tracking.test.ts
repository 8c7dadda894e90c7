import { addDays, isCalendarDate, localDate } from './calendar-date';
import {
  escalationBody,
  followUpBody,
  letterTrackingBody,
  trackingFormSchema,
} from './letter-tracking';
import {
  daysBetween,
  escalationsOffered,
  isFollowUpOffered,
  isOverdue,
  letterBureau,
  trackingMessages as m,
  noReplyNotYetMessage,
  noReplyOpensOn,
  replyDueDate,
  summarizeTracking,
  type TrackingValues,
  trackingProblems,
  trackingState,
} from './letter-tracking-rules';
import { messageIn } from './messages/catalogs';

const ID = '0b5f4a8e-1d2c-4f6a-9b3e-7c8d9e0f1a2b';
const NOTHING: TrackingValues = {
  sent_on: null,
  sent_by: null,
  outcome: null,
  resolved_on: null,
  note: '',
};
/** A letter made on March 2, looked at on April 10, 2026. */
const CONTEXT = { type: 'error_of_name', requestDate: '2026-03-02', today: '2026-04-10' } as const;

/** Field messages as an English reader sees them. */
function inEnglish(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, messageIn(message, 'en')]),
  );
}

describe("the consumer's local date", () => {
  // 03:30 UTC on March 3 is still the evening of March 2 in Toronto and Vancouver.
  const lateEvening = new Date('2026-03-03T03:30:00Z');

  it('is the date in the zone given', () => {
    expect(localDate(lateEvening, 'America/Vancouver')).toBe('2026-03-02');
    expect(localDate(lateEvening, 'America/Halifax')).toBe('2026-03-02');
    expect(localDate(lateEvening, 'America/St_Johns')).toBe('2026-03-03');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-03-03');
  });

  it('is the date in America/Toronto when the zone is missing or unknown', () => {
    expect(localDate(lateEvening)).toBe('2026-03-02');
    expect(localDate(lateEvening, null)).toBe('2026-03-02');
    expect(localDate(lateEvening, 'Mars/Olympus_Mons')).toBe('2026-03-02');
  });

  it('counts calendar days across months, leap days and clock changes', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-01', 30)).toBe('2028-03-02');
    expect(addDays('2026-03-01', 30)).toBe('2026-03-31');
    expect(addDays('2026-03-02', -31)).toBe('2026-01-30');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-11-01', '2026-10-31')).toBe(-1);
  });

  it('knows a real calendar date from a look-alike', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-3-2')).toBe(false);
  });
});

describe('reply due and overdue', () => {
  it('is due 30 days after sending, for bureau disputes, creditor letters and follow-ups', () => {
    for (const type of [
      'error_of_name',
      'dispute_creditor',
      'offer_a_settlement',
      'follow_up',
    ] as const) {
      expect(replyDueDate(type, '2026-03-05')).toBe('2026-04-04');
    }
    expect(replyDueDate('late_payment', null)).toBeNull();
  });

  it('is overdue only the day after the due date, and never once resolved', () => {
    const awaiting = { sent_on: '2026-03-05', outcome: null, reply_due: '2026-04-04' } as const;
    expect(isOverdue(awaiting, '2026-04-04')).toBe(false);
    expect(isOverdue(awaiting, '2026-04-05')).toBe(true);
    expect(isOverdue({ ...awaiting, outcome: 'corrected' }, '2026-06-01')).toBe(false);
    expect(isOverdue({ sent_on: null, outcome: null, reply_due: null }, '2026-06-01')).toBe(false);
  });
});

describe('tracking states', () => {
  it('goes from Generated to Awaiting reply when sent, then to Resolved with an outcome', () => {
    expect(trackingState({ sent_on: null, outcome: null, reply_due: null })).toBe('generated');
    expect(trackingState({ sent_on: '2026-03-05', outcome: null, reply_due: '2026-04-04' })).toBe(
      'awaiting_reply',
    );
    expect(
      trackingState({ sent_on: '2026-03-05', outcome: 'deleted', reply_due: '2026-04-04' }),
    ).toBe('resolved');
  });

  it('is Sent for a letter that expects no reply', () => {
    expect(trackingState({ sent_on: '2026-03-05', outcome: null, reply_due: null })).toBe('sent');
  });

  it('offers a follow-up when overdue or after verified as accurate or no reply, never on a follow-up', () => {
    const overdue = {
      type: 'error_of_name',
      sent_on: '2026-03-01',
      outcome: null,
      reply_due: '2026-03-31',
    } as const;
    expect(isFollowUpOffered(overdue, '2026-04-01')).toBe(true);
    expect(isFollowUpOffered(overdue, '2026-03-31')).toBe(false);
    expect(isFollowUpOffered({ ...overdue, outcome: 'verified_as_accurate' }, '2026-03-10')).toBe(
      true,
    );
    expect(isFollowUpOffered({ ...overdue, outcome: 'no_reply' }, '2026-03-31')).toBe(true);
    // A "No reply" recorded before the reply was due (before issue 14) waits for the due date.
    expect(isFollowUpOffered({ ...overdue, outcome: 'no_reply' }, '2026-03-10')).toBe(false);
    expect(isFollowUpOffered({ ...overdue, type: 'privacy_complaint' }, '2026-06-01')).toBe(false);
    expect(isFollowUpOffered({ ...overdue, outcome: 'corrected' }, '2026-06-01')).toBe(false);
    expect(isFollowUpOffered({ ...overdue, type: 'follow_up' }, '2026-06-01')).toBe(false);
  });
});

describe('the rules of a tracking record', () => {
  it('accepts nothing recorded, a sending, and a sending with its outcome', () => {
    expect(trackingProblems(NOTHING, CONTEXT)).toEqual({});
    const sent = { ...NOTHING, sent_on: '2026-03-02', sent_by: 'fax' };
    expect(trackingProblems(sent, CONTEXT)).toEqual({});
    expect(
      trackingProblems(
        { ...sent, outcome: 'settled', resolved_on: '2026-04-10', note: 'Paid' },
        CONTEXT,
      ),
    ).toEqual({});
  });

  it('refuses a sent date in the future or before the request date, and asks how it was sent', () => {
    expect(
      trackingProblems({ ...NOTHING, sent_on: '2026-04-11', sent_by: 'mail' }, CONTEXT),
    ).toEqual({ sent_on: m.sentOnFuture });
    expect(
      trackingProblems({ ...NOTHING, sent_on: '2026-03-01', sent_by: 'mail' }, CONTEXT),
    ).toEqual({ sent_on: m.sentOnBeforeRequest });
    expect(trackingProblems({ ...NOTHING, sent_on: '2026-03-05' }, CONTEXT)).toEqual({
      sent_by: m.sentByRequired,
    });
    expect(
      trackingProblems({ ...NOTHING, sent_on: '2026-02-30', sent_by: 'fax' }, CONTEXT),
    ).toEqual({ sent_on: m.dateInvalid });
  });

  it('refuses an outcome without a sending, before it, in the future, or without its date', () => {
    const sent = { ...NOTHING, sent_on: '2026-03-10', sent_by: 'fax' };
    expect(
      trackingProblems({ ...NOTHING, outcome: 'deleted', resolved_on: '2026-04-01' }, CONTEXT),
    ).toEqual({ sent_on: m.sentOnRequired });
    expect(
      trackingProblems({ ...sent, outcome: 'deleted', resolved_on: '2026-03-09' }, CONTEXT),
    ).toEqual({ resolved_on: m.resolvedOnBeforeSent });
    expect(
      trackingProblems({ ...sent, outcome: 'deleted', resolved_on: '2026-04-11' }, CONTEXT),
    ).toEqual({ resolved_on: m.resolvedOnFuture });
    expect(trackingProblems({ ...sent, outcome: 'deleted' }, CONTEXT)).toEqual({
      resolved_on: m.resolvedOnRequired,
    });
    expect(trackingProblems({ ...sent, resolved_on: '2026-04-01' }, CONTEXT)).toEqual({
      outcome: m.outcomeRequired,
    });
  });

  it('keeps the note to 1,000 characters', () => {
    expect(trackingProblems({ ...NOTHING, note: 'a'.repeat(1000) }, CONTEXT)).toEqual({});
    expect(trackingProblems({ ...NOTHING, note: 'a'.repeat(1001) }, CONTEXT)).toEqual({
      note: m.noteTooLong,
    });
  });
});

describe('the outcome "No reply"', () => {
  /** Sent by mail on November 24, 2026: the reply is due on December 24, 2026. */
  const sent = { ...NOTHING, sent_on: '2026-11-24', sent_by: 'mail' };
  const context = (today: string) =>
    ({ type: 'error_of_name', requestDate: '2026-11-20', today }) as const;
  const noReply = (resolved_on: string) => ({ ...sent, outcome: 'no_reply', resolved_on });

  it('opens on the reply-due date, 30 days after the letter was sent', () => {
    expect(noReplyOpensOn('error_of_name', '2026-11-24')).toBe('2026-12-24');
    expect(noReplyOpensOn('privacy_complaint', '2026-11-24')).toBe('2026-12-24');
    expect(noReplyOpensOn(null, '2026-11-24')).toBe('2026-12-24');
    expect(noReplyOpensOn('error_of_name', null)).toBeNull();
  });

  it('is refused before the reply is due, with the date it opens', () => {
    expect(inEnglish(trackingProblems(noReply('2026-11-24'), context('2026-11-24')))).toEqual({
      outcome:
        '“No reply” can be recorded from December 24, 2026, when the reply is due (30 days after the letter was sent).',
    });
    expect(trackingProblems(noReply('2026-12-23'), context('2026-12-23'))).toEqual({
      outcome: noReplyNotYetMessage('2026-12-24'),
    });
  });

  it('is accepted from the due date on, and refused when dated before it', () => {
    expect(trackingProblems(noReply('2026-12-24'), context('2026-12-24'))).toEqual({});
    expect(trackingProblems(noReply('2027-01-10'), context('2027-01-15'))).toEqual({});
    expect(inEnglish(trackingProblems(noReply('2026-12-01'), context('2027-01-15')))).toEqual({
      resolved_on:
        'The date of a “No reply” outcome cannot be before December 24, 2026, when the reply was due.',
    });
  });

  it('leaves every other outcome free to be recorded the day the letter went out', () => {
    const verified = { ...sent, outcome: 'verified_as_accurate', resolved_on: '2026-11-24' };
    expect(trackingProblems(verified, context('2026-11-24'))).toEqual({});
  });
});

describe('the escalation offer', () => {
  const verified = {
    type: 'credit_report_request',
    name: 'Credit Report Request - Equifax',
    outcome: 'verified_as_accurate',
    province: 'ON',
    made: [],
  } as const;

  it('reads the bureau a letter went to from its type and name', () => {
    expect(letterBureau('error_of_name', 'Error of Name - TransUnion')).toBe('TransUnion');
    expect(letterBureau('account_corrections', 'Account Correction - Equifax')).toBe('Equifax');
    expect(letterBureau('remove_late_payment', 'Late Payment Removal - EQUIFAX Canada Co.')).toBe(
      'Equifax',
    );
    expect(letterBureau('remove_late_payment', 'Late Payment Removal - Trans Union')).toBe(
      'TransUnion',
    );
    expect(letterBureau('remove_late_payment', 'Late Payment Removal - Experian')).toBeNull();
    expect(letterBureau('dispute_creditor', 'Dispute - Equifax')).toBeNull();
    expect(letterBureau('follow_up', 'Follow-up to Credit Report Request - Equifax')).toBeNull();
  });

  it('offers the consumer office and privacy complaints after verified as accurate or no reply', () => {
    expect(escalationsOffered(verified)).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
    ]);
    expect(escalationsOffered({ ...verified, outcome: 'no_reply' })).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
    ]);
    for (const outcome of ['corrected', 'deleted', 'settled', 'other', null] as const) {
      expect(escalationsOffered({ ...verified, outcome })).toEqual([]);
    }
  });

  it('adds the AMF transfer for a Québec consumer and an Equifax letter only', () => {
    expect(escalationsOffered({ ...verified, province: 'QC' })).toEqual([
      'consumer_office_complaint',
      'privacy_complaint',
      'amf_transfer_request',
    ]);
    const transUnion = {
      ...verified,
      province: 'QC',
      name: 'Credit Report Request - TransUnion',
    } as const;
    expect(escalationsOffered(transUnion)).not.toContain('amf_transfer_request');
    expect(escalationsOffered({ ...verified, province: 'BC' })).not.toContain(
      'amf_transfer_request',
    );
  });

  it('offers nothing for a letter to a creditor, a follow-up or an escalation, and each kind once', () => {
    expect(
      escalationsOffered({ ...verified, type: 'dispute_creditor', name: 'Dispute - Maple Bank' }),
    ).toEqual([]);
    expect(escalationsOffered({ ...verified, type: 'follow_up' })).toEqual([]);
    expect(escalationsOffered({ ...verified, type: 'privacy_complaint' })).toEqual([]);
    expect(escalationsOffered({ ...verified, made: ['privacy_complaint'] })).toEqual([
      'consumer_office_complaint',
    ]);
  });
});

describe('the tracking form and bodies', () => {
  it('shows the same messages as the API, blanks meaning not recorded', () => {
    const schema = trackingFormSchema(CONTEXT);
    const blank = { sent_on: '', sent_by: '', outcome: '', resolved_on: '', note: '  ' };
    expect(schema.safeParse(blank).success).toBe(true);
    const result = schema.safeParse({ ...blank, sent_on: '2026-05-01', outcome: 'other' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      sent_on: m.sentOnFuture,
      sent_by: m.sentByRequired,
      resolved_on: m.resolvedOnRequired,
    });
  });

  it('reads a PUT body, absent fields cleared, unknown fields and choices refused', () => {
    expect(letterTrackingBody.parse({ id: ID })).toEqual({ id: ID, ...NOTHING });
    const refused = letterTrackingBody.safeParse({ id: ID, sent_by: 'pigeon', colour: 'blue' });
    expect(refused.success).toBe(false);
    expect(letterTrackingBody.safeParse({ id: ID, time_zone: 'Nowhere/Here' }).success).toBe(false);
    expect(letterTrackingBody.safeParse({ id: ID, time_zone: 'America/Regina' }).success).toBe(
      true,
    );
    expect(followUpBody.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
    expect(escalationBody.safeParse({ id: ID, kind: 'privacy_complaint' }).success).toBe(true);
    expect(escalationBody.safeParse({ id: ID, kind: 'letter_to_santa' }).success).toBe(false);
    expect(escalationBody.safeParse({ id: ID }).success).toBe(false);
  });
});

describe('the summary above the tabs', () => {
  const letter = (
    id: string,
    sent_on: string | null,
    reply_due: string | null,
    outcome = null,
  ) => ({
    id,
    name: `Letter ${id}`,
    sent_on,
    reply_due,
    outcome,
  });

  it('counts awaiting, overdue and resolved, and names the next due date with its letters', () => {
    const summary = summarizeTracking(
      [
        letter('a', '2026-03-01', '2026-03-31'),
        letter('b', '2026-03-20', '2026-04-19'),
        letter('c', '2026-03-20', '2026-04-19'),
        letter('d', '2026-03-25', '2026-04-24'),
        { ...letter('e', '2026-03-01', '2026-03-31'), outcome: 'corrected' as const },
        letter('f', null, null),
      ],
      '2026-04-10',
    );
    expect(summary).toMatchObject({ awaiting: 3, overdue: 1, resolved: 1 });
    expect(summary.nextDue?.date).toBe('2026-04-19');
    expect(summary.nextDue?.letters.map((due) => due.id)).toEqual(['b', 'c']);
  });

  it('names no date when nothing awaits a reply', () => {
    expect(summarizeTracking([letter('f', null, null)], '2026-04-10')).toEqual({
      awaiting: 0,
      overdue: 0,
      resolved: 0,
      nextDue: null,
    });
  });
});
