import type { PasswordThrottles } from './auth/password-check';
import type { ActiveSession } from './auth/sessions';
import type { Cipher } from './crypto/cipher';
import type { DatabaseKind, Db } from './db/database';
import type { RateLimitName } from './http/rate-limits';
import type { Mailer } from './mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: DatabaseKind;
    /** The app's clock; tests inject one to move time. */
    clock: () => Date;
    /** Encryption at rest for sensitive columns (decisions.md section 4). */
    cipher: Cipher;
    passwordThrottles: PasswordThrottles;
    /** SMTP_URL, or the outbox folder (mail/mailer.ts). */
    mailer: Mailer;
    /** PUBLIC_URL: where the links sent by email lead. */
    publicUrl: string;
  }
  interface FastifyRequest {
    /** The caller's session on guarded routes; null on public ones. */
    auth: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** A route under /api/v1 that needs no session key. */
    public?: boolean;
    /** The per-address and per-user limit the route counts against (http/rate-limits.ts). */
    rateLimit?: RateLimitName;
    /** The API's Cache-Control for this route, instead of no-store (only public, shared data). */
    cacheControl?: string;
  }
}
