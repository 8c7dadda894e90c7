import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Budget, budget, DEFAULT_BUDGET, ResultCode } from 'shared/contract';
import { sessionOf } from '../auth/guard';
import { loadBudget, saveBudget } from '../budget/budgets';
import { apiMessages } from '../http/messages';

/** The budget calculator's two tables, saved per user (decisions.md section 7). */
export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/budget', async (request): Promise<Budget> => {
    return (await loadBudget(db, sessionOf(request).userId)) ?? DEFAULT_BUDGET;
  });

  app.put('/budget', { schema: { body: budget } }, async (request) => {
    await saveBudget(db, sessionOf(request).userId, request.body, clock());
    return { code: ResultCode.ok, msg: apiMessages.ok };
  });
};
