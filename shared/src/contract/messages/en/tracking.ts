/** Field messages of the tracking form and of a -2 answer to PUT /generate-pdf/tracking. */
export const trackingTexts = {
  sentOnRequired: 'Please enter the date you sent the letter.',
  dateInvalid: 'Please enter a real date, like 2026-03-02.',
  sentOnFuture: 'The date sent cannot be in the future.',
  sentOnBeforeRequest: 'The date sent cannot be before the letter’s request date.',
  sentByRequired: 'Please choose how you sent the letter.',
  outcomeRequired: 'Please choose the outcome.',
  resolvedOnRequired: 'Please enter the date of the outcome.',
  resolvedOnFuture: 'The date of the outcome cannot be in the future.',
  resolvedOnBeforeSent: 'The date of the outcome cannot be before the date sent.',
  noteTooLong: 'Please keep the note to 1,000 characters or fewer.',
  timeZoneInvalid: 'Please send a time zone like America/Toronto.',
  followUpNotOffered:
    'A follow-up letter can be made once the reply is overdue, or after an outcome of verified as accurate or no reply.',
  noReplyNotYet:
    '“No reply” can be recorded from {{date}}, when the reply is due (30 days after the letter was sent).',
  noReplyBeforeDue:
    'The date of a “No reply” outcome cannot be before {{date}}, when the reply was due.',
  escalationKindRequired: 'Please choose which escalation letter to make.',
  escalationNotOffered:
    'This letter can be made only for a letter sent to a credit bureau, once its answer was verified as accurate or no reply came, and once per letter.',
} as const;
