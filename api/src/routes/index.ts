import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../auth/guard';
import { type RateLimitSettings, registerRateLimits } from '../http/rate-limits';
import { authRoutes } from './auth';
import { bankingRoutes } from './banking';
import { budgetRoutes } from './budget';
import { creditorRoutes } from './creditors';
import { healthRoutes } from './health';
import { letterRoutes } from './letters';
import { profileRoutes } from './profile';

/** Everything under /api/v1. Routes are guarded unless their config says `public: true`. */
export const apiRoutes: FastifyPluginAsync<{ rateLimits: RateLimitSettings }> = async (
  app,
  options,
) => {
  app.addHook('onRequest', requireSession);
  registerRateLimits(app, app.db, options.rateLimits, app.clock);
  await app.register(authRoutes);
  await app.register(healthRoutes);
  await app.register(profileRoutes);
  await app.register(budgetRoutes);
  await app.register(bankingRoutes);
  await app.register(letterRoutes);
  await app.register(creditorRoutes);
};
