import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'secret',
  'key',
  'passwordHash',
  'password_hash',
];

/** pino options: UTC ISO times, and secrets censored wherever a log line might carry them. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
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
