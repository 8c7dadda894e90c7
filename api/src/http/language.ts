import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { Language } from 'shared/contract';
import { messageIn } from 'shared/contract/messages';

/**
 * The language an Accept-Language header asks for among English and French (q-values
 * honoured; 'fr-CA' or any fr* preferred gives French; a header naming neither gives English),
 * or null without a header.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return null;
  const [preferred] = new Negotiator({ headers: { 'accept-language': value } }).languages([
    'en',
    'fr',
  ]);
  return preferred === 'fr' ? 'fr' : 'en';
}

/**
 * The language of a request's answer (`msg`, `errors`, a letter's instructions page, the send
 * guide): its Accept-Language, else the signed-in user's saved language, else English.
 */
export function answerLanguage(request: FastifyRequest): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? request.auth?.language ?? 'en';
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
