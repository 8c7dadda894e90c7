import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type BankingAccount,
  type BankingAccountRecord,
  fromCents,
  toCents,
} from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { bankingAccounts } from '../db/schema-banking';

type BankingAccountRow = typeof bankingAccounts.$inferSelect;

/**
 * Full account numbers are sealed at rest (decisions.md section 4). The context binds a sealed
 * value to its column and owner, so one copied into another user's row does not decrypt.
 */
const sealContext = (userId: string) => `banking_accounts.full_account_number:${userId}`;

/** A nullable amount or rate in hundredths (cents, or hundredths of a percent): exact integers. */
const toHundredths = (value: number | null) => (value === null ? null : toCents(value));
const fromHundredths = (value: number | null) => (value === null ? null : fromCents(value));

function columns(cipher: Cipher, userId: string, input: BankingAccount) {
  return {
    accountName: input.account_name,
    accountNumberSealed: cipher.encryptText(input.full_account_number, sealContext(userId)),
    creditLimitCents: toCents(input.credit_limit),
    accountAssociation: input.account_association,
    accountType: input.account_type,
    accountStatus: input.account_status,
    correctCreditBalanceCents: toCents(input.correct_credit_balance),
    reportedCreditBalanceCents: toCents(input.reported_credit_balance),
    numberOfLatePayments: input.number_of_late_payments,
    dateOfLastActivity: input.date_of_last_activity,
    dateOpened: input.date_opened,
    interestRateHundredths: toHundredths(input.interest_rate),
    minimumPaymentCents: toHundredths(input.minimum_payment),
    dateOfLastPayment: input.date_of_last_payment,
    dateOfDischarge: input.date_of_discharge,
    debtKind: input.debt_kind,
  };
}

function record(cipher: Cipher, row: BankingAccountRow): BankingAccountRecord {
  return {
    id: row.id,
    account_name: row.accountName,
    full_account_number: cipher.decryptText(row.accountNumberSealed, sealContext(row.userId)),
    credit_limit: fromCents(row.creditLimitCents),
    account_association: row.accountAssociation,
    account_type: row.accountType,
    account_status: row.accountStatus,
    correct_credit_balance: fromCents(row.correctCreditBalanceCents),
    reported_credit_balance: fromCents(row.reportedCreditBalanceCents),
    number_of_late_payments: row.numberOfLatePayments,
    date_of_last_activity: row.dateOfLastActivity,
    date_opened: row.dateOpened,
    interest_rate: fromHundredths(row.interestRateHundredths),
    minimum_payment: fromHundredths(row.minimumPaymentCents),
    date_of_last_payment: row.dateOfLastPayment,
    date_of_discharge: row.dateOfDischarge,
    debt_kind: row.debtKind,
  };
}

const ofUser = (userId: string, id: string) =>
  and(eq(bankingAccounts.id, id), eq(bankingAccounts.userId, userId));

/** The user's accounts sorted by account_name (as the letter wizards' pickers show them). */
export async function listBankingAccounts(
  db: Db,
  cipher: Cipher,
  userId: string,
): Promise<BankingAccountRecord[]> {
  const rows = await db
    .select()
    .from(bankingAccounts)
    .where(eq(bankingAccounts.userId, userId))
    .orderBy(
      asc(sql`lower(${bankingAccounts.accountName})`),
      asc(bankingAccounts.accountName),
      asc(bankingAccounts.createdAt),
      asc(bankingAccounts.id),
    );
  return rows.map((row) => record(cipher, row));
}

/** One of the user's accounts; undefined when missing or someone else's (for the letters). */
export async function findBankingAccount(
  db: Db,
  cipher: Cipher,
  userId: string,
  id: string,
): Promise<BankingAccountRecord | undefined> {
  const [row] = await db.select().from(bankingAccounts).where(ofUser(userId, id)).limit(1);
  return row ? record(cipher, row) : undefined;
}

export async function createBankingAccount(
  db: Db,
  cipher: Cipher,
  userId: string,
  input: BankingAccount,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(bankingAccounts)
    .values({ userId, ...columns(cipher, userId, input), createdAt: now, updatedAt: now })
    .returning({ id: bankingAccounts.id });
  if (!row) throw new Error('An insert returned no row.');
  return row.id;
}

/** False when the user has no account with this id (nothing changes then). */
export async function updateBankingAccount(
  db: Db,
  cipher: Cipher,
  userId: string,
  id: string,
  input: BankingAccount,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(bankingAccounts)
    .set({ ...columns(cipher, userId, input), updatedAt: now })
    .where(ofUser(userId, id))
    .returning({ id: bankingAccounts.id });
  return rows.length > 0;
}

/** False when the user has no account with this id. */
export async function deleteBankingAccount(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bankingAccounts)
    .where(ofUser(userId, id))
    .returning({ id: bankingAccounts.id });
  return rows.length > 0;
}
