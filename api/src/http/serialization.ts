import type { FastifySerializerCompiler } from 'fastify';

/**
 * The serializer of every answer that has a response schema: JSON.stringify, exactly what Fastify
 * uses for an answer without one. The response schemas document the answers (the OpenAPI document)
 * and type the handlers' replies; they never change a byte of what is sent. Fastify's default for
 * a schema, fast-json-stringify, would write the schema's `const` instead of the value sent and
 * drop a field the schema does not name or coerce a mistyped one, all silently, to save a few
 * microseconds an answer (README, "The API contract").
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
