import fc from 'fast-check';

/**
 * What an attacker or a broken client sends instead of a valid body: hostile values put in one
 * place of a valid body, fields left out or added, and bodies that are not JSON at all.
 */

/** JSON text written as is: numbers JSON.stringify cannot write (1e309, -0, 2^64) and deep nests. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Sent byte for byte; no Content-Type header when `contentType` is ''. */
  | { kind: 'raw'; payload: string | Buffer; contentType: string };

/** JSON text of a generated value, RawJson parts as they are, own `__proto__` keys included. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(',')}}`;
  }
  // undefined only reaches here as a bare body value; JSON has no such thing, so send null.
  return JSON.stringify(value) ?? 'null';
}

const NESTING = 10_000;
/** Over the 1 MiB body limit once quoted. */
const OVER_BODY_LIMIT = 1_100_000;

const unit = (code: number) => String.fromCharCode(code);

const controlCharacterText = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => `Sam${unit(code)}Tremblay`);

const loneSurrogateText = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => `Sam ${unit(code)}`);

/** Any UTF-16 code units, lone surrogates and controls included. */
const codeUnitText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map(unit),
  maxLength: 12,
});

const longText = fc.constantFrom(201, 1_001, 70_000, OVER_BODY_LIMIT).map((n) => 'x'.repeat(n));

const unusualText = fc.constantFrom(
  '😀',
  'Sam 👩‍👩‍👧',
  'سامي',
  'שמואל',
  'Sam \u202eTremblay',
  'a\u200db',
  '\ufeffSam',
  'Ｓａｍ',
  'e\u0301',
  '𝓢𝓪𝓶',
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '   ',
  '\t\n\r',
  '\\',
  'null',
  'undefined',
  '',
);

/** Dates that are no calendar date, or outside 1900-2100, or not written YYYY-MM-DD. */
export const hostileDates = [
  '0000-01-01',
  '2024-02-30',
  '2023-02-29',
  '99999-01-01',
  '9999-12-31',
  '1899-12-31',
  '2101-01-01',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '2024-02-29T00:00:00Z',
  ' 2024-01-01',
  '+002024-01-01',
  '-000001-01-01',
] as const;

const hostileNumber = fc.constantFrom<unknown>(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1,000.00',
  '12abc',
  -0,
  -1,
  -0.01,
  0.001,
  1.005,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('-0'),
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1e-400'),
);

const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  1,
  '',
  [],
  {},
  [1],
  ['x'],
  { a: 1 },
  [{}],
);

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const bulky = fc.constantFrom<unknown>(
  deepObject(50),
  new RawJson(`${'['.repeat(NESTING)}${']'.repeat(NESTING)}`),
  new RawJson(`${'{"a":'.repeat(NESTING)}1${'}'.repeat(NESTING)}`),
  Array.from({ length: 5_000 }, () => 'x'),
);

/** Keys a prototype-pollution attempt uses, as own keys of the sent JSON. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const pollutionValue = fc.constantFrom<unknown>(
  new RawJson('{"__proto__":{"polluted":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  { polluted: true },
);

/** One hostile value, of every kind the brief lists. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  controlCharacterText,
  loneSurrogateText,
  codeUnitText,
  longText,
  unusualText,
  fc.constantFrom(...hostileDates),
  hostileNumber,
  wrongType,
  bulky,
  pollutionValue,
  fc.jsonValue({ maxDepth: 2 }),
);

type Path = readonly (string | number)[];

/** Every place in a JSON value (the value itself first), for a mutation to pick one. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...pathsOf(item, [...path, index]));
    });
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) paths.push(...pathsOf(value[key], [...path, key]));
  }
  return paths;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof RawJson)
  );
}

/** Sets an own property, so that `__proto__` becomes a key of the JSON, never a prototype. */
function defineKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A copy of `root` with `path` changed by `change` (never mutates: fast-check may reuse values). */
function updateAt(root: unknown, path: Path, change: (value: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(root);
  if (Array.isArray(root) && typeof head === 'number') {
    return root.map((item, index) => (index === head ? updateAt(item, rest, change) : item));
  }
  if (isPlainObject(root)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(root)) {
      defineKey(copy, key, key === head ? updateAt(root[key], rest, change) : root[key]);
    }
    return copy;
  }
  return root;
}

