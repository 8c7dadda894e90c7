import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body type. An empty JSON body counts as no body: calls without one (logout)
 * accept it, and the validators of the others answer 'body required'.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  // text/plain would otherwise reach the validators as a string; now it is a 415.
  app.removeContentTypeParser('text/plain');
  // Fastify's own parser, which refuses __proto__ and constructor.prototype keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
