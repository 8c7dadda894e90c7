import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../auth/guard';
import type { OperatorSettings } from '../config';
import { addCommonAnswers } from '../http/common-answers';
import { type RateLimitSettings, registerRateLimits } from '../http/rate-limits';
import { routeHooks } from '../http/route-hooks';
import { accountDataRoutes } from './account-data';
import { accountSecurityRoutes } from './account-security';
import { authRoutes } from './auth';
import { bankingRoutes } from './banking';
import { budgetRoutes } from './budget';
import { creditorRoutes } from './creditors';
import { healthRoutes } from './health';
import { letterRoutes } from './letters';
import { operatorRoutes } from './operator';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { twoStepRoutes } from './two-step';

/**
 * Everything under /api/v1. Routes are guarded unless their config says `public: true`. The guard
 * is attached to each guarded route rather than run on every request: a public route (health,
 * login, register) then pays nothing for it. Each route's response schemas get the answers every
 * route of its kind can give (the guard's -4000 among them: addCommonAnswers).
 */
export const apiRoutes: FastifyPluginAsync<{
  rateLimits: RateLimitSettings;
  operator: OperatorSettings;
}> = async (app, options) => {
  app.addHook('onRoute', (route) => {
    addCommonAnswers(route);
    if (route.config?.public) return;
    route.onRequest = [requireSession, ...routeHooks(route.onRequest)];
  });
  registerRateLimits(app, app.db, options.rateLimits, app.clock);
  await app.register(authRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(accountDataRoutes);
  await app.register(passwordResetRoutes);
  await app.register(twoStepRoutes);
  await app.register(healthRoutes);
  await app.register(operatorRoutes, { operator: options.operator });
  await app.register(profileRoutes);
  await app.register(budgetRoutes);
  await app.register(bankingRoutes);
  await app.register(letterRoutes);
  await app.register(creditorRoutes);
};
