import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createThrottle, type Throttle } from '../auth/throttle';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { throttledAnswer } from '../routes/answers';
import { routeHooks } from './route-hooks';

/**
 * Requests that cost the server real work or could be used to flood it, limited per client
 * address and per signed-in user within an hour (decisions.md section 4): making accounts,
 * making letters (PDF rendering), taking data out (downloads and exports), and password reset
 * (each request sends an email). A route opts in with `config: { rateLimit: '<name>' }`.
 */
export const RATE_LIMIT_NAMES = ['register', 'letters', 'exports', 'reset'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** Requests allowed within RATE_LIMIT_WINDOW_MS; a user limit of 0 means the route is public. */
export interface RateLimitSetting {
  perAddress: number;
  perUser: number;
}
export type RateLimitSettings = Record<RateLimitName, RateLimitSetting>;

export const RATE_LIMIT_WINDOW_MS = 60 * 60_000;

/**
 * Defaults: far above what one person does in an hour (a few letters, a few downloads), low
 * enough that a script cannot make accounts by the hundred. An address may be shared (a family,
 * an office, a library), so its limits are higher than a user's.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  register: { perAddress: 20, perUser: 0 },
  letters: { perAddress: 300, perUser: 100 },
  exports: { perAddress: 600, perUser: 200 },
  // Public: the emails asked for are limited per address here, and per email in the route.
  reset: { perAddress: 30, perUser: 0 },
};

/** Every limit set to `limit` requests an hour (tests and benchmarks, which send thousands). */
export function uniformRateLimits(limit: number): RateLimitSettings {
  return Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [name, { perAddress: limit, perUser: limit }]),
  ) as RateLimitSettings;
}

/** The counter family of one limit, per client address or per signed-in user. */
export function rateLimitScope(name: RateLimitName, per: 'address' | 'user'): string {
  return `rate-${name}-${per}`;
}

interface RateLimiter {
  perAddress: Throttle;
  perUser: Throttle | null;
}

/** Counted in the database, so the limits hold across every API process. */
export function registerRateLimits(
  app: FastifyInstance,
  db: Db,
  settings: AppConfig['rateLimits'],
  now: () => Date,
): void {
  const limiters = new Map<RateLimitName, RateLimiter>(
    RATE_LIMIT_NAMES.map((name) => {
      const { perAddress, perUser } = settings[name];
      const rule = (scope: string, limit: number) =>
        createThrottle(db, { scope, limit, windowMs: RATE_LIMIT_WINDOW_MS }, now);
      return [
        name,
        {
          perAddress: rule(rateLimitScope(name, 'address'), perAddress),
          perUser: perUser > 0 ? rule(rateLimitScope(name, 'user'), perUser) : null,
        },
      ];
    }),
  );

  // preHandler: after the session guard (onRequest) and the body's validation, so a refused
  // body costs nothing and the user is known. Attached only to the routes that name a limit.
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`No rate limit named ${name}.`);
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const byAddress = await limiter.perAddress.attempt(request.ip);
      const verdict =
        byAddress.allowed && limiter.perUser && request.auth
          ? await limiter.perUser.attempt(request.auth.userId)
          : byAddress;
      if (verdict.allowed) return;
      request.log.warn(
        { event: 'rate_limited', limit: name, userId: request.auth?.userId ?? null },
        'rate limit reached',
      );
      return throttledAnswer(reply, verdict.retryAfterSeconds);
    };
    route.preHandler = [limit, ...routeHooks(route.preHandler)];
  });
}
