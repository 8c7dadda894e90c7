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

describe('letter list pairing', () => {
  it('reads each pair as its letter with the group name', () => {
    expect(lettersFromList([[equifax, { group: 'credit report' }]])).toEqual([
      { ...equifax, group: 'credit report' },
    ]);
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
    expect(letterListItem({ ...equifax, gid: 2 })).toEqual([
      { ...equifax, gid: 2 },
      { group: 'debt settlement' },
    ]);
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
