import type { StoredLetter } from '../../testing/fake-letters-api';

/** Letters of every state, for "today" 2026-04-05 (see TODAY). */
export const TODAY = '2026-04-05T16:00:00Z';

/** Sent March 2: the reply was due April 1, so it is overdue. */
export const EQUIFAX: StoredLetter = {
  id: '0b5f4a8e-1d2c-4f6a-9b3e-7c8d9e0f1a2b',
  gid: 0,
  name: 'Credit Report Request - Equifax',
  request_date: '2026-03-02',
  type: 'credit_report_request',
  sent_on: '2026-03-02',
  sent_by: 'fax',
};

/** Sent March 20: due April 19. */
export const TRANSUNION: StoredLetter = {
  ...EQUIFAX,
  id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Credit Report Request - TransUnion',
  sent_on: '2026-03-20',
  sent_by: 'mail',
};

/** Resolved as corrected: no follow-up. */
export const NAME_LETTER: StoredLetter = {
  id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  gid: 1,
  name: 'Error of Name - Equifax',
  request_date: '2026-03-02',
  type: 'error_of_name',
  sent_on: '2026-03-03',
  sent_by: 'fax',
  outcome: 'corrected',
  resolved_on: '2026-03-25',
};

/** Resolved as verified as accurate: a follow-up is offered. */
export const ADDRESS_LETTER: StoredLetter = {
  ...NAME_LETTER,
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Error of Address - TransUnion',
  type: 'error_of_address',
  sent_by: 'mail',
  outcome: 'verified_as_accurate',
  resolved_on: '2026-03-28',
  note: 'They kept the old address.',
};

/** Sent March 10: due April 9, the next due date of all. */
export const EMPLOYMENT_LETTER: StoredLetter = {
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  gid: 1,
  name: 'Error of Employment - Equifax',
  request_date: '2026-03-02',
  type: 'error_of_employment',
  sent_on: '2026-03-10',
  sent_by: 'fax',
};

/** Not sent yet. */
export const SETTLEMENT_LETTER: StoredLetter = {
  id: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
  gid: 2,
  name: 'Offer a Settlement - Maple Bank',
  request_date: '2026-03-02',
  type: 'offer_a_settlement',
};

export const ALL_LETTERS = [
  EQUIFAX,
  TRANSUNION,
  NAME_LETTER,
  ADDRESS_LETTER,
  EMPLOYMENT_LETTER,
  SETTLEMENT_LETTER,
];
