/**
 * The fuzz test of issue 19 point 1: thousands of generated requests over every route of the API,
 * on PGlite and (in the PostgreSQL run of the API suite) on PostgreSQL. It fails on any 5xx
 * answer, on any API error answer without a numeric `code` and a string `msg`, and on any row
 * changed by a refused request.
 *
 * The routes come from the app itself (see routes.ts), so a new route is fuzzed without editing
 * this file; a route that takes a body or a path parameter without a zod schema for it fails the
 * test until HANDLER_VALIDATED names how to generate it. Bodies: valid ones derived from the
 * route's zod schema (zod-arbitrary.ts), the same with one hostile value, field left out or
 * field added (hostile-bodies.ts), and bodies that are not JSON. Requests are signed in as the
 * fuzzed user, or without a key (the public routes, and now and then a guarded one).
 *
 * Reproducible: fast-check's seed is fixed. For a longer local run, or to replay another seed:
 *   FUZZ_RUNS=20000 FUZZ_SEED=7 pnpm exec vitest run --config api/vitest.config.ts test/fuzz
 * (FUZZ_RUNS: requests per database, default 3000; FUZZ_SEED: any integer, default 19.) A failure
 * prints the shrunk request and the seed and path that replay it. In a printed request, an id
 * 00000000-0000-4000-8000-… stands for one of the user's records (see standIn) and the password
 * Correct-Horse-Battery-42 for the user's current one.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterTemplate, registeredLetterTypes } from '../../src/letters';
import { VISA, WRONG_PASSWORD } from '../banking/support';
import {
  fillProfile,
  generateIds,
  newUserWithAccount,
  ONTARIO_ADDRESS,
  ONTARIO_CONTACT,
} from '../letters-api/support';
import { clientFor, EMPLOYMENT, savedId, type UserClient } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { GOOD_PASSWORD, login, post } from '../support/auth';
import { collectRoutes, type DiscoveredRoute } from '../support/routes';
import { changedTables, type Digest, digestStatement, rowsOf, takeDigest } from './database-digest';
import {
  type FuzzBody,
  hostilePathSegment,
  hostileQuery,
  mutationsOf,
  nonJsonBody,
  RawJson,
  toJsonText,
} from './hostile-bodies';
import { arbitraryOf, BARE_BODY, type Candidates } from './zod-arbitrary';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 19);
/** Generous for the default run (about 20 s a database on 2 cores), and growing with FUZZ_RUNS. */
const FUZZ_TIMEOUT_MS = 90_000 + RUNS * 30;

/** How to make valid bodies of one route; `accepts` says whether a body is valid. */
interface BodyStrategy {
  valid: fc.Arbitrary<unknown>;
  accepts(body: unknown): boolean;
}

type HandlerValidated = (candidates: Candidates) => BodyStrategy | 'no body';

/**
 * Routes whose body the handler validates itself (the route's schema, if it has one, only
 * documents the body), and how to make theirs. A route that takes a body without a schema and is
 * missing here fails the test.
 */
