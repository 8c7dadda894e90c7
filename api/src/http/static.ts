import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SUITES, type Suite, suiteFolder } from 'shared/suites';
import { isApiPath } from './errors';
import { acceptedLanguage } from './language';
import type { RemotesMap } from './remotes';

/** Files whose name stays the same across builds: the browser must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'app.html', 'mf-manifest.json', 'remoteEntry.js']);
/** A content hash in the name (`main.3f9a1c2b.js`): such a file never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  const name = path.basename(filePath);
  const immutable = !ENTRY_FILES.has(name) && HASHED_NAME.test(name);
  res.setHeader('cache-control', immutable ? IMMUTABLE : NO_CACHE);
  // The same address answers Brotli, gzip or plain bytes: a shared cache must key on the encoding.
  res.setHeader('vary', 'accept-encoding');
}

/** Source maps carry the whole source; they are served only on request (SERVE_SOURCE_MAPS=1). */
const SOURCE_MAP = /\.map$/i;

const staticOptions = {
  wildcard: true,
  cacheControl: false,
  etag: true,
  lastModified: false,
  dotfiles: 'ignore',
  // The build writes .br and .gz copies (scripts/precompress.mjs): sent as files, not compressed
  // again per request.
  preCompressed: true,
  setHeaders: setCacheHeaders,
} as const;

/** The pre-rendered login page of each language (tooling/shell-pages.mjs). */
const LOGIN_PAGE = { en: 'index.html', fr: 'index.fr.html' } as const;

/** The visitor's choice, which the app keeps in a cookie for this purpose only. */
const LANGUAGE_COOKIE = /(?:^|;)\s*language=(en|fr)\s*(?:;|$)/;

/**
 * The language of the login page to send: the visitor's choice, else the browser's
 * Accept-Language (the app makes the same choice from navigator.languages).
 */
function loginPageLanguage(request: FastifyRequest): keyof typeof LOGIN_PAGE {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'fr') return chosen;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

export interface StaticSite {
  /** Answers an app route (e.g. /app/budget-suite) with the shell's page; false if none. */
  sendAppShell(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** A path the SPA owns: a GET outside /api and /remotes whose last segment is not a file name. */
function isAppRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname) || pathname === '/remotes' || pathname.startsWith('/remotes/')) {
    return false;
  }
  return !(pathname.split('/').pop() ?? '').includes('.');
}

export interface StaticSiteOptions {
  serveSourceMaps: boolean;
  /** The suites whose builds are served (the registry's, unless a test adds one). */
  suites?: readonly Suite[];
}

/**
 * The shell at /, each suite's remote at /remotes/<name>/ and /remotes.json. A missing build
 * folder only logs a warning, so the API runs without the front end (tests, API-only deployments).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticRoot: string,
  remotes: RemotesMap,
  options: StaticSiteOptions,
): Promise<StaticSite> {
  const allowedPath = (pathName: string) => options.serveSourceMaps || !SOURCE_MAP.test(pathName);
  const shellDist = path.join(staticRoot, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  // The build pre-renders the login page into index.html, served at '/' only; every other
  // address of the app gets the page without it (tooling/shell-pages.mjs).
  const appPage = existsSync(path.join(shellDist, 'app.html')) ? 'app.html' : 'index.html';
  if (hasShell) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      allowedPath,
      root: shellDist,
      prefix: '/',
      // '/' is answered below, with the login page in the visitor's language.
      index: false,
    });
    const hasFrenchLoginPage = existsSync(path.join(shellDist, LOGIN_PAGE.fr));
    app.get('/', (request, reply) => {
      const language = hasFrenchLoginPage ? loginPageLanguage(request) : 'en';
      // A shared cache must keep one copy per choice and per browser language.
      return reply
        .header('vary', 'accept-encoding, cookie, accept-language')
        .sendFile(LOGIN_PAGE[language], shellDist);
    });
  } else {
    app.log.warn(`No shell build at ${shellDist}: serving the API only.`);
  }

  for (const suite of options.suites ?? SUITES) {
    const { name } = suite;
    const dist = path.join(staticRoot, suiteFolder(suite), 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`No build of the ${name} remote at ${dist}.`);
      continue;
    }
    await app.register(fastifyStatic, {
      ...staticOptions,
      allowedPath,
      root: dist,
      prefix: `/remotes/${name}/`,
      // reply.sendFile comes from the shell's registration; a second decorator would clash.
      decorateReply: false,
    });
  }

  const remotesJson = JSON.stringify(remotes);
  const remotesEtag = `"${createHash('sha256').update(remotesJson).digest('base64url').slice(0, 27)}"`;
  app.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', NO_CACHE).header('etag', remotesEtag);
    if (request.headers['if-none-match'] === remotesEtag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(remotesJson);
  });

  return {
    sendAppShell(request, reply) {
      if (!hasShell || !isAppRoute(request)) return false;
      reply.sendFile(appPage, shellDist);
      return true;
    },
  };
}
