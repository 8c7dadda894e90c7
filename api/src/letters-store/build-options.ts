import { findBankingAccount } from '../banking/accounts';
import { findCreditor, wizardProvinceOfCode } from '../creditors';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import type { LetterAccount, LetterBuildOptions, LetterCreditor } from '../letters';

/** What a letter body may point at, read from its parsed input. */
interface References {
  accountId?: string;
  /** Absent when the body has none or it is null (the user typed the creditor in). */
  creditorId?: string;
}

function stringField(input: unknown, key: string): string | undefined {
  if (typeof input !== 'object' || input === null || !(key in input)) return undefined;
  const value: unknown = Reflect.get(input, key);
  return typeof value === 'string' ? value : undefined;
}

/** The password of a validated body that carries one (a wizard's gate), else undefined. */
export function passwordOf(input: unknown): string | undefined {
  return stringField(input, 'password');
}

function referencesOf(input: unknown): References {
  const accountId = stringField(input, 'account_id');
  const creditorId = stringField(input, 'creditor_id');
  return {
    ...(accountId === undefined ? {} : { accountId }),
    ...(creditorId === undefined ? {} : { creditorId }),
  };
}

/** The build options the generate service fills from the body's ids. */
export type LetterReferences = Pick<LetterBuildOptions, 'account' | 'creditor'>;

export type LoadedReferences =
  | { ok: true; references: LetterReferences }
  /** The field whose id names no record the caller may use: answered as -3. */
  | { ok: false; field: 'account_id' | 'creditor_id' };

/**
 * Loads what the body points at, for the template to print: the caller's own banking account
 * (another user's is missing, like an unknown id) with its number decrypted, and the directory
 * creditor with its province as the wizard names it.
 */
export async function loadReferences(
  deps: { db: Db; cipher: Cipher },
  userId: string,
  input: unknown,
): Promise<LoadedReferences> {
  const { accountId, creditorId } = referencesOf(input);
  let account: LetterAccount | undefined;
  if (accountId !== undefined) {
    const record = await findBankingAccount(deps.db, deps.cipher, userId, accountId);
    if (!record) return { ok: false, field: 'account_id' };
    const { id: _id, ...fields } = record;
    account = fields;
  }
  let creditor: LetterCreditor | undefined;
  if (creditorId !== undefined) {
    const record = await findCreditor(deps.db, creditorId);
    if (!record) return { ok: false, field: 'creditor_id' };
    // Only what a letter may print or decide on: the directory's notes stay in the wizards.
    creditor = {
      id: record.id,
      company: record.company,
      address: record.address,
      city: record.city,
      province: wizardProvinceOfCode(record.province),
      postal_code: record.postal_code,
      fax: record.fax,
      fax_confirmed: record.fax_confirmed,
      addressee: record.addressee,
      department: record.department,
    };
  }
  return {
    ok: true,
    references: { ...(account ? { account } : {}), ...(creditor ? { creditor } : {}) },
  };
}
