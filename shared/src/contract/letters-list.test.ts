import {
  isPersonalInfoComplete,
  letterFileName,
  letterListItem,
  lettersFromList,
} from './letters-list';

const equifax = {
  id: '0b5f4a8e-1d2c-4f6a-9b3e-7c8d9e0f1a2b',
  gid: 0,
  name: 'Credit Report Request - Equifax',
  request_date: '2026-03-02',
} as const;

/** What a letter reads as when its entry carries none of the tracker's fields. */
const untracked = {
  type: null,
  status: 'generated',
  sent_on: null,
  sent_by: null,
  reply_due: null,
  outcome: null,
  resolved_on: null,
  note: '',
  follow_up_of: null,
  escalation_of: null,
  escalations_offered: [],
} as const;

describe('letter list pairing', () => {
  it('reads each pair as its letter with the group name', () => {
    expect(lettersFromList([[equifax, { group: 'credit report' }]])).toEqual([
      { ...equifax, ...untracked, group: 'credit report' },
    ]);
  });

  it('reads the tracker’s fields of an entry, and odd values as not recorded', () => {
    const sent = {
      ...equifax,
      type: 'credit_report_request',
      status: 'awaiting_reply',
      sent_on: '2026-03-03',
      sent_by: 'fax',
      reply_due: '2026-04-02',
      outcome: null,
      resolved_on: null,
      note: 'Faxed from the library',
      follow_up_of: null,
      escalation_of: null,
      escalations_offered: ['consumer_office_complaint', 'privacy_complaint'],
    };
    expect(lettersFromList([[sent, { group: 'credit report' }]])).toEqual([
      { ...sent, group: 'credit report' },
    ]);
    const odd = {
      ...sent,
      status: 'lost',
      sent_by: 'pigeon',
      sent_on: 'yesterday',
      type: 'x',
      escalations_offered: ['letter_to_santa', 'privacy_complaint'],
    };
    const [letter] = lettersFromList([[odd, { group: 'credit report' }]]);
    expect(letter).toMatchObject({
      type: null,
      sent_by: null,
      sent_on: null,
      escalations_offered: ['privacy_complaint'],
    });
    // With no sending date, the state is worked out from the record: nothing was sent.
    expect(letter?.status).toBe('generated');
  });

  it('skips pairs with fewer than 2 entries and keeps the rest in order', () => {
    const repair = { ...equifax, id: 'r', gid: 1, name: 'Error of Name - Equifax' };
    const list = [
      [equifax],
      [],
      [repair, { group: 'credit repair' }],
      [equifax, { group: 'credit report' }],
    ];
    expect(lettersFromList(list).map((letter) => letter.id)).toEqual(['r', equifax.id]);
  });

  it('skips items that are not a letter and a group', () => {
    expect(
      lettersFromList([
        'letter',
        [{ ...equifax, gid: 7 }, { group: 'credit report' }],
        [equifax, { group: 'birthday cards' }],
        [{ id: 1 }, { group: 'credit report' }],
      ]),
    ).toEqual([]);
    expect(lettersFromList({ code: -4000 })).toEqual([]);
  });

  it('builds the pair the API answers from an entry', () => {
    const entry = { ...equifax, ...untracked, type: 'offer_a_settlement', gid: 2 } as const;
    expect(letterListItem(entry)).toEqual([entry, { group: 'debt settlement' }]);
  });
});

describe('download file name', () => {
  it('turns spaces into underscores and adds .pdf', () => {
    expect(letterFileName('Credit Report Request - Equifax')).toBe(
      'Credit_Report_Request_-_Equifax.pdf',
    );
    expect(letterFileName('Settlement Offer - Banque Nationale')).toBe(
      'Settlement_Offer_-_Banque_Nationale.pdf',
    );
  });
});

describe('personal information completeness', () => {
  const contact = { first_name: 'Élodie', last_name: 'Côté', date_of_birth: '1985-03-04' };
  const current = { is_previous: false };
  const previous = { is_previous: true };

  it('is complete with a named, dated contact and a current address', () => {
    expect(isPersonalInfoComplete({ contacts: [contact], addresses: [previous, current] })).toBe(
      true,
    );
  });

  it('is incomplete without a contact, without a current address, or with a blank name or date', () => {
    expect(isPersonalInfoComplete({ contacts: [], addresses: [current] })).toBe(false);
    expect(isPersonalInfoComplete({ contacts: [contact], addresses: [] })).toBe(false);
    expect(isPersonalInfoComplete({ contacts: [contact], addresses: [previous] })).toBe(false);
    for (const blank of ['first_name', 'last_name', 'date_of_birth'] as const) {
      expect(
        isPersonalInfoComplete({ contacts: [{ ...contact, [blank]: '  ' }], addresses: [current] }),
      ).toBe(false);
    }
  });

  it('looks at the first contact only', () => {
    const blank = { first_name: '', last_name: '', date_of_birth: '' };
    expect(isPersonalInfoComplete({ contacts: [blank, contact], addresses: [current] })).toBe(
      false,
    );
  });
});