const OMITTED = Symbol('omitted');

function withoutOmitted(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== OMITTED).map(withoutOmitted);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (value[key] !== OMITTED) defineKey(copy, key, withoutOmitted(value[key]));
  }
  return copy;
}

const extraKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS, 'extra', 'id', 'user_id', 'userId', 'password', 'letter', ''),
  fc.string({ maxLength: 8 }),
);

/** `body` with one thing wrong: a hostile value in one place, a field left out, or one added. */
export function mutationsOf(body: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(body);
  const objectPaths = paths.filter((path) => isPlainObject(valueAt(body, path)));
  const memberPaths = paths.filter((path) => path.length > 0);
  const replace = fc
    .tuple(fc.constantFrom(...paths), hostileValue)
    .map(([path, value]) => updateAt(body, path, () => value));
  const mutations: fc.Arbitrary<unknown>[] = [replace];
  if (memberPaths.length > 0) {
    mutations.push(
      fc
        .constantFrom(...memberPaths)
        .map((path) => withoutOmitted(updateAt(body, path, () => OMITTED))),
    );
  }
  if (objectPaths.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...objectPaths), extraKey, hostileValue).map(([path, key, value]) =>
        updateAt(body, path, (target) => {
          const copy: Record<string, unknown> = {};
          const members = target as Record<string, unknown>;
          for (const member of Object.keys(members)) defineKey(copy, member, members[member]);
          defineKey(copy, key, value);
          return copy;
        }),
      ),
    );
  }
  return fc.oneof({ arbitrary: replace, weight: 3 }, ...mutations.slice(1));
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}

const JSON_CONTENT = 'application/json';

/** Bodies that are no JSON a route can read: broken text, other media types, bad bytes. */
export const nonJsonBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'undefined',
      'NaN',
      "{'a':1}",
      '{"a":1}{"b":2}',
      '\u0000',
      '\ufeff{}',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '1e309',
      '-0',
      'null',
      '""',
      '[]',
      `"${'x'.repeat(OVER_BODY_LIMIT)}"`,
    )
    .map((payload): FuzzBody => ({ kind: 'raw', payload, contentType: JSON_CONTENT })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/json;;',
        'application/vnd.api+json',
        '*/*',
        '',
      ),
      fc.constantFrom(
        'hello',
        'a=1&b=2',
        '{"a":1}',
        '"x"',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      ),
    )
    .map(([contentType, payload]): FuzzBody => ({ kind: 'raw', payload, contentType })),
  fc
    .constantFrom(
      Buffer.from([0x22, 0xff, 0xfe, 0x22]),
      Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22]),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xc0, 0x80, 0x7d]),
    )
    .map((payload): FuzzBody => ({ kind: 'raw', payload, contentType: JSON_CONTENT })),
);

/** A path segment an attacker puts where an id goes (already percent-encoded where needed). */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    '%C0%80',
    '%ED%A0%80',
    'abc%00def',
    '%E0%A4%A',
    '%',
    '..',
    '%2e%2e%2f',
    '%2F',
    'a'.repeat(3_000),
  ),
  fc
    .oneof(hostileValue, codeUnitText)
    .map((value) => percentEncoded(typeof value === 'string' ? value : toJsonText(value))),
);

/** Every byte percent-encoded (encodeURIComponent throws on a lone surrogate; this sends U+FFFD). */
function percentEncoded(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
    .join('');
}

/** Query strings no route asks for; every route must ignore or refuse them cleanly. */
export const hostileQuery: fc.Arbitrary<string> = fc.constantFrom(
  'a=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '%00=%00',
  'a=%E0%A4%A',
  'a=1&a=2&a=3',
  `${'a'.repeat(5_000)}=1`,
  'id=..%2F..%2F',
);