const HANDLER_VALIDATED: Record<string, HandlerValidated> = {
  // The body's shape depends on its `letter`: one generator per registered letter type, so a new
  // letter type is fuzzed as soon as it is registered.
  'POST /api/v1/generate-pdf': (candidates) => {
    const types = registeredLetterTypes();
    const inputOf = (type: string) => {
      const template = letterTemplate(type as (typeof types)[number]);
      if (!template) throw new Error(`letter type ${type} has no template`);
      return template.input;
    };
    return {
      valid: fc.oneof(
        ...types.map((letter) =>
          arbitraryOf(inputOf(letter), candidates).map((fields) => ({
            letter,
            ...(fields as object),
          })),
        ),
      ),
      accepts(body) {
        if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
        const { letter, ...fields } = body as Record<string, unknown>;
        return (
          typeof letter === 'string' &&
          types.includes(letter as (typeof types)[number]) &&
          inputOf(letter).safeParse(fields).success
        );
      },
    };
  },
  'POST /api/v1/logout': () => 'no body',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The strategy of a route's body, or an explanation of why it has none. */
function bodyStrategyOf(
  route: DiscoveredRoute,
  candidates: Candidates,
): BodyStrategy | 'no body' | { missing: string } {
  const handler = HANDLER_VALIDATED[route.key];
  if (handler) return handler(candidates);
  if (route.body) {
    const schema = route.body;
    return {
      valid: arbitraryOf(schema, candidates),
      accepts: (body) => schema.safeParse(body).success,
    };
  }
  if (BODY_METHODS.has(route.method)) {
    return {
      missing: `${route.key} takes a body but has no zod body schema: add one, or a generator to HANDLER_VALIDATED in api/test/fuzz/fuzz.test.ts`,
    };
  }
  return 'no body';
}

/** Signed in as the fuzzed user, without a key, or with one of BOGUS_KEYS. */
type Auth = 'session' | 'none' | `bogus ${number}`;

const BOGUS_KEYS = [
  'not-a-session-key',
  '',
  ' ',
  '0'.repeat(64),
  'x'.repeat(10_000),
  "' OR 1=1 --",
  '%00',
] as const;

interface FuzzRequest {
  route: string;
  method: string;
  url: string;
  auth: Auth;
  label: 'valid' | 'mutated' | 'not JSON' | 'no body';
  body: FuzzBody;
}

/** Long strings in failure messages: their start and length. */
function cut(text: string, length = 120): string {
  return text.length > length ? `${text.slice(0, length)}…(${text.length} characters)` : text;
}

/** A readable text of a request for failure messages: every long string is cut, not the body. */
function describeRequest(request: FuzzRequest): string {
  const body =
    request.body.kind === 'json'
      ? toJsonText(shortened(request.body.value))
      : request.body.kind === 'raw'
        ? `(${request.body.contentType || 'no content type'}) ${cut(String(request.body.payload))}`
        : '(no body)';
  return `${request.method} ${cut(request.url, 200)} [${request.auth}, ${request.label}] ${cut(body, 3_000)}`;
}

function shortened(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (value instanceof RawJson) return new RawJson(cut(value.text));
  if (Array.isArray(value)) {
    const items = value.slice(0, 20).map(shortened);
    return value.length > 20 ? [...items, `…(${value.length} items)`] : items;
  }
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {
      value: shortened((value as Record<string, unknown>)[key]),
      enumerable: true,
    });
  }
  return copy;
}

function withDescription(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

function pathArbitrary(route: DiscoveredRoute, candidates: Candidates): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(route.url);
  if (!route.params) {
    throw new Error(
      `${route.key} has path parameters without a zod params schema to generate them from.`,
    );
  }
  const valid = arbitraryOf(route.params, candidates) as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(
      valid,
      fc.array(fc.option(hostilePathSegment, { freq: 2 }), {
        minLength: names.length,
        maxLength: names.length,
      }),
    )
    .map(([values, hostile]) =>
      names.reduce(
        (url, name, index) =>
          url.replace(`:${name}`, hostile[index] ?? encodeURIComponent(String(values[name] ?? ''))),
        route.url,
      ),
    );
}

function queryArbitrary(route: DiscoveredRoute, candidates: Candidates): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constant(''), weight: 8 },
    { arbitrary: hostileQuery, weight: 1 },
  ];
  if (route.querystring) {
    const valid = arbitraryOf(route.querystring, candidates) as fc.Arbitrary<
      Record<string, unknown>
    >;
    options.push({
      arbitrary: valid.map((query) =>
        new URLSearchParams(
          Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
        ).toString(),
      ),
      weight: 4,
    });
  }
  return fc.oneof(...options);
}

