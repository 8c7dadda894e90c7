import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SUITES } from 'shared/suites';
import { exampleSuite } from 'shared/suites/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolders } from '../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SOURCE_MAP = '{"version":3,"sources":["src/App.tsx"],"mappings":""}';
/** The page at '/', with the login page pre-rendered in; every other app address gets APP_HTML. */
const INDEX_HTML =
  '<!doctype html><title>Credit repair</title><div id="root"><h1>Sign in</h1></div>';
const APP_HTML = '<!doctype html><title>Credit repair</title><div id="root"></div>';
/** The login page pre-rendered in French. */
const INDEX_FR_HTML =
  '<!doctype html><html lang="fr-CA"><title>Réparation</title><div id="root"><h1>Connectez-vous</h1></div>';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A fake build tree: the shell and one remote (profile); the other remotes are missing. */
async function fakeBuild(root: string): Promise<void> {
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/app.html': APP_HTML,
    'shell/dist/index.fr.html': INDEX_FR_HTML,
    'shell/dist/static/js/main.3f9a1c2b.js': MAIN_JS,
    'mfe-profile/dist/mf-manifest.json': '{"name":"profile"}',
    'mfe-profile/dist/remoteEntry.js': 'var profile;',
    'mfe-profile/dist/static/js/src_App.1234abcd.js': 'export {};',
    'shell/dist/static/js/main.3f9a1c2b.js.map': SOURCE_MAP,
    'mfe-profile/dist/static/js/src_App.1234abcd.js.map': SOURCE_MAP,
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  await precompressFolders([path.join(root, 'shell', 'dist')]);
}

describe('static site', () => {
  let t: TestApp;
  let root: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-static-'));
    await fakeBuild(root);
    t = await createTestApp({ database, config: { staticRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the shell at / and for app routes, revalidated with an ETag', async () => {
    for (const url of ['/', '/app/edit-personal-info/personal', '/register']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      // The pre-rendered login page only where the login page is.
      expect(response.body).toBe(url === '/' ? INDEX_HTML : APP_HTML);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers.etag).toEqual(expect.any(String));
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });

  it("answers / with the login page in the visitor's chosen language, else the browser's", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, INDEX_HTML],
      [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, INDEX_FR_HTML],
      [{ 'accept-language': 'de-DE,fr;q=0.5,en;q=0.4' }, INDEX_FR_HTML],
      [{ 'accept-language': 'en-CA,fr-CA;q=0.9' }, INDEX_HTML],
      [{ 'accept-language': 'fr;q=0.3,en;q=0.9' }, INDEX_HTML],
      [{ 'accept-language': 'fr;q=0' }, INDEX_HTML],
      [{ 'accept-language': 'es-MX, de' }, INDEX_HTML],
      [{ 'accept-language': ';;q=,, fr' }, INDEX_FR_HTML],
      // The choice made with the switch wins over the browser.
      [{ 'accept-language': 'fr-CA', cookie: 'a=1; language=en' }, INDEX_HTML],
      [{ 'accept-language': 'en-CA', cookie: 'language=fr' }, INDEX_FR_HTML],
      [{ 'accept-language': 'en-CA', cookie: 'xlanguage=fr' }, INDEX_HTML],
    ];
    for (const [headers, page] of cases) {
      const response = await get('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page);
      expect(String(response.headers.vary)).toMatch(/cookie/);
      expect(String(response.headers.vary)).toMatch(/accept-language/);
    }
  });

  it('caches hashed files for a year and answers missing files with 404', async () => {
    const chunk = await get('/static/js/main.3f9a1c2b.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/static/js/missing.12345678.js')).statusCode).toBe(404);
  });

  it('serves a remote under /remotes/<name>/ with its entry files revalidated', async () => {
    const manifest = await get('/remotes/profile/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'profile' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/profile/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    const chunk = await get('/remotes/profile/static/js/src_App.1234abcd.js');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    // A missing remote build is a 404, never the shell's page.
    const missing = await get('/remotes/banking/remoteEntry.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<!doctype html>');
  });

  it('answers /remotes.json with every remote manifest and honours If-None-Match', async () => {
    const response = await get('/remotes.json');
    expect(response.json()).toEqual({
      profile: '/remotes/profile/mf-manifest.json',
      banking: '/remotes/banking/mf-manifest.json',
      letters: '/remotes/letters/mf-manifest.json',
      repair: '/remotes/repair/mf-manifest.json',
      settlement: '/remotes/settlement/mf-manifest.json',
      budget: '/remotes/budget/mf-manifest.json',
    });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    const etag = String(response.headers.etag);
    expect((await get('/remotes.json', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('sends the build’s Brotli or gzip copy as it is, by what the client accepts', async () => {
    const brotli = await get('/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(MAIN_JS);
    // The file the build wrote, not a compression made for this request.
    expect(Number(brotli.headers['content-length'])).toBe(
      (await stat(path.join(root, 'shell/dist/static/js/main.3f9a1c2b.js.br'))).size,
    );
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    const gzipped = await get('/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(MAIN_JS);
    const plain = await get('/static/js/main.3f9a1c2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MAIN_JS);
  });

  it('compresses large text answers for clients that accept it', async () => {
    const response = await get('/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('does not serve source maps by default', async () => {
    for (const url of [
      '/static/js/main.3f9a1c2b.js.map',
      '/remotes/profile/static/js/src_App.1234abcd.js.map',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    }
  });

  it('keeps /api paths out of the SPA fallback', async () => {
    const response = await get('/api/v1/nothing-here');
    expect(response.json()).toEqual({ code: -3, msg: 'Not found' });
  });
});

describe('SERVE_SOURCE_MAPS=1', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-maps-'));
    await fakeBuild(root);
    t = await createTestApp({ database, config: { staticRoot: root, serveSourceMaps: true } });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the source maps of the shell and the remotes', async () => {
    for (const url of [
      '/static/js/main.3f9a1c2b.js.map',
      '/remotes/profile/static/js/src_App.1234abcd.js.map',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SOURCE_MAP);
    }
  });
});

describe('a suite added to the registry of suites', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-added-suite-'));
    await mkdir(path.join(root, 'mfe-example', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-example', 'dist', 'mf-manifest.json'), '{"id":"example"}');
    // Given to the server in place of the registry, whose file is left as it is.
    t = await createTestApp({
      database,
      config: { staticRoot: root },
      suites: [...SUITES, exampleSuite()],
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('is in /remotes.json beside the others, and its build is served under /remotes/<name>/', async () => {
    const map = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(Object.keys(map)).toEqual([...SUITES.map(({ name }) => name), 'example']);
    expect(map.example).toBe('/remotes/example/mf-manifest.json');
    const manifest = await t.app.inject({ method: 'GET', url: map.example });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'example' });
  });
});

describe('REMOTES_JSON', () => {
  let t: TestApp;
  let dir: string;
  const map = {
    profile: 'https://cdn.example.ca/profile/mf-manifest.json',
    banking: '/remotes/banking/mf-manifest.json',
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-remotes-'));
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify(map));
    t = await createTestApp({ database, config: { remotesJsonFile: file } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('replaces the map and lets the page load code from the remote origins', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toEqual(map);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.ca(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.ca(;|$)/);
  });
});

describe('without any build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('still serves the API and answers pages with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});
