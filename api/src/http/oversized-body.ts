import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * How much of an oversized body is read and thrown away before answering 413. Past it the
 * connection is simply closed: nobody should be made to read 100 MiB to refuse it.
 */
const DRAIN_LIMIT = 16 * 1024 * 1024;

/**
 * A body declared larger than the limit is read to its end before the 413 is sent. Fastify would
 * answer at once and close the connection while a browser is still sending, and fetch then
 * reports a network failure instead of the answer's message; read to the end, the sender gets
 * the answer and the connection stays usable.
 */
export function answerOversizedBodiesOnceRead(app: FastifyInstance, limit: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared) || declared <= limit || declared > DRAIN_LIMIT) {
      done();
      return;
    }
    const body = request.raw;
    body.once('end', () => done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()));
    body.once('error', (error) => done(error));
    body.resume();
  });
}
