import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { Language } from 'shared/contract';
import { messageIn } from 'shared/contract/messages';

/**
 * The language of an answer's `msg` and `errors`: the request's Accept-Language (q-values
 * honoured, 'fr-CA' or any fr* preferred gives French; a header naming neither language gives
 * English), else the signed-in user's saved language, else English.
 */
export function answerLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.trim() !== '') {
    const [preferred] = new Negotiator({ headers: { 'accept-language': header } }).languages([
      'en',
      'fr',
    ]);
    return preferred === 'fr' ? 'fr' : 'en';
  }
  return request.auth?.language ?? 'en';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer with its `msg` and each of its `errors` in `language`; other fields untouched. */
export function translateAnswer<T>(answer: T, language: Language): T {
  if (!isRecord(answer)) return answer;
  const { msg, errors } = answer;
  if (typeof msg !== 'string' && !isRecord(errors)) return answer;
  const translated: Record<string, unknown> = { ...answer };
  if (typeof msg === 'string') translated.msg = messageIn(msg, language);
  if (isRecord(errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? messageIn(message, language) : message,
      ]),
    );
  }
  return translated as T;
}

/**
 * Routes, hooks and error handlers answer with message keys; this hook writes them in the
 * reader's language just before the answer is serialised, so every answer with a message gets
 * it, from any route or handler.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    translateAnswer(payload, answerLanguage(request)),
  );
}
