import { profileTexts as profileMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { NOT_FOUND, newUser, savedId, UNKNOWN_ID } from './support';

const CONTACT = {
  email: 'marie.tremblay@example.ca',
  first_name: 'Marie',
  middle_name: 'Claire',
  last_name: 'Tremblay',
  home_phone: '+14165550134',
  cell_phone: '+16475550199',
  date_of_birth: '1984-07-15',
  gender: 'Female',
  citizenship: 'Canadian Citizen',
};

const CHANGED = {
  email: 'marie.t@example.com',
  first_name: 'Marie-Ève',
  middle_name: 'Anne',
  last_name: 'Gagnon',
  home_phone: '+15145550111',
  cell_phone: '',
  date_of_birth: '1985-01-31',
  gender: 'Male',
  citizenship: 'Permanent Resident',
};

describe('/api/v1/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('round-trips every field: POST creates, GET finds it, PUT changes it', async () => {
    const user = await newUser(t.app);
    expect(await user.list('/contact')).toEqual([]);

    const id = savedId(await user.call('POST', '/contact', CONTACT), 201);
    expect(await user.list('/contact')).toEqual([{ id, ...CONTACT, language: 'en' }]);

    expect(savedId(await user.call('PUT', '/contact', { id, ...CHANGED }), 200)).toBe(id);
    expect(await user.list('/contact')).toEqual([{ id, ...CHANGED, language: 'en' }]);

    // The contact is the user's one contact: a PUT without an id updates it too.
    expect(savedId(await user.call('PUT', '/contact', CONTACT), 200)).toBe(id);
    expect(await user.list('/contact')).toEqual([{ id, ...CONTACT, language: 'en' }]);
  });

  it('fills the optional fields with empty values', async () => {
    const user = await newUser(t.app);
    const { cell_phone, gender, citizenship, ...required } = CONTACT;
    const id = savedId(await user.call('POST', '/contact', required), 201);
    expect(await user.list('/contact')).toEqual([
      { id, ...required, cell_phone: '', gender: '', citizenship: '', language: 'en' },
    ]);
  });

  it('updates the one contact when POST is sent again, even twice at once', async () => {
    const user = await newUser(t.app);
    const id = savedId(await user.call('POST', '/contact', CONTACT), 201);
    expect(savedId(await user.call('POST', '/contact', CHANGED), 200)).toBe(id);
    expect(await user.list('/contact')).toEqual([{ id, ...CHANGED, language: 'en' }]);

    const other = await newUser(t.app);
    const answers = await Promise.all([
      other.call('POST', '/contact', CONTACT),
      other.call('POST', '/contact', CONTACT),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await other.list('/contact')).toHaveLength(1);
  });

  it("answers -3 for another user's contact id and changes nothing", async () => {
    const owner = await newUser(t.app);
    const id = savedId(await owner.call('POST', '/contact', CONTACT), 201);
    const intruder = await newUser(t.app);

    for (const target of [id, UNKNOWN_ID]) {
      const response = await intruder.call('PUT', '/contact', { id: target, ...CHANGED });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await owner.list('/contact')).toEqual([{ id, ...CONTACT, language: 'en' }]);
    expect(await intruder.list('/contact')).toEqual([]);
  });

  it('gives the spec message of each missing required field', async () => {
    const user = await newUser(t.app);
    const response = await user.call('POST', '/contact', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: -2,
      msg: 'Some fields are missing or invalid.',
      errors: {
        email: profileMessages.email,
        first_name: 'Please enter your first name.',
        last_name: 'Please enter your last name.',
        home_phone: 'Please enter your phone number.',
        date_of_birth: 'Please enter a valid date of birth.',
      },
    });
    const blank = await user.call('POST', '/contact', { ...CONTACT, first_name: '   ' });
    expect(blank.json().errors).toEqual({ first_name: 'Please enter your first name.' });
    expect(await user.list('/contact')).toEqual([]);
  });

  it('saves a consumer with no middle name, empty or left out', async () => {
    const user = await newUser(t.app);
    const { middle_name: _none, ...withoutOne } = CONTACT;
    const created = await user.call('POST', '/contact', withoutOne);
    expect(created.statusCode).toBe(201);
    const [saved] = await user.list<{ id: string; middle_name: string }>('/contact');
    expect(saved?.middle_name).toBe('');
    const emptied = await user.call('PUT', '/contact', {
      ...CONTACT,
      id: saved?.id,
      middle_name: '  ',
    });
    expect(emptied.statusCode).toBe(200);
    expect((await user.list<{ middle_name: string }>('/contact'))[0]?.middle_name).toBe('');
  });

  it('refuses a date of birth in the future or under 18 years ago, each with its message, and stores nothing', async () => {
    const user = await newUser(t.app);
    const year = new Date().getUTCFullYear();
    const cases = [
      [`${year + 1}-06-15`, profileMessages.dateOfBirthFuture],
      [`${year - 17}-01-01`, profileMessages.dateOfBirthUnderAge],
    ] as const;
    for (const [date_of_birth, message] of cases) {
      for (const method of ['POST', 'PUT'] as const) {
        const response = await user.call(method, '/contact', { ...CONTACT, date_of_birth });
        expect(response.statusCode, `${method} ${date_of_birth}`).toBe(400);
        expect(response.json()).toEqual({
          code: -2,
          msg: 'Some fields are missing or invalid.',
          errors: { date_of_birth: message },
        });
      }
    }
    expect(await user.list('/contact')).toEqual([]);
    // Someone who turned 18 on January 1 of this year is accepted.
    const adult = `${year - 18}-01-01`;
    savedId(await user.call('POST', '/contact', { ...CONTACT, date_of_birth: adult }), 201);
    expect((await user.list('/contact'))[0]).toMatchObject({ date_of_birth: adult });
  });

  it('refuses bad values and unknown fields with -2', async () => {
    const user = await newUser(t.app);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ date_of_birth: '1984-02-30' }, { date_of_birth: 'Please enter a valid date of birth.' }],
      [{ date_of_birth: '15/07/1984' }, { date_of_birth: 'Please enter a valid date of birth.' }],
      [{ email: 'not-an-email' }, { email: 'Please enter a valid email address.' }],
      [{ home_phone: '416-555' }, { home_phone: 'Please enter your phone number.' }],
      [{ nickname: 'Mimi' }, { nickname: 'This field is not allowed.' }],
    ];
    for (const [change, errors] of cases) {
      const response = await user.call('POST', '/contact', { ...CONTACT, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: -2, errors });
    }
    const gender = await user.call('POST', '/contact', { ...CONTACT, gender: 'Other' });
    expect(gender.json()).toMatchObject({ code: -2, errors: { gender: expect.any(String) } });
    expect(await user.list('/contact')).toEqual([]);
  });
});