function bodyArbitrary(
  strategy: BodyStrategy | 'no body',
): fc.Arbitrary<Pick<FuzzRequest, 'label' | 'body'>> {
  const none = { label: 'no body', body: { kind: 'none' } } as const;
  const notJson = nonJsonBody.map((body) => ({ label: 'not JSON' as const, body }));
  if (strategy === 'no body') {
    return fc.oneof({ arbitrary: fc.constant(none), weight: 6 }, { arbitrary: notJson, weight: 1 });
  }
  const valid = strategy.valid.filter((body) => strategy.accepts(body));
  return fc.oneof(
    {
      arbitrary: valid.map((value) => ({ label: 'valid' as const, body: json(value) })),
      weight: 3,
    },
    {
      arbitrary: strategy.valid
        .chain(mutationsOf)
        .map((value) => ({ label: 'mutated' as const, body: json(value) })),
      weight: 5,
    },
    { arbitrary: notJson, weight: 1 },
    { arbitrary: fc.constant(none), weight: 1 },
  );
}

const UNROUTED = '(no route)';

/**
 * Requests no route takes (an unknown path or method, a URL Fastify cannot decode): the not-found
 * handler and the framework's own refusals must answer them like the rest.
 */
const unroutedRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
    path: fc.oneof(
      fc.constantFrom('nope', 'contact/extra', 'generate-pdf/x/y/z', '', '..', '%2e%2e/health'),
      hostilePathSegment,
    ),
    auth: fc.constantFrom<Auth>('session', 'session', 'none'),
    body: bodyArbitrary('no body'),
  })
  .map(({ method, path, auth, body }) =>
    withDescription({ route: UNROUTED, method, url: `/api/v1/${path}`, auth, ...body }),
  );

function json(value: unknown): FuzzBody {
  return { kind: 'json', value };
}

/** The values the seeded bodies use, plus shapes the refinements look for. */
const CANDIDATE_STRINGS = [
  '',
  'Sam',
  'Tremblay',
  'Côté-Lévesque',
  '王小明',
  '1985-07-14',
  '2024-02-29',
  '2026-02-20',
  '1900-01-01',
  '2100-12-31',
  'M5H 2N2',
  'm5h-2n2',
  'H2X 1Y4',
  '+14165551234',
  '416-555-1234',
  '(514) 555-0199 ext. 12',
  '1-800-555-0199',
  'Ontario',
  'PEI',
  'ON',
  'Equifax',
  'TransUnion',
  'both',
  'en',
  'fr',
  'Monthly',
  '1234567890',
  'America/Toronto',
  'America/St_Johns',
  'sam@example.ca',
  'Another-Strong-Pass-77',
  GOOD_PASSWORD,
];
const CANDIDATE_NUMBERS = [0, 1, 2, 3, 5, 8, 10, 12, 100, 1800, 2500.5, 99.99, 1_000_000];

function leavesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leavesOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leavesOf);
  return [value];
}

let testApp: TestApp;
let routes: DiscoveredRoute[];
let candidates: Candidates;
/**
 * The fuzzed user's records by the route path that makes them ('/api/v1/address'), newest last,
 * kept up to date as the fuzz creates and deletes them.
 */
const liveIds = new Map<string, string[]>();
/** How many stand-ins each path gets: enough for the records a user has of one kind. */
const STAND_INS_PER_PATH = 4;

/**
 * A stand-in for "the n-th live record made by route path number p": a fixed UUID that the
 * generated bodies carry and that is replaced by the record's real id when the request is sent.
 * The bodies stay the same from run to run (the real ids are random), and an update still finds
 * a record after the fuzz deleted the seeded one and made another.
 */
function standIn(pathIndex: number, n: number): string {
  return `00000000-0000-4000-8000-${(pathIndex * 100 + n).toString(16).padStart(12, '0')}`;
}
const STAND_IN = /00000000-0000-4000-8000-([0-9a-f]{12})/g;

