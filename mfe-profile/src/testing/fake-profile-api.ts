import { HttpResponse, http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { signedInSessionHandler } from 'shared/testing';

/** A request the page sent, as the fake API received it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type StoredRecord = Record<string, unknown> & { id: string };

const ENTITIES = ['contact', 'address', 'employment', 'identification', 'bankruptcy'] as const;
export type Entity = (typeof ENTITIES)[number];

/** Which stored record a POST replaces: one per user, or one per place (decisions.md section 3). */
function sameSlot(entity: Entity, a: StoredRecord, b: Record<string, unknown>): boolean {
  if (entity === 'address') return a.is_previous === b.is_previous;
  if (entity === 'identification') return a.is_secondary === b.is_secondary;
  return true;
}

export const apiUrl = (path: string) => `${window.location.origin}/api/v1${path}`;

/**
 * An in-memory stand-in for the personal-information calls of spec section 7, answering like the
 * real API (codes, ids, -3 for an unknown id), and recording every request the page sends.
 */
export function fakeProfileApi(server: SetupServerApi) {
  const requests: SentRequest[] = [];
  const records: Record<Entity, StoredRecord[]> = {
    contact: [],
    address: [],
    employment: [],
    identification: [],
    bankruptcy: [],
  };
  let counter = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  const ok = (extra: object = {}, status = 200) =>
    HttpResponse.json({ code: 0, msg: 'OK', ...extra }, { status });
  const notFound = () => HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });

  server.use(
    signedInSessionHandler(),
    ...ENTITIES.flatMap((entity) => {
      const path = apiUrl(`/${entity}`);
      return [
        http.get(path, () => HttpResponse.json(records[entity])),
        http.post(path, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          requests.push({ method: 'POST', path: `/${entity}`, body });
          const existing = records[entity].find((record) => sameSlot(entity, record, body));
          if (existing) {
            Object.assign(existing, body, { id: existing.id });
            return ok({ id: existing.id });
          }
          const id = newId();
          records[entity].push({ ...body, id });
          return ok({ id }, 201);
        }),
        http.put(path, async ({ request }) => {
          const body = (await request.json()) as StoredRecord;
          requests.push({ method: 'PUT', path: `/${entity}`, body });
          const existing = records[entity].find((record) => record.id === body.id);
          if (!existing) return notFound();
          Object.assign(existing, body);
          return ok({ id: existing.id });
        }),
        http.delete(path, async ({ request }) => {
          const body = (await request.json()) as string;
          requests.push({ method: 'DELETE', path: `/${entity}`, body });
          const before = records[entity].length;
          records[entity] = records[entity].filter((record) => record.id !== body);
          return records[entity].length < before ? ok() : notFound();
        }),
      ];
    }),
  );

  return {
    requests,
    /** Writes (POST, PUT, DELETE), in the order sent. */
    writes: () => requests.map(({ method, path, body }) => ({ method, path, body })),
    records,
    /** Stores a record as if saved earlier; returns it with its id. */
    seed(entity: Entity, record: Record<string, unknown>): StoredRecord {
      const stored = { ...record, id: newId() };
      records[entity].push(stored);
      return stored;
    },
  };
}
