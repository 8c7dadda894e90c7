import { LETTER_GROUPS, type LetterListEntry } from 'shared/contract';
import { describeDevice } from '../auth/device';
import { EVENTS_KEPT, latestSecurityEvents } from '../auth/security-events';
import { liveSessions } from '../auth/sessions';
import { findUserById } from '../auth/users';
import { listBankingAccounts } from '../banking/accounts';
import { loadBudget } from '../budget/budgets';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { listLetters } from '../letters-store/letters';
import { listAddresses } from '../profile/addresses';
import { listBankruptcies } from '../profile/bankruptcies';
import { listContacts } from '../profile/contacts';
import { listEmployments } from '../profile/employments';
import { listIdentifications } from '../profile/identifications';

/** A letter in my-data.json: the list's metadata and tracking, its group, and its PDF's path. */
export interface ExportedLetter extends LetterListEntry {
  group: string;
  file: string;
}

/**
 * Everything kept about a user, numbers decrypted, in the shapes the API answers them
 * (snake_case): what my-data.json holds. Never a password hash nor a session key's hash.
 */
export async function collectAccountData(db: Db, cipher: Cipher, userId: string, now: Date) {
  const user = await findUserById(db, userId);
  if (!user) throw new Error('The session outlived its user.');
  const [contacts, addresses, employments, identifications, bankruptcies] = [
    await listContacts(db, userId),
    await listAddresses(db, userId),
    await listEmployments(db, userId),
    await listIdentifications(db, cipher, userId),
    await listBankruptcies(db, userId),
  ];
  const letters = await listLetters(db, cipher, userId);
  const sessions = await liveSessions(db, userId, now);
  const events = await latestSecurityEvents(db, userId, EVENTS_KEPT);
  return {
    exported_at: now.toISOString(),
    account: {
      email: user.email,
      created_at: user.createdAt.toISOString(),
      password_changed_at: user.passwordChangedAt.toISOString(),
      language: user.language,
    },
    contact: contacts[0] ?? null,
    addresses,
    employment: employments[0] ?? null,
    identifications,
    bankruptcy: bankruptcies[0] ?? null,
    banking_accounts: await listBankingAccounts(db, cipher, userId),
    budget: (await loadBudget(db, userId)) ?? null,
    letters: letters.map(
      (letter, index): ExportedLetter => ({
        ...letter,
        group: LETTER_GROUPS.find((group) => group.gid === letter.gid)?.group ?? '',
        file: letterPath(index, letter),
      }),
    ),
    sessions: sessions.map((session) => ({
      device: describeDevice(session.userAgent),
      user_agent: session.userAgent,
      signed_in_at: session.createdAt.toISOString(),
      last_active_at: session.lastUsedAt.toISOString(),
    })),
    security_events: events.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      device: describeDevice(event.userAgent),
      user_agent: event.userAgent,
    })),
  };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;

/**
 * A letter's path in the archive: numbered, so two letters of one name stay apart, with the
 * name reduced to letters, digits, '-' and '_' (accents dropped), so that no name can reach
 * outside the folder or trip an unzip program.
 */
function letterPath(index: number, letter: Pick<LetterListEntry, 'name' | 'request_date'>) {
  const readable = letter.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  const number = String(index + 1).padStart(3, '0');
  return `letters/${number}_${letter.request_date}_${readable || 'letter'}.pdf`;
}