function liveIdOf(standInNumber: number): string | undefined {
  const path = [...liveIds.keys()].sort()[Math.floor(standInNumber / 100)];
  const ids = path ? (liveIds.get(path) ?? []) : [];
  return ids.length === 0 ? undefined : ids[(standInNumber % 100) % ids.length];
}

/** `text` with its stand-ins replaced by live ids (kept when the kind has no record left). */
function withLiveIds(text: string): string {
  return text.replace(STAND_IN, (standInText, number: string) => {
    return liveIdOf(Number.parseInt(number, 16)) ?? standInText;
  });
}

/** The path of liveIds a route's records belong to: the longest that starts its URL. */
function recordPathOf(url: string): string | undefined {
  return [...liveIds.keys()]
    .filter((prefix) => url.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The candidates for one route: its own kind of record first where an id goes (PUT /address gets
 * the user's addresses), so that updates and deletes are fuzzed past "not found".
 */
function candidatesFor(route: DiscoveredRoute): Candidates {
  const path = recordPathOf(route.url);
  if (!path) return candidates;
  const pathIndex = [...liveIds.keys()].sort().indexOf(path);
  const ids = Array.from({ length: STAND_INS_PER_PATH }, (_, n) => standIn(pathIndex, n));
  const { byField } = candidates;
  return {
    ...candidates,
    byField: {
      ...byField,
      [BARE_BODY]: [...(byField[BARE_BODY] ?? []), ...ids],
      id: [...ids, ...ids, ...(byField.id ?? [])],
    },
  };
}

/** Keeps liveIds up to date after a successful request. */
function trackRecords(request: FuzzRequest, sentText: string | undefined, answer: unknown) {
  const path = recordPathOf(request.url);
  if (!path || sentText === undefined || answer === undefined) return;
  if (request.method === 'DELETE') {
    const deleted: unknown = JSON.parse(sentText);
    for (const [kind, ids] of liveIds)
      liveIds.set(
        kind,
        ids.filter((id) => id !== deleted),
      );
    return;
  }
  const made = answer as { id?: unknown; ids?: unknown };
  const ids = Array.isArray(made.ids) ? made.ids : [made.id];
  const known = liveIds.get(path) ?? [];
  for (const id of ids) {
    if (typeof id === 'string' && !known.includes(id)) known.push(id);
  }
  liveIds.set(path, known);
}

/** The fuzzed user's state: the password changes if a generated change-password succeeds. */
const fuzzed = { email: '', password: GOOD_PASSWORD, key: '' };

/**
 * Signs the fuzzed user in (at the start, and again when a generated logout ended the session)
 * and passes the banking gate, whose step-up grant the banking deletes need.
 */
async function signInFuzzedUser() {
  const response = await login(testApp.app, fuzzed.email, fuzzed.password);
  if (response.statusCode !== 200)
    throw new Error(`the fuzzed user cannot sign in: ${response.body}`);
  fuzzed.key = response.json<{ key: string }>().key;
  const gate = await clientFor(testApp.app, fuzzed.key).call(
    'POST',
    '/banking-information/get',
    fuzzed.password,
  );
  if (gate.statusCode !== 200) throw new Error(`the banking gate refused: ${gate.body}`);
}

/**
 * After DELETE /me: the same email and password on a new account, seeded like the first one, so
 * that the requests after a deletion still meet the user's records.
 */
async function registerFuzzedUserAgain() {
  const response = await post(testApp.app, '/api/v1/register', {
    email: fuzzed.email,
    password: fuzzed.password,
    accept_terms: true,
  });
  if (response.statusCode !== 201) throw new Error(`cannot register again: ${response.body}`);
  const user = clientFor(testApp.app, response.json<{ key: string }>().key);
  await fillProfile(user);
  const account = await user.call('POST', '/banking-information', {
    ...VISA,
    secret: fuzzed.password,
  });
  const { idsByPath } = await seedUser(user, () => testApp.clock.advance(1_000));
  idsByPath.set('/api/v1/banking-information', [savedId(account, 201)]);
  for (const [path, ids] of idsByPath) liveIds.set(path, ids);
  await signInFuzzedUser();
}

async function seedUser(user: UserClient, advance: () => void) {
  const bodies: [string, string, unknown][] = [
    [
      'POST',
      '/address',
      {
        address_line_one: '88 Rue Saint-Paul',
        address_line_two: '',
        city: 'Montréal',
        province_id: 10,
        postal_code: 'H2Y 1H3',
        is_previous: true,
      },
    ],
    ['POST', '/employment', EMPLOYMENT],
    [
      'POST',
      '/identification',
      {
        license_type_id: 0,
        license_number: 'T4829-31507-60219',
        place: 'Ontario',
        expiry_date: '2029-08-31',
        is_secondary: false,
      },
    ],
    [
      'POST',
      '/bankruptcy',
      {
        declared: true,
        times: 2,
        date_filed: '2019-04-30',
        contribution: 1234.56,
        discharge: '2021-01-15',
      },
    ],
  ];
  const idsByPath = new Map<string, string[]>();
  for (const [method, path, body] of bodies) {
    advance();
    const id = savedId(await user.call(method as 'POST', path, body), 201);
    idsByPath.set(`/api/v1${path}`, [...(idsByPath.get(`/api/v1${path}`) ?? []), id]);
  }
  advance();
  // Letters in the tracker's states that offer a follow-up (sent, reply overdue once the clock
  // moves on) and an escalation (answered "verified as accurate").
  const [reportRequest] = await generateIds(user, {});
  advance();
  const [bureauLetter] = await generateIds(user, {
    letter: 'error_of_name',
    bureau: 'Equifax',
    correct_name: 'Sam Lee Tremblay',
    incorrect_name: 'Samuel Tremblet',
  });
  const sentOn = testApp.clock.now().toISOString().slice(0, 10);
  for (const tracking of [
    { id: reportRequest, sent_on: sentOn, sent_by: 'mail' },
    {
      id: bureauLetter,
      sent_on: sentOn,
      sent_by: 'fax',
      outcome: 'verified_as_accurate',
      resolved_on: sentOn,
    },
  ]) {
    const tracked = await user.call('PUT', '/generate-pdf/tracking', tracking);
    if (tracked.statusCode !== 200) throw new Error(`tracking refused: ${tracked.body}`);
  }
  idsByPath.set('/api/v1/generate-pdf', [reportRequest ?? '', bureauLetter ?? '']);
  return { leaves: bodies.flatMap(([, , body]) => leavesOf(body)), idsByPath };
}

/**
 * Ids of the seeded rows, oldest first (the seeding moved the clock a second per row, so the order
 * holds from run to run): every table's, for fields that take an id (another user's, the wrong
 * kind), the fuzzed user's own, and by table. From the catalog, so a new table's ids are used too.
 */
async function seededIds(
  userId: string,
): Promise<{ every: string[]; own: string[]; byTable: Map<string, string[]> }> {
  const { db } = testApp.app;
  const tables = await rowsOf<{ table_name: string; owned: boolean }>(
    db,
    sql`select c.table_name,
          exists (select 1 from information_schema.columns owner
                  where owner.table_name = c.table_name and owner.table_schema = c.table_schema
                    and owner.column_name = 'user_id') as owned
        from information_schema.columns c
        join information_schema.columns created on created.table_name = c.table_name
          and created.table_schema = c.table_schema and created.column_name = 'created_at'
        where c.table_schema = current_schema() and c.column_name = 'id' and c.data_type = 'uuid'
        order by c.table_name`,
  );
  const every: string[] = [];
  const own: string[] = [];
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, owned } of tables) {
    const found = await rowsOf<{ id: string; owner: string | null }>(
      db,
      sql.raw(
        `select id::text as id, ${owned ? 'user_id::text' : 'null'} as owner from "${table}" order by created_at, id limit 6`,
      ),
    );
    every.push(...found.map((row) => row.id));
    own.push(...found.filter((row) => row.owner === userId).map((row) => row.id));
    byTable.set(
      table,
      found.map((row) => row.id),
    );
  }
  return { every, own, byTable };
}

beforeAll(async () => {
  const collected = await collectRoutes(() => createTestApp());
  testApp = collected.built;
  routes = collected.routes;
  const advance = () => testApp.clock.advance(1_000);

  const other = await newUserWithAccount(testApp.app);
  const otherLeaves = (await seedUser(other.user, advance)).leaves;
  const { user, accountId } = await newUserWithAccount(testApp.app);
  const { idsByPath } = await seedUser(user, advance);
  idsByPath.set('/api/v1/banking-information', [accountId]);
  for (const [path, ids] of idsByPath) liveIds.set(path, ids);
  // Past the letters' reply time (sessions do not last that long: sign in again).
  testApp.clock.advance(60 * 86_400_000);
  Object.assign(fuzzed, { email: user.email, password: user.password });
  await signInFuzzedUser();
  const ids = await seededIds(user.userId);

  const seedLeaves = [
    ...leavesOf(ONTARIO_CONTACT),
    ...leavesOf(ONTARIO_ADDRESS),
    ...leavesOf(VISA),
    ...otherLeaves,
  ];
  candidates = {
    strings: [
      ...new Set([
        ...CANDIDATE_STRINGS,
        ...seedLeaves.filter((leaf): leaf is string => typeof leaf === 'string'),
        fuzzed.email,
        other.user.email,
        ...ids.every,
      ]),
    ],
    numbers: [
      ...new Set([
        ...CANDIDATE_NUMBERS,
        ...seedLeaves.filter((leaf): leaf is number => typeof leaf === 'number'),
      ]),
    ],
    // GOOD_PASSWORD stands for the user's current password (see withCurrentPassword): right two
    // times in three, wrong otherwise, so that refusals come after the body's checks too, where
    // a write made too early would show.
    byField: {
      [BARE_BODY]: [GOOD_PASSWORD, GOOD_PASSWORD, WRONG_PASSWORD, ...ids.own],
      id: ids.own,
      account_id: [accountId],
      creditor_id: ids.byTable.get('creditors') ?? [],
      password: [GOOD_PASSWORD, GOOD_PASSWORD, WRONG_PASSWORD],
      secret: [GOOD_PASSWORD, GOOD_PASSWORD, WRONG_PASSWORD],
      old_password: [GOOD_PASSWORD, GOOD_PASSWORD, WRONG_PASSWORD],
      new_password: ['Another-Strong-Pass-77', GOOD_PASSWORD],
      username: [fuzzed.email],
      // Reset tokens of the right form that no link carries: a random string never has it.
      token: ['A'.repeat(43), 'b_-9'.repeat(10).concat('xyz')],
      // Two-step codes of the right forms (a TOTP code, a recovery code) that no app shows,
      // and login challenges that no login gave.
      code: ['123456', '000 000', 'abcd-efgh-ijkl-mnop'],
      challenge: ['A'.repeat(43)],
    },
  };
});
afterAll(() => testApp?.close());

function strategies(): Map<DiscoveredRoute, BodyStrategy | 'no body'> {
  const found = new Map<DiscoveredRoute, BodyStrategy | 'no body'>();
  for (const route of routes) {
    const strategy = bodyStrategyOf(route, candidatesFor(route));
    if (typeof strategy === 'object' && 'missing' in strategy) throw new Error(strategy.missing);
    found.set(route, strategy);
  }
  return found;
}

describe('fuzzing every route', () => {
  it('finds the routes in the app and has a generator for every body and path parameter', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/v1/login', 'PUT /api/v1/budget']));
    expect(routes.length).toBeGreaterThan(40);
    for (const key of Object.keys(HANDLER_VALIDATED)) expect(keys, key).toContain(key);
    const problems = routes.flatMap((route) => {
      const strategy = bodyStrategyOf(route, candidates);
      const issues =
        typeof strategy === 'object' && 'missing' in strategy ? [strategy.missing] : [];
      try {
        pathArbitrary(route, candidates);
      } catch (error) {
        issues.push((error as Error).message);
      }
      return issues;
    });
    expect(problems).toEqual([]);
  });

  it('makes valid bodies for every route that takes one', () => {
    const rarelyValid: string[] = [];
    for (const [route, strategy] of strategies()) {
      if (strategy === 'no body') continue;
      const samples = fc.sample(strategy.valid, { seed: SEED, numRuns: 200 });
      const accepted = samples.filter((body) => strategy.accepts(body)).length;
      // Below 5% the filter spends its time discarding, and the route's success path is barely
      // fuzzed: give its fields candidate values (CANDIDATE_STRINGS) that their refinements take.
      if (accepted < samples.length * 0.05) {
        const issues = samples.flatMap((body) => {
          if (!route.body) return [];
          const parsed = route.body.safeParse(body);
          return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
        });
        rarelyValid.push(
          `${route.key}: ${accepted}/200 valid; refused fields: ${[...new Set(issues)].slice(0, 8).join(', ')}`,
        );
      }
    }
    expect(rarelyValid).toEqual([]);
  });

  it('never answers 5xx, always answers code and msg, and changes no row when it refuses', {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    const { app } = testApp;
    const { db } = app;
    const { statement } = await digestStatement(db);
    const byRoute = strategies();
    const requests = fc.oneof(
      ...[...byRoute].map(([route, strategy]) => ({
        weight: strategy === 'no body' ? 1 : 3,
        arbitrary: fc
          .record({
            path: pathArbitrary(route, candidatesFor(route)),
            query: queryArbitrary(route, candidatesFor(route)),
            auth: route.public
              ? fc.constantFrom<Auth>('none', 'none', 'none', 'session')
              : fc.oneof(
                  { arbitrary: fc.constant<Auth>('session'), weight: 12 },
                  { arbitrary: fc.constant<Auth>('none'), weight: 1 },
                  {
                    arbitrary: fc
                      .nat({ max: BOGUS_KEYS.length - 1 })
                      .map((index): Auth => `bogus ${index}`),
                    weight: 1,
                  },
                ),
            body: bodyArbitrary(strategy),
          })
          .map(({ path, query, auth, body }) =>
            withDescription({
              route: route.key,
              method: route.method,
              url: query ? `${path}?${query}` : path,
              auth,
              ...body,
            }),
          ),
      })),
      { weight: 3, arbitrary: unroutedRequest },
    );

    const sent = new Map<string, number>();
    let validSent = 0;
    let refusedSent = 0;
    let before: Digest | undefined;
    const succeeded = new Set<string>();

    const signIn = async () => {
      await signInFuzzedUser();
      before = undefined;
    };

    /** The JSON text sent, for trackRecords. */
    let sentText: string | undefined;
    const send = (request: FuzzRequest): Promise<LightMyRequestResponse> => {
      const headers: Record<string, string> = {};
      if (request.auth === 'session') headers['x-api-key'] = fuzzed.key;
      if (request.auth.startsWith('bogus')) {
        headers['x-api-key'] = BOGUS_KEYS[Number(request.auth.split(' ')[1])] ?? '';
      }
      let payload: string | Buffer | undefined;
      sentText = undefined;
      if (request.body.kind === 'json') {
        // The seeded password stands for the user's current one in generated bodies, stand-ins
        // for the ids of the user's records.
        payload = withLiveIds(toJsonText(withCurrentPassword(request.body.value)));
        sentText = payload;
        headers['content-type'] = 'application/json';
      } else if (request.body.kind === 'raw') {
        payload = request.body.payload;
        if (request.body.contentType) headers['content-type'] = request.body.contentType;
      }
      return app.inject({
        method: request.method as 'GET',
        url: withLiveIds(request.url),
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
    };

    const property = fc.asyncProperty(requests, async (request) => {
      // Wrong passwords are most of what the fuzz sends: never let them lock the user out.
      await db.execute(sql`delete from throttle_counters`);
      before ??= await takeDigest(db, statement);
      const response = await send(request);
      sent.set(request.route, (sent.get(request.route) ?? 0) + 1);
      if (request.label === 'valid') validSent += 1;
      const problem = answerProblem(request, response);
      if (problem)
        throw new Error(
          `${problem}\n  request: ${describeRequest(request)}\n  answer: ${response.statusCode} ${response.body.slice(0, 500)}`,
        );
      const after = await takeDigest(db, statement);
      const answer = parsedAnswer(response);
      // Lists, files and the budget answer without a code: their 2xx is a success.
      const refused =
        response.statusCode >= 400 || (typeof answer?.code === 'number' && answer.code !== 0);
      if (!refused) succeeded.add(request.route);
      if (refused) {
        refusedSent += 1;
        const changed = changedTables(before, after);
        if (changed.length > 0) {
          throw new Error(
            `a refused request changed rows of ${changed.join(', ')}\n  request: ${describeRequest(request)}\n  answer: ${response.statusCode} ${response.body.slice(0, 500)}`,
          );
        }
      } else {
        trackSessionEffects(request);
        trackRecords(request, sentText, answer);
      }
      before = after;
      if (request.auth === 'session' && answer?.code === -4000) await signIn();
      // A deletion that went through ended the fuzzed account: make it again (empty) and go on.
      if (!refused && request.route === 'DELETE /api/v1/me') {
        await registerFuzzedUserAgain();
        before = undefined;
      }
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS });

    const neverSucceeded = [...sent.keys()].filter(
      (route) => route !== UNROUTED && !succeeded.has(route),
    );
    console.info(
      `fuzz (${testApp.database.handle.kind}, seed ${SEED}): ${RUNS} requests over ${sent.size} routes, ${validSent} with a valid body, ${refusedSent} refused; never answered success: ${neverSucceeded.join(', ') || 'none'}`,
    );
    expect([...byRoute.keys()].filter((route) => !sent.has(route.key))).toEqual([]);
  });
});

/** The change-password route is the one way a request changes what later requests must send. */
function trackSessionEffects(request: FuzzRequest) {
  if (request.route !== 'POST /api/v1/change-password' || request.body.kind !== 'json') return;
  const body = withCurrentPassword(request.body.value) as { new_password: string };
  fuzzed.password = body.new_password;
}

function withCurrentPassword(value: unknown): unknown {
  if (value === GOOD_PASSWORD) return fuzzed.password;
  if (Array.isArray(value)) return value.map(withCurrentPassword);
  if (value === null || typeof value !== 'object' || value.constructor !== Object) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {
      value: withCurrentPassword((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

interface Answer {
  code: unknown;
  msg: unknown;
}

function parsedAnswer(response: LightMyRequestResponse): Answer | undefined {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
  try {
    const parsed: unknown = JSON.parse(response.body);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Answer;
    }
  } catch {
    return;
  }
  return;
}

/**
 * What is wrong with an answer, if anything: a 5xx; an API error without a numeric code and a
 * string msg; a write's success that is a JSON object without them (lists and files excepted, as
 * decisions.md section 3 says). HEAD answers have no body to look at.
 */
function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered HTTP ${response.statusCode}`;
  if (request.method === 'HEAD' || !request.url.startsWith('/api/')) return null;
  const answer = parsedAnswer(response);
  const wellFormed =
    answer !== undefined && typeof answer.code === 'number' && typeof answer.msg === 'string';
  if (response.statusCode >= 400 && !wellFormed) return 'an error answer without code and msg';
  if (answer !== undefined && request.method !== 'GET' && !wellFormed) {
    return 'a JSON answer without code and msg';
  }
  return null;
}
