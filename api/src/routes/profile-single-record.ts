import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sessionOf } from '../auth/guard';
import type { Db } from '../db/database';
import type { SaveResult, UpdateResult } from '../profile/slots';
import { profileResponses, savedAnswer, updatedAnswer } from './profile-answers';

/** A kind of record the user has one of, and how it is read and written. */
export interface SingleRecordKind<Body extends z.ZodType, Update extends z.ZodType> {
  /** '/employment' */
  path: string;
  /** The POST body (an `id` in it is ignored: POST saves into the user's one record). */
  body: Body;
  /** The PUT body: the same fields with the record's `id`. */
  update: Update;
  /** What GET answers: the user's records (at most one). */
  records: z.ZodType;
  list(db: Db, userId: string): Promise<unknown[]>;
  save(db: Db, userId: string, input: z.output<Body>, now: Date): Promise<SaveResult>;
  change(
    db: Db,
    userId: string,
    id: string,
    input: z.output<Update>,
    now: Date,
  ): Promise<UpdateResult>;
}

/**
 * The calls of a record the user has one of (employment, bankruptcy): GET lists it, POST saves
 * into it (201 when it created it), PUT updates it by id (-3 when the id is not the user's).
 */
export function singleRecordRoutes<
  Body extends z.ZodType,
  Update extends z.ZodType<{ id: string }>,
>(kind: SingleRecordKind<Body, Update>): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock } = app;
    // Fastify has validated each body with its schema; the type provider cannot work out the
    // output of a schema that is a type parameter, so it is named here.
    const bodyOf = (request: { body: unknown }) => request.body as z.output<Body>;
    const updateOf = (request: { body: unknown }) => request.body as z.output<Update>;

    app.get(kind.path, { schema: { response: { 200: kind.records } } }, async (request) =>
      kind.list(db, sessionOf(request).userId),
    );

    app.post(
      kind.path,
      { schema: { body: kind.body, response: profileResponses.save } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        return savedAnswer(reply, await kind.save(db, userId, bodyOf(request), clock()));
      },
    );

    app.put(
      kind.path,
      { schema: { body: kind.update, response: profileResponses.update } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const body = updateOf(request);
        return updatedAnswer(request, reply, await kind.change(db, userId, body.id, body, clock()));
      },
    );
  };
}
