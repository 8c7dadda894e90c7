import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from 'shared/contract';
import packageJson from '../../package.json' with { type: 'json' };

/** The browsable page; the document is beside it. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;

/** The name of the X-API-Key scheme in the document, which guarded operations require. */
export const API_KEY_SCHEME = 'apiKey';

/** Only the API is documented: the static site and the SPA fallback are pages, not calls. */
const DOCUMENTED_PREFIX = '/api/v1/';

/** The document's groups of calls, by the first segment of their path under /api/v1. */
const TAGS: Readonly<Record<string, string>> = {
  login: 'Account',
  register: 'Account',
  logout: 'Account',
  session: 'Account',
  sessions: 'Account',
  language: 'Account',
  'change-password': 'Account',
  'password-reset': 'Account',
  totp: 'Account',
  'security-events': 'Account',
  me: 'Account',
  contact: 'Personal information',
  address: 'Personal information',
  employment: 'Personal information',
  identification: 'Personal information',
  bankruptcy: 'Personal information',
  'banking-information': 'Banking',
  budget: 'Budget',
  'generate-pdf': 'Letters',
  creditor: 'Creditor directory',
  health: 'Service',
  operator: 'Service',
};

function tagOf(url: string): string {
  const [segment = ''] = url.slice(DOCUMENTED_PREFIX.length).split('/');
  const tag = TAGS[segment];
  if (!tag) throw new Error(`${url}: name its group in TAGS (api/src/http/api-docs.ts).`);
  return tag;
}

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the routes' zod schemas (request bodies,
 * parameters and every answer) as the routes are added: registered before them.
 */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: packageJson.description,
        version: packageJson.version,
        description:
          'Every non-list JSON answer carries `code` (0 on success) and `msg`, written in the ' +
          'language of Accept-Language, else the user’s saved language. Clients act on `code`, ' +
          'never on the HTTP status alone. A request body that is "the id" or "the password" is ' +
          'that bare JSON string.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [API_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: API_KEY_HEADER,
            description: 'The session key that login, register or the second sign-in step answer.',
          },
        },
      },
    },
    transform: (route) => {
      if (!route.url.startsWith(DOCUMENTED_PREFIX))
        return { schema: { hide: true }, url: route.url };
      const { schema, url } = jsonSchemaTransform(route);
      return { schema: { ...schema, tags: [tagOf(url)] }, url };
    },
  });
}

/**
 * The document as JSON at /api/docs/openapi.json, and Swagger UI at /api/docs (which reads the
 * same document from /api/docs/json). Both are public in every environment: they describe the
 * calls that the public JavaScript of the site already makes, and hold no data.
 *
 * Swagger UI runs under the site's own Content-Security-Policy: its page loads its scripts and
 * styles from 'self' and runs no inline script, so no route needs a weaker policy.
 */
export async function registerApiDocsPages(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { deepLinking: true, tryItOutEnabled: false },
  });
}
