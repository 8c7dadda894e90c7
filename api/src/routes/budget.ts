import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Budget, budget, defaultBudget, ResultCode } from 'shared/contract';
import { budgetAnswer } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import { loadBudget, saveBudget } from '../budget/budgets';
import { answers } from '../http/common-answers';
import { answerLanguage } from '../http/language';
import { apiMessages } from '../http/messages';

/** The budget calculator's two tables, saved per user (decisions.md section 7). */
export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get(
    '/budget',
    { schema: { response: { 200: budgetAnswer } } },
    async (request): Promise<Budget> => {
      // Never saved: the default rows, named in the language of the page that asks.
      return (
        (await loadBudget(db, sessionOf(request).userId)) ?? defaultBudget(answerLanguage(request))
      );
    },
  );

  app.put(
    '/budget',
    { schema: { body: budget, response: { 200: answers.ok } } },
    async (request) => {
      await saveBudget(db, sessionOf(request).userId, request.body, clock());
      return { code: ResultCode.ok, msg: apiMessages.ok };
    },
  );
};
