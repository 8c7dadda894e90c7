import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findUserByEmail } from '../../src/auth/users';
import { saveAddress } from '../../src/profile/addresses';
import { saveContact } from '../../src/profile/contacts';
import { VISA } from '../banking/support';
import { clientFor, savedId, type UserClient } from '../profile/support';
import { login, registerUser } from '../support/auth';

/** Province ids of the contract: 1 British Columbia, 10 Quebec. */
export const BRITISH_COLUMBIA = 1;
export const QUEBEC = 10;

export interface LettersUser extends UserClient {
  userId: string;
  email: string;
  password: string;
}

/** A newly registered user with an API client and the user id (for reading its rows). */
export async function newLettersUser(app: FastifyInstance): Promise<LettersUser> {
  const { key, email, password } = await registerUser(app);
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new Error(`no user row for ${email}`);
  return { ...clientFor(app, key), userId: user.id, email, password };
}

/** A new user with a complete profile and one banking account (Maple Visa); answers its id. */
export async function newUserWithAccount(
  app: FastifyInstance,
): Promise<{ user: LettersUser; accountId: string }> {
  const user = await newLettersUser(app);
  await fillProfile(user);
  const created = await user.call('POST', '/banking-information', {
    ...VISA,
    secret: user.password,
  });
  return { user, accountId: savedId(created, 201) };
}

/** The same user signed in again: for tests that move the clock past a session's lifetime. */
export async function signInAgain(app: FastifyInstance, user: LettersUser): Promise<LettersUser> {
  const response = await login(app, user.email, user.password);
  const { key } = response.json<{ key: string }>();
  return { ...user, ...clientFor(app, key) };
}

/** The contact and current address the way the personal tabs send them (spec section 7). */
export const ONTARIO_CONTACT = {
  email: 'sam.tremblay@example.ca',
  first_name: 'Sam',
  middle_name: 'Lee',
  last_name: 'Tremblay',
  home_phone: '+14165550123',
  cell_phone: '',
  date_of_birth: '1980-06-15',
  gender: 'Female',
  citizenship: 'Canadian Citizen',
};

export const ONTARIO_ADDRESS = {
  address_line_one: '100 King Street West',
  address_line_two: 'Unit 12',
  city: 'Toronto',
  province_id: 8,
  postal_code: 'M5X 1A9',
  is_previous: false,
  rent_or_mortgage_cost: 1800,
  time_at_address: 3,
  is_renting: true,
};

/** The same consumer living in Montréal: Québec's statutes, bodies and default letter language. */
export const QUEBEC_ADDRESS = {
  ...ONTARIO_ADDRESS,
  address_line_one: '1200 rue Sherbrooke Ouest',
  city: 'Montréal',
  province_id: QUEBEC,
  postal_code: 'H3A 1H6',
};

/** Fills the personal and address tabs through the API (in Toronto unless told). */
export async function fillProfile(
  user: UserClient,
  currentAddress: typeof ONTARIO_ADDRESS = ONTARIO_ADDRESS,
): Promise<void> {
  const contact = await user.call('POST', '/contact', ONTARIO_CONTACT);
  const address = await user.call('POST', '/address', currentAddress);
  if (contact.statusCode !== 201 || address.statusCode !== 201) {
    throw new Error(`profile not saved: ${contact.body} ${address.body}`);
  }
}

export interface SeededPerson {
  first_name: string;
  middle_name: string;
  last_name: string;
  address_line_one: string;
  city: string;
  province_id: number;
  postal_code: string;
}

/**
 * Stores a contact and current address straight through the repositories. The personal tab
 * requires a middle name; people without one (Élodie Côté, 王小明) are seeded here so the letter
 * shows their names exactly as they write them.
 */
export async function seedPerson(app: FastifyInstance, userId: string, person: SeededPerson) {
  const now = app.clock();
  await saveContact(
    app.db,
    userId,
    {
      email: 'person@example.ca',
      first_name: person.first_name,
      middle_name: person.middle_name,
      last_name: person.last_name,
      home_phone: '+15145550123',
      cell_phone: '',
      date_of_birth: '1985-03-04',
      gender: '',
      citizenship: '',
    },
    now,
  );
  await saveAddress(
    app.db,
    userId,
    {
      address_line_one: person.address_line_one,
      address_line_two: '',
      city: person.city,
      province_id: person.province_id,
      postal_code: person.postal_code,
      is_previous: false,
      rent_or_mortgage_cost: 0,
      time_at_address: 0,
      is_renting: false,
    },
    now,
  );
}

/** A new user, Robin Leblanc, living at `address`: for the rules that depend on the province. */
export async function newLettersUserAt(
  app: FastifyInstance,
  address: Pick<SeededPerson, 'address_line_one' | 'city' | 'province_id' | 'postal_code'>,
): Promise<LettersUser> {
  const user = await newLettersUser(app);
  await seedPerson(app, user.userId, {
    first_name: 'Robin',
    middle_name: '',
    last_name: 'Leblanc',
    ...address,
  });
  return user;
}

/** A complete Error of Address letter to Equifax: the simplest letter to generate. */
export const ERROR_OF_ADDRESS_LETTER = {
  letter: 'error_of_address',
  street_address: '88 Harbord Street',
  city: 'Toronto',
  province: 'Ontario',
  postal_code: 'M5S 1G5',
  bureau: 'Equifax',
};

export interface GenerateAnswerBody {
  code: number;
  msg: string;
  result?: number;
  id?: string;
  ids?: string[];
  errors?: Record<string, string>;
}

export function generate(user: UserClient, body: unknown = {}): Promise<LightMyRequestResponse> {
  return user.call('POST', '/generate-pdf', body);
}

/** Generates and answers the stored ids, failing loudly on anything but success. */
export async function generateIds(user: UserClient, body: unknown = {}): Promise<string[]> {
  const response = await generate(user, body);
  const answer = response.json<GenerateAnswerBody>();
  if (response.statusCode !== 201 || answer.code !== 0 || !answer.id) {
    throw new Error(`generate failed: ${response.statusCode} ${response.body}`);
  }
  return answer.ids ?? [answer.id];
}

export function download(user: UserClient, id: unknown): Promise<LightMyRequestResponse> {
  return user.call('POST', '/generate-pdf/download', id);
}
