import type { FastifyInstance } from 'fastify';
import type { Language } from 'shared/contract';
import { messageCatalogs } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { letterTemplate, registeredLetterTypes } from '../src/letters';
import { createTestApp, type TestApp } from './support/app';
import { registerUser } from './support/auth';
import { collectRoutes, type DiscoveredRoute } from './support/routes';

/**
 * Issue 15: a body refused for a reason its schema gives no message of its own (a number where
 * text is expected, a list for an object, an option that does not exist, a missing field) is
 * answered in the request's language with messages of ours, never zod's English defaults
 * ("Invalid input: expected string, received number").
 */

/** Every message text of a language, as a pattern ({{max}} stands for any value). */
function catalogPatterns(language: Language): RegExp[] {
  return Object.values(messageCatalogs).flatMap((area) =>
    Object.values(area[language]).map(
      (text) =>
        new RegExp(
          `^${text
            .split(/{{\s*\w+\s*}}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
          's',
        ),
    ),
  );
}

/** The start of each of zod 4's English default messages (zod/v4/locales/en). */
const ZOD_DEFAULTS =
  /^(Invalid input|Invalid option|Invalid string|Invalid number|Invalid key|Invalid value|Invalid discriminator|Too big|Too small|Unrecognized key|Required|Expected )/;

/** The fields of an object schema, through the wrappers a contract puts around it. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const def = schema.def as { in?: z.ZodType; innerType?: z.ZodType; schema?: z.ZodType };
  return fieldsOf(def.in ?? def.innerType ?? def.schema);
}

/** Values of the wrong kind for any field; 'no-such-option' is no value of any enum. */
const WRONG_VALUES: readonly unknown[] = [12345, true, [], {}, null, 'no-such-option', [1, 'a']];

/** Bodies with every field of the wrong kind, plus bodies that are wrong as a whole. */
function wrongBodies(fields: readonly string[], extra: Record<string, unknown> = {}): unknown[] {
  return [
    extra,
    [],
    'text',
    42,
    ...WRONG_VALUES.map((value) => ({
      ...Object.fromEntries(fields.map((field) => [field, value])),
      ...extra,
    })),
  ];
}

interface Probe {
  method: string;
  url: string;
  body: unknown;
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

function probesOf(routes: readonly DiscoveredRoute[]): Probe[] {
  const probes: Probe[] = [];
  for (const route of routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue;
    const url = route.url.replace(/:\w+/g, SOME_ID);
    if (route.key === 'POST /api/v1/generate-pdf') {
      for (const letter of registeredLetterTypes()) {
        const input = letterTemplate(letter)?.input;
        for (const body of wrongBodies(fieldsOf(input), { letter })) {
          probes.push({ method: route.method, url, body });
        }
      }
    } else if (route.body) {
      for (const body of wrongBodies(fieldsOf(route.body))) {
        probes.push({ method: route.method, url, body });
      }
    }
  }
  return probes;
}

let t: TestApp;
let routes: DiscoveredRoute[];
let key: string;
beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  t = collected.built;
  routes = collected.routes;
  ({ key } = await registerUser(t.app));
});
afterAll(() => t.close());

/** Every message (msg and each of errors) of the -2 answers to the probes in one language. */
async function refusalMessages(
  app: FastifyInstance,
  acceptLanguage: string,
): Promise<Map<string, string>> {
  const messages = new Map<string, string>();
  for (const probe of probesOf(routes)) {
    const response = await app.inject({
      method: probe.method as 'POST',
      url: probe.url,
      payload: JSON.stringify(probe.body),
      headers: {
        'content-type': 'application/json',
        'x-api-key': key,
        'accept-language': acceptLanguage,
      },
    });
    const answer = response.json<{ code: number; msg: string; errors?: Record<string, string> }>();
    if (answer.code !== -2) continue;
    const where = `${probe.method} ${probe.url} ${JSON.stringify(probe.body)}`;
    messages.set(answer.msg, `${where} msg`);
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      messages.set(message, `${where} errors.${field}`);
    }
  }
  return messages;
}

/** The messages (with where each came from) that are zod's or no text of `language`'s catalogs. */
function notInCatalog(messages: Map<string, string>, language: Language): string[] {
  const texts = catalogPatterns(language);
  return [...messages]
    .filter(([message]) => ZOD_DEFAULTS.test(message) || !texts.some((p) => p.test(message)))
    .map(([message, where]) => `${message}   ← ${where}`);
}

describe('messages of bodies of the wrong kind', () => {
  it('are French catalog texts, never zod’s English, with Accept-Language: fr-CA', async () => {
    const messages = await refusalMessages(t.app, 'fr-CA');
    // The probes reach the checks this test is about: wrong types, options and missing fields.
    expect(messages.size).toBeGreaterThan(20);
    expect(notInCatalog(messages, 'fr')).toEqual([]);
  }, 120_000);

  it('are English catalog texts of ours in English', async () => {
    const messages = await refusalMessages(t.app, 'en-CA');
    expect(notInCatalog(messages, 'en')).toEqual([]);
  }, 120_000);
});
