import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  type CodeKind,
  codeKindOf,
  compactCode,
  LOGIN_CHALLENGE_MINUTES,
  RECOVERY_CODE_COUNT,
} from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { loginChallenges, recoveryCodes, totpSecrets } from '../db/schema';

/**
 * Two-step sign-in (issue 17, ASVS 5.0 6.3.3): TOTP codes by otpauth (RFC 6238: SHA-1, 6 digits,
 * 30-second steps, what every authenticator app reads from a QR code), recovery codes, and the
 * challenge between the password and the code. Codes are checked against the app's injected
 * clock, so tests move time instead of waiting.
 */

const ISSUER = 'Credit Repair Canada';
const STEP_SECONDS = 30;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const STEP_WINDOW = 1;

/** The additional data each user's sealed secret is bound to: a copy in another row fails. */
const sealContext = (userId: string) => `totp_secrets.secret:${userId}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function totpOf(secret: Secret, email = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    secret,
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_SECONDS,
  });
}

export interface TwoStepStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoStepStatus(db: Db, userId: string): Promise<TwoStepStatus> {
  const [secret] = await db
    .select({ enabledAt: totpSecrets.enabledAt })
    .from(totpSecrets)
    .where(eq(totpSecrets.userId, userId))
    .limit(1);
  if (!secret?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
  const [left] = await db
    .select({ count: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: left?.count ?? 0 };
}

export async function isTwoStepEnabled(db: Db, userId: string): Promise<boolean> {
  return (await twoStepStatus(db, userId)).enabled;
}

export interface PendingSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * A new secret, kept sealed as the pending one until a code proves the app has it. Starting again
 * replaces it; the secret in use (none while two-step sign-in is off) is not touched.
 */
export async function startSetup(
  db: Db,
  cipher: Cipher,
  user: { id: string; email: string },
): Promise<PendingSetup> {
  const secret = new Secret({ size: 20 });
  const pendingSecretSealed = cipher.encryptText(secret.base32, sealContext(user.id));
  await db
    .insert(totpSecrets)
    .values({ userId: user.id, pendingSecretSealed })
    .onConflictDoUpdate({ target: totpSecrets.userId, set: { pendingSecretSealed } });
  const uri = totpOf(secret, user.email).toString();
  // Drawn on the server, so the browser's code carries no QR library.
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secret.base32, uri, qrSvg };
}

/** The 30-second step a code is good for at `now`, or null when it is not good then. */
function stepOfCode(sealed: string, userId: string, cipher: Cipher, code: string, now: Date) {
  const secret = Secret.fromBase32(cipher.decryptText(sealed, sealContext(userId)));
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: STEP_WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: STEP_SECONDS, timestamp: now.getTime() }) + delta;
}

/** A recovery code as shown once: 16 base32 characters (80 random bits) in four groups. */
function newRecoveryCode(): string {
  const compact = new Secret({ size: 10 }).base32.toLowerCase();
  return compact.match(/.{4}/g)?.join('-') ?? compact;
}

/**
 * Turns two-step sign-in on when `code` is good for the pending secret: the pending secret
 * becomes the one in use, the code's step is spent, and ten new recovery codes replace any old
 * ones; they are answered this once, only their hashes are kept. 'no setup' when none was
 * started; 'wrong' for a code that is not good now.
 */
export async function enableTwoStep(
  db: Db,
  cipher: Cipher,
  userId: string,
  code: string,
  now: Date,
): Promise<{ recoveryCodes: string[] } | 'no setup' | 'wrong'> {
  const [row] = await db
    .select({ pending: totpSecrets.pendingSecretSealed })
    .from(totpSecrets)
    .where(eq(totpSecrets.userId, userId))
    .limit(1);
  const pending = row?.pending;
  if (!pending) return 'no setup';
  const step = stepOfCode(pending, userId, cipher, compactCode(code), now);
  if (step === null) return 'wrong';
  let codes: string[] = [];
  const enabled = await db.transaction(async (tx) => {
    // Only while that pending secret is still the one: a setup started again meanwhile wins.
    const [done] = await tx
      .update(totpSecrets)
      .set({ secretSealed: pending, pendingSecretSealed: null, enabledAt: now, lastUsedStep: step })
      .where(and(eq(totpSecrets.userId, userId), eq(totpSecrets.pendingSecretSealed, pending)))
      .returning({ userId: totpSecrets.userId });
    if (!done) return false;
    codes = await replaceRecoveryCodes(tx, userId);
    return true;
  });
  return enabled ? { recoveryCodes: codes } : 'no setup';
}

/** Ten new recovery codes in place of the user's old ones (used or not); answers them as shown. */
async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((shown) => ({ userId, codeHash: sha256(compactCode(shown)) })));
  return codes;
}

/**
 * New recovery codes for a user whose two-step sign-in is on (the old ones stop working), or null
 * when it is off (turned off meanwhile).
 */
export async function renewRecoveryCodes(db: Db, userId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [secret] = await tx
      .select({ enabledAt: totpSecrets.enabledAt })
      .from(totpSecrets)
      .where(eq(totpSecrets.userId, userId))
      .limit(1);
    if (!secret?.enabledAt) return null;
    return replaceRecoveryCodes(tx, userId);
  });
}

/**
 * Spends a code of the user: a TOTP code whose step is later than the last one accepted (so a
 * code is never accepted twice, even by two requests at once), or an unused recovery code.
 * Answers what kind of code was spent, or null when none was.
 */
export async function spendCode(
  db: Db,
  cipher: Cipher,
  userId: string,
  typed: string,
  now: Date,
): Promise<CodeKind | null> {
  const code = compactCode(typed);
  const kind = codeKindOf(code);
  if (kind === 'recovery') {
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, sha256(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used ? 'recovery' : null;
  }
  if (kind !== 'totp') return null;
  const [row] = await db
    .select({ sealed: totpSecrets.secretSealed })
    .from(totpSecrets)
    .where(eq(totpSecrets.userId, userId))
    .limit(1);
  if (!row?.sealed) return null;
  const step = stepOfCode(row.sealed, userId, cipher, code, now);
  if (step === null) return null;
  const [accepted] = await db
    .update(totpSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpSecrets.userId, userId),
        or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpSecrets.userId });
  return accepted ? 'totp' : null;
}

/** Turns two-step sign-in off: the secret, the recovery codes and open challenges go. */
export async function disableTwoStep(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  });
}

/** The row of `challenge` while it is unused and unexpired at `now`. */
function usableChallenge(challenge: string, now: Date) {
  return and(
    eq(loginChallenges.challengeHash, sha256(challenge)),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, now),
  );
}

/** What a correct password earns: 256 random bits, of which only the hash is kept. */
export async function createLoginChallenge(db: Db, userId: string, now: Date): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  // The user's spent and expired challenges are of no use any more.
  await db
    .delete(loginChallenges)
    .where(
      and(
        eq(loginChallenges.userId, userId),
        or(lt(loginChallenges.expiresAt, now), lt(loginChallenges.usedAt, now)),
      ),
    );
  await db.insert(loginChallenges).values({
    challengeHash: sha256(challenge),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_MINUTES * 60_000),
  });
  return challenge;
}

/** The user a challenge signs in, while it is unused and unexpired; else null. */
export async function userOfChallenge(
  db: Db,
  challenge: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(usableChallenge(challenge, now))
    .limit(1);
  return row?.userId ?? null;
}

/** Spends a challenge once its code was right; false when it was spent or expired meanwhile. */
export async function spendChallenge(db: Db, challenge: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(usableChallenge(challenge, now))
    .returning({ userId: loginChallenges.userId });
  return spent.length > 0;
}
