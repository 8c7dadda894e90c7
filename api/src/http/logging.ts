import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'secret',
  'key',
  'passwordHash',
  'password_hash',
  // Two-step sign-in: what a correct password earns, and the codes shown once.
  'challenge',
  'recovery_codes',
];

/** What a log line keeps of an error: never its message when that may quote user data. */
export interface LoggedError {
  type: string;
  /** A PostgreSQL SQLSTATE ('23505') or a Node/Fastify code ('FST_ERR_BAD_URL'). */
  code?: string;
  /** A failed query's statement, named by its verb and table ('insert into contacts'). */
  statement?: string;
  /** Where PostgreSQL says the fault is: names from the schema, never values. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  message?: string;
  stack?: string;
  cause?: LoggedError;
}

type ErrorLike = Error & Record<string, unknown>;

const STATEMENT = /^\s*(select\b[\s\S]*?\bfrom|insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i;

/** 'insert into contacts' for an INSERT on contacts; the SQL's verb alone when no table shows. */
export function statementName(query: string): string {
  const match = STATEMENT.exec(query);
  if (!match?.[1] || !match[2]) return (query.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const verb = match[1].toLowerCase().startsWith('select') ? 'select from' : match[1].toLowerCase();
  return `${verb.replace(/\s+/g, ' ')} ${match[2]}`;
}

/** A PostgreSQL error (node-postgres and PGlite alike): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** The call frames of a stack, without its first line (which repeats the message). */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * pino's `err` serializer (decisions.md section 4). A failed query's error quotes its parameters
 * (drizzle's "params: ...") and PostgreSQL's messages quote values ("Key (email)=(...)"), and
 * JSON.parse's messages quote the body: for these only the type, the statement's name and the
 * codes are kept. Other errors keep their message, which the app's own code writes.
 */
export function serializeError(value: unknown, depth = 0): LoggedError | unknown {
  if (!(value instanceof Error) || depth > 3) return value;
  const error = value as ErrorLike;
  // PGlite's minified classes have one-letter names; its errors name themselves 'error'.
  const type = error.constructor.name.length > 2 ? error.constructor.name : error.name;
  const logged: LoggedError = { type };
  if (typeof error.code === 'string') logged.code = error.code;
  const query = text(error.query);
  // drizzle's DrizzleQueryError and PGlite's errors carry the query and its parameters.
  if (query !== undefined) logged.statement = statementName(query);
  const fromDatabase = isDatabaseError(error);
  if (fromDatabase) {
    for (const field of ['table', 'column', 'constraint', 'routine'] as const) {
      const named = text(error[field]);
      if (named !== undefined) logged[field] = named;
    }
  }
  if (query === undefined && !fromDatabase && !(error instanceof SyntaxError)) {
    logged.message = error.message;
  }
  const frames = framesOnly(error.stack);
  if (frames) logged.stack = frames;
  if (error.cause !== undefined) {
    const cause = serializeError(error.cause, depth + 1);
    if (cause && typeof cause === 'object') logged.cause = cause as LoggedError;
  }
  return logged;
}

/** pino options: UTC ISO times, secrets censored, and errors without the data they quote. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    // Fastify's type expects pino's standard error shape, which always holds the message.
    serializers: { err: serializeError as never },
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
  };
}

/**
 * Fastify's request lines, made compact: instead of two lines per request (incoming, with its
 * headers, then completed), one line once the answer is sent, with the method, the path without
 * its query string, the status and the time taken. The audit events (sign-ins, refused access,
 * rate limits) are logged by the routes themselves, whatever this writes.
 */
export class CompactRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
